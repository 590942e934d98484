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
    case lessThanIn = "less_than_in"
    case moreThanIn = "more_than_in"
    case before
    case after

    /// The types this operator may compare.
    public var allowedTypes: [PropertyType] {
        switch self {
        case .equals: [.string, .number, .boolean]
        case .notEquals: [.string, .number]
        case .greaterThan, .greaterThanOrEqual, .lessThan, .lessThanOrEqual: [.number]
        case .matches, .doesNotMatch: [.string]
        case .exists: PropertyType.allCases
        case .lessThanAgo, .moreThanAgo, .lessThanIn, .moreThanIn, .before, .after: [.time]
        }
    }

    /// The type the operator implies when the filter has no `type`, if any.
    public var impliedType: PropertyType? {
        switch self {
        case .greaterThan, .greaterThanOrEqual, .lessThan, .lessThanOrEqual: .number
        case .matches, .doesNotMatch: .string
        case .lessThanAgo, .moreThanAgo, .lessThanIn, .moreThanIn, .before, .after: .time
        case .equals, .notEquals, .exists: nil
        }
    }

    /// The delivery engine's comparator code. `exists` depends on its value: 11 for
    /// `true`, 12 for `false`; pass it as `existsValue`. On a `date` property the engines read
    /// 3 / 5 as after / before a fixed time, 4 / 6 as less / more than *x* seconds ago and
    /// 15 / 16 as in less / more than *x* seconds (SPEC §2.4, version 2).
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
        case .lessThanAgo: 4
        case .moreThanAgo: 6
        case .lessThanIn: 15
        case .moreThanIn: 16
        case .before: 5
        case .after: 3
        }
    }

    /// The operator a payload comparator stands for on a property of `type`: the inverse of
    /// `comparator(existsValue:)`, read once where a payload is read (`existsValue(comparator:)`
    /// says which way an `exists` goes). On a `time` (`date`) property the codes mean the time
    /// operators, and `1` equality, which the engines also read; nil for a comparator the
    /// engines do not know.
    public init?(comparator: Int, type: PropertyType) {
        let candidates: [FilterOperator] =
            type == .time
            ? [.equals, .exists] + Self.allCases.filter { $0.allowedTypes == [.time] }
            : Self.allCases.filter { $0.allowedTypes != [.time] }
        let found = candidates.first { $0.comparator(existsValue: true) == comparator || $0.comparator(existsValue: false) == comparator }
        guard let found else { return nil }
        self = found
    }

    /// For a comparator of `exists`: whether the property must exist; nil for any other.
    public static func existsValue(comparator: Int) -> Bool? {
        switch comparator {
        case FilterOperator.exists.comparator(existsValue: true): true
        case FilterOperator.exists.comparator(existsValue: false): false
        default: nil
        }
    }
}
