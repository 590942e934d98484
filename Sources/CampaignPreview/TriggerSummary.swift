public import CampaignModel

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

    /// One filter in words: `cart_total > 50`, `coupon does not exist`, `seen_at less than 1h ago`
    /// (`FilterWords`' summary).
    static func words(_ filter: PropertyFilter) -> String {
        FilterWords(filter).text(.summary)
    }
}
