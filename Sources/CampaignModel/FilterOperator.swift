/// A filter's comparison, named by its key in the campaign language (SPEC §2.4).
public enum FilterOperator: String, CaseIterable, Hashable, Sendable {
    case equals
    case notEquals = "not_equals"
    case greaterThan = "greater_than"
    case greaterThanOrEqual = "greater_than_or_equal"
    case lessThan = "less_than"
    case lessThanOrEqual = "less_than_or_equal"
    case matches
    case doesNotMatch = "does_not_match"
    case exists
    case lessThanAgo = "less_than_ago"
    case moreThanAgo = "more_than_ago"

    /// The types this operator may compare.
    public var allowedTypes: [PropertyType] {
        switch self {
        case .equals: [.string, .number, .boolean]
        case .notEquals: [.string, .number]
        case .greaterThan, .greaterThanOrEqual, .lessThan, .lessThanOrEqual: [.number]
        case .matches, .doesNotMatch: [.string]
        case .exists: PropertyType.allCases
        case .lessThanAgo, .moreThanAgo: [.time]
        }
    }

    /// The type the operator implies when the filter has no `type`, if any.
    public var impliedType: PropertyType? {
        switch self {
        case .greaterThan, .greaterThanOrEqual, .lessThan, .lessThanOrEqual: .number
        case .matches, .doesNotMatch: .string
        case .lessThanAgo, .moreThanAgo: .time
        case .equals, .notEquals, .exists: nil
        }
    }

    /// The delivery engine's comparator code. `exists` depends on its value: 11 for
    /// `true`, 12 for `false`; pass it as `existsValue`.
    public func comparator(existsValue: Bool = true) -> Int {
        switch self {
        case .equals: 1
        case .notEquals: 2
        case .greaterThan: 3
        case .greaterThanOrEqual: 4
        case .lessThan: 5
        case .lessThanOrEqual: 6
        case .matches: 10
        case .doesNotMatch: 17
        case .exists: existsValue ? 11 : 12
        case .lessThanAgo: 15
        case .moreThanAgo: 16
        }
    }
}
