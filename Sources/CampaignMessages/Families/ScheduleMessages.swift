public import CampaignDiagnostics
public import CampaignModel

/// The schedule and timing codes E306, W313, W314 and W316 (SPEC §2.2, §4), decided by the
/// rules stage; beside their catalogue entries in `CatalogueEntry+Triggers.swift` and
/// `CatalogueEntry+Expiry.swift`.
public enum ScheduleMessages: MessageFamily {
    public static let stage = PipelineStage.perFile
    public static let codes: [DiagnosticCode] = [.E306, .W313, .W314, .W316]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .W316: expiresBeforeDelayHelp,
        .E306: "fix the dates so that `end` comes after `start`",
        .W313: delayLongerThanWindowHelp,
        .W314: endedHelp,
    ]

    // MARK: E306

    public static let endNotAfterStart = message(.E306, "the schedule's `end` is not after its `start`")
    public static let startNote = "the schedule starts here"

    // MARK: W313

    public static func delayLongerThanWindow(_ delay: Duration, window: Duration) -> DiagnosticMessage {
        message(.W313, "`delay` (\(delay)) is longer than the schedule window (\(window))", help: delayLongerThanWindowHelp)
    }

    /// W313's help, which the catalogue shows too.
    public static let delayLongerThanWindowHelp = "shorten the delay or widen the schedule"

    // MARK: W314

    public static let ended = message(.W314, "the schedule already ended", help: endedHelp)
    /// W314's help, which the catalogue shows too.
    public static let endedHelp = "move `end` into the future, or remove the campaign"

    // MARK: W316

    public static func expiresBeforeDelay(expireAfter: String, delay: String) -> DiagnosticMessage {
        message(
            .W316, "`expire_after` (\(expireAfter)) is not longer than `delay` (\(delay)): the message can never display",
            help: expiresBeforeDelayHelp)
    }

    /// W316's help, which the catalogue shows too.
    public static let expiresBeforeDelayHelp = "make `expire_after` longer than `delay`, or remove it"
}
