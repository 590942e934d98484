import CampaignModel

/// The texts of the trigger and filter codes E301–E305, E307, E310, W311, W312 and W315
/// (SPEC §2.3, §2.4, §4), beside the catalogue entries of `CatalogueEntry+Triggers.swift` and
/// `CatalogueEntry+Filters.swift`: call sites pass values, never prose.
enum TriggerMessages {
    // MARK: E301

    static func noFilters(_ word: String) -> String {
        "`\(word)` triggers take no filters"
    }

    static let noFiltersHelp = "remove `filters`, or trigger on `specific_purchase` or `custom_event`, which carry properties"

    // MARK: E302

    static func cannotCompare(_ op: FilterOperator, _ type: PropertyType) -> String {
        "`\(op.rawValue)` cannot compare \(type.rawValue) values"
    }

    static func cannotCompareHelp(_ op: FilterOperator, allowed: [String]) -> String {
        "`\(op.rawValue)` works with \(Words.plain(allowed)) values"
    }

    // MARK: E303

    static func invalidRegex(reason: String?) -> String {
        "invalid regular expression" + (reason.map { ": \($0)" } ?? "")
    }

    static let invalidRegexHelp = "write an ICU regular expression (matched case-insensitively); escape `(`, `[`, `*`, `+`, `?` and `\\` with `\\`"

    // MARK: E304

    /// `operators` are the operators the filter has (none, or two and more).
    static func operatorCount(_ operators: [String]) -> String {
        let found = operators.isEmpty ? "none" : "\(operators.count): " + Words.list(operators, "and")
        return "a filter needs exactly one operator, found \(found)"
    }

    static func operatorCountHelp(none: Bool) -> String {
        none ? "add an operator such as `equals: value` or `greater_than: 10`" : "split it into one filter per operator"
    }

    // MARK: E305

    static let existsNeedsType = "`exists` needs an explicit `type`"
    static let existsNeedsTypeHelp = "add `type: string` (or number, boolean, time)"

    // MARK: E307

    static let apiTrigger = "in-app messages cannot be triggered by API or webhook events"
    static let apiTriggerHelp =
        "log the event through the SDK and trigger on `{ custom_event: name }` "
        + "(for example from the handler of a silent push)"

    // MARK: E310

    static func contradiction(_ property: String, reason: String) -> String {
        "filters on `\(property)` can never match together: \(reason)"
    }

    static let earlierFilterNote = "the earlier filter is here"

    // MARK: W311

    static func longString(_ length: Int, max: Int) -> String {
        "this string is \(length) characters long, but property values hold at most \(max)"
    }

    static func longStringHelp(equals: Bool) -> String {
        equals ? "this filter can never match" : "this filter always matches"
    }

    // MARK: W312

    static func beyondDoublePrecision(_ number: String) -> String {
        "\(number) is beyond 2^53 and may be rounded when compared"
    }

    static let beyondDoublePrecisionHelp = "compare it as a string with `type: string`"

    // MARK: W315

    static let repeatedTrigger = "the same trigger appears twice in this campaign"
    static let firstTriggerNote = "the first one is here"
    static let repeatedTriggerHelp = "remove the repeated trigger"
}
