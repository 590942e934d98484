import CampaignModel

/// A campaign's triggers in words, for the card's heading (SPEC §10):
/// `custom event added_to_cart where cart_total > 50, or category = shoes`.
///
/// Entries of `filters` (all must match) are joined with " and "; the alternatives of an
/// `any_of` with ", or "; several triggers with "; or ".
public enum TriggerSummary {
    /// All of `triggers` in words.
    public static func words(_ triggers: [Trigger]) -> String {
        triggers.map(words).joined(separator: "; or ")
    }

    /// One trigger in words.
    static func words(_ trigger: Trigger) -> String {
        let argument = trigger.argument?.value ?? ""
        let head: String
        switch trigger.kind {
        case .sessionStart: head = "session start"
        case .anyPurchase: head = "any purchase"
        case .specificPurchase: head = "purchase of " + argument
        case .customEvent: head = "custom event " + argument
        case .pushClick: head = "click on push " + argument
        }
        guard !trigger.filters.isEmpty else { return head }
        let entries = trigger.filters.map { entry in
            entry.alternatives.map(words).joined(separator: ", or ")
        }
        return head + " where " + entries.joined(separator: " and ")
    }

    /// One filter in words: `cart_total > 50`, `coupon does not exist`, `seen_at less than 1h ago`,
    /// `delivery_at in less than 2d`, `ordered_at after 2026-01-01T00:00:00Z`. The `switch` is
    /// exhaustive on purpose: a new operator does not compile without its words.
    static func words(_ filter: PropertyFilter) -> String {
        let property = filter.property.value
        let value = words(filter.value.value)
        switch filter.op.value {
        case .equals: return property + " = " + value
        case .notEquals: return property + " ≠ " + value
        case .greaterThan: return property + " > " + value
        case .greaterThanOrEqual: return property + " ≥ " + value
        case .lessThan: return property + " < " + value
        case .lessThanOrEqual: return property + " ≤ " + value
        case .matches: return property + " matches /" + value + "/"
        case .doesNotMatch: return property + " does not match /" + value + "/"
        case .exists:
            if case .boolean(false) = filter.value.value { return property + " does not exist" }
            return property + " exists"
        case .lessThanAgo: return property + " less than " + value + " ago"
        case .moreThanAgo: return property + " more than " + value + " ago"
        case .lessThanIn: return property + " in less than " + value
        case .moreThanIn: return property + " in more than " + value
        case .before: return property + " before " + value
        case .after: return property + " after " + value
        }
    }

    /// A filter value as written (numbers keep their spelling).
    static func words(_ value: FilterValue) -> String {
        switch value {
        case .string(let text): text
        case .number(let number): number.text.isEmpty ? String(number.double) : number.text
        case .boolean(let flag): flag ? "true" : "false"
        case .duration(let duration): duration.description
        case .time(let time): RFC3339Text.text(unixMilliseconds: time.unixSeconds * 1000)
        }
    }
}
