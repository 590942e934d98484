/// A property filter in words (SPEC §2.4): the one place a filter's words are put together,
/// whichever side it comes from — a campaign's model or a payload read back — in the three
/// registers the tools print:
///
/// | register | for | words |
/// |---|---|---|
/// | `summary` | the gallery's cards, the editor's outline | `cart_total > 50`, `coupon does not exist`, `seen_at less than 1h ago` |
/// | `note` | the simulator's notes | `` `cart_total` greater_than 50 ``, `` `coupon` exists: false ``, `` `k` comparator 99 1 `` |
/// | `listing` | `campaignc diff` | `cart_total greater_than 50`, `coupon exists true (type: string)` |
///
/// The value comes in words already, spelled by its side (a number as written in the campaign,
/// or as the payload holds it); the `switch` on the operator is exhaustive on purpose: a new
/// operator does not compile without its words.
public struct FilterWords: Hashable, Sendable {
    public enum Register: Hashable, Sendable {
        case summary, note, listing
    }

    public var property: String
    /// The filter's type, shown by the listing when nothing else implies it.
    public var type: PropertyType
    /// Nil for a payload comparator the engines do not know (`comparator` says which).
    public var op: FilterOperator?
    public var comparator: Int
    /// For `exists`: whether the property must exist.
    public var mustExist: Bool
    /// The value in words; nil for `exists`.
    public var value: String?
    /// The type the value's form implies (a quoted text is a string), for the listing.
    public var valueType: PropertyType?

    public init(
        property: String, type: PropertyType, op: FilterOperator?, comparator: Int, mustExist: Bool, value: String?,
        valueType: PropertyType? = nil
    ) {
        self.property = property
        self.type = type
        self.op = op
        self.comparator = comparator
        self.mustExist = mustExist
        self.value = value
        self.valueType = valueType
    }

    /// A campaign's filter, its value as written (numbers keep their spelling).
    public init(_ filter: PropertyFilter) {
        var mustExist = true
        if case .boolean(false) = filter.value.value { mustExist = false }
        self.init(
            property: filter.property.value, type: filter.type, op: filter.op.value, comparator: filter.comparator, mustExist: mustExist,
            value: filter.op.value == .exists ? nil : Self.words(filter.value.value))
    }

    /// The filter in `register`'s words.
    public func text(_ register: Register) -> String {
        switch register {
        case .summary: summary
        case .note: note
        case .listing: listing
        }
    }

    /// The operator's key, `exists: true` / `exists: false`, or `comparator 99`.
    private var operatorWord: String {
        guard let op else { return "comparator \(comparator)" }
        if op == .exists { return mustExist ? "exists: true" : "exists: false" }
        return op.rawValue
    }

    private var summary: String {
        let value = value ?? ""
        guard let op else { return property + " " + operatorWord }
        switch op {
        case .equals: return property + " = " + value
        case .notEquals: return property + " ≠ " + value
        case .greaterThan: return property + " > " + value
        case .greaterThanOrEqual: return property + " ≥ " + value
        case .lessThan: return property + " < " + value
        case .lessThanOrEqual: return property + " ≤ " + value
        case .matches: return property + " matches /" + value + "/"
        case .doesNotMatch: return property + " does not match /" + value + "/"
        case .exists: return property + (mustExist ? " exists" : " does not exist")
        case .lessThanAgo: return property + " less than " + value + " ago"
        case .moreThanAgo: return property + " more than " + value + " ago"
        case .lessThanIn: return property + " in less than " + value
        case .moreThanIn: return property + " in more than " + value
        case .before: return property + " before " + value
        case .after: return property + " after " + value
        }
    }

    private var note: String {
        guard let value, op != .exists else { return "`\(property)` \(operatorWord)" }
        return "`\(property)` \(operatorWord) \(value)"
    }

    private var listing: String {
        let shown = ActionListText.text(property)
        guard let op, op != .exists else { return "\(shown) exists \(mustExist)" + typeSuffix(implied: nil) }
        return "\(shown) \(op.rawValue) \(value ?? "")" + typeSuffix(implied: op.impliedType ?? valueType)
    }

    private func typeSuffix(implied: PropertyType?) -> String {
        type == implied ? "" : " (type: \(type.rawValue))"
    }

    /// A campaign's filter value as written (numbers keep their spelling).
    public static func words(_ value: FilterValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): number.text.isEmpty ? String(number.double) : number.text
        case .boolean(let flag): flag ? "true" : "false"
        case .duration(let duration): duration.description
        case .time(let time): RFC3339Text.text(unixMilliseconds: time.unixSeconds * 1000)
        }
    }
}
