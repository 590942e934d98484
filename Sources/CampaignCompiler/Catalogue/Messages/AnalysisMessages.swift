/// The texts of the cross-campaign codes E401 and W402 (SPEC §4), beside their catalogue
/// entries in `CatalogueEntry+Campaigns.swift`: the analyses pass values, never prose.
enum AnalysisMessages {
    // MARK: E401

    static func duplicateID(_ id: String) -> String {
        "duplicate campaign id `\(id)`"
    }

    static func firstUseNote(_ id: String) -> String {
        "`\(id)` is first used here"
    }

    static let duplicateIDHelp = "rename one of the campaigns: ids must be unique across all inputs"

    // MARK: W402

    /// `trigger` is the trigger's summary, such as "`custom_event: added_to_cart` (with filters)".
    static func priorityTie(earlier: String, later: String, trigger: String, priority: Int) -> String {
        "campaigns `\(earlier)` and `\(later)` both fire on \(trigger) with priority \(priority) and overlapping schedules; "
            + "which one is shown is undefined"
    }

    static func earlierNote(_ id: String) -> String {
        "`\(id)` is here"
    }

    static let priorityTieHelp = "give one of them a higher priority, or make their schedules not overlap"
}
