import CampaignModel

/// The texts of the schedule codes E306, W313 and W314 (SPEC §2.2, §4), beside their
/// catalogue entries in `CatalogueEntry+Triggers.swift` (W316's are `ExpiresBeforeDelay`).
enum ScheduleMessages {
    // MARK: E306

    static let endNotAfterStart = "the schedule's `end` is not after its `start`"
    static let startNote = "the schedule starts here"

    // MARK: W313

    static func delayLongerThanWindow(_ delay: Duration, window: Duration) -> String {
        "`delay` (\(delay)) is longer than the schedule window (\(window))"
    }

    static let delayLongerThanWindowHelp = "shorten the delay or widen the schedule"

    // MARK: W314

    static let ended = "the schedule already ended"
    static let endedHelp = "move `end` into the future, or remove the campaign"
}
