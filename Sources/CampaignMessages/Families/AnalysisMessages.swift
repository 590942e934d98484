public import CampaignDiagnostics

/// The cross-file codes E401, W402, W403, E601, E603 and E605 (SPEC §4, §9, §19), decided by the
/// compiler's analyses over every input; beside their catalogue entries in
/// `CatalogueEntry+Campaigns.swift` and `CatalogueEntry+Scenarios.swift`.
public enum AnalysisMessages: MessageFamily {
    public static let stage = PipelineStage.crossFile
    public static let codes: [DiagnosticCode] = [.E401, .W402, .W403, .E601, .E603, .E605]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .E401: "give one of the campaigns another id",
        .W402: "give one of the campaigns a higher priority, or make their schedules not overlap",
        .W403: outrankedHelp,
        .E601: "use the id of a campaign in the inputs, or add its file to the inputs",
        .E603: "give one of the scenarios another id",
        .E605: unreadableTimeHelp,
    ]

    // MARK: E401

    public static func duplicateID(_ id: String) -> DiagnosticMessage {
        message(.E401, "duplicate campaign id `\(id)`", help: "rename one of the campaigns: ids must be unique across all inputs")
    }

    public static func firstUseNote(_ id: String) -> String {
        "`\(id)` is first used here"
    }

    /// E401's note at a use between the first and the one reported.
    public static func otherUseNote(_ id: String) -> String {
        "`\(id)` is used here too"
    }

    // MARK: W402

    /// `trigger` is the trigger's summary, such as "`custom_event: added_to_cart` (with filters)".
    public static func priorityTie(earlier: String, later: String, trigger: String, priority: Int) -> DiagnosticMessage {
        message(
            .W402,
            "campaigns `\(earlier)` and `\(later)` both fire on \(trigger) with priority \(priority) and overlapping schedules; "
                + "which one is shown is undefined",
            help: "give one of them a higher priority, or make their schedules not overlap")
    }

    public static func earlierNote(_ id: String) -> String {
        "`\(id)` is here"
    }

    // MARK: W403

    /// A campaign that a broader, higher-priority campaign on the same trigger always outranks.
    public static func alwaysOutranked(_ id: String, by broader: String, priority: Int) -> DiagnosticMessage {
        message(
            .W403, "`\(id)` never shows: `\(broader)` (priority \(priority)) matches every event it matches",
            help: "give `\(id)` a priority above \(priority), narrow the filters of `\(broader)`, or remove `\(id)`")
    }

    /// W403's note at the broader campaign.
    public static func broaderNote(_ id: String, narrower: String) -> String {
        "`\(id)` is here: eligible again at once (`reeligible_after: 0s`) and live whenever `\(narrower)` is"
    }

    public static let outrankedHelp = "give the narrower campaign the higher priority, or narrow the broader one's filters"

    // MARK: E601

    /// A scenario names a campaign that no input defines; `known` are the campaign ids, sorted.
    public static func unknownCampaign(_ name: String, known: [String]) -> DiagnosticMessage {
        message(
            .E601, "no campaign `\(name)` in the inputs",
            help: DidYouMean.help(for: name, among: known) ?? "add the campaign's file to the inputs")
    }

    /// With `--payload`: a scenario names a campaign the payload has no trigger object for.
    public static func notInPayload(_ name: String, known: [String]) -> DiagnosticMessage {
        message(
            .E601, "no campaign `\(name)` in the payload",
            help: DidYouMean.help(for: name, among: known) ?? "compile the campaign into the payload")
    }

    // MARK: E603

    public static func duplicateScenarioID(_ id: String) -> DiagnosticMessage {
        message(.E603, "duplicate scenario id `\(id)`", help: "rename one of the scenarios: ids must be unique across all inputs")
    }

    // MARK: E605

    /// An event property that a campaign's `time` filter compares, written as something else.
    /// The simulator reports the same text against a `--payload` (`ExpectationMessages`).
    public static func unreadableTime(property: String, value: String) -> DiagnosticMessage {
        message(
            .E605, "`\(property)` is compared as a time, but `\(value)` is not an RFC 3339 time",
            help: unreadableTimeHelp)
    }

    /// E605's help, which the catalogue shows too.
    public static let unreadableTimeHelp = "write a time with an offset, such as 2026-03-01T09:00:00Z"
}
