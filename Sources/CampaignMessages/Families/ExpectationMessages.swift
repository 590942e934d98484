public import CampaignDiagnostics

/// What a scenario run decides (SPEC §9.3, §9.4): E602, an expectation that does not hold or
/// a step that cannot happen, E605 against a `--payload`, and W606, an expectation that holds
/// only because of a priority tie (§9.2 step 6); beside the catalogue entries of
/// `CatalogueEntry+Scenarios.swift`. Every E602 carries the catalogue's help (SPEC §9.4);
/// its notes, the trace, are the simulator's.
public enum ExpectationMessages: MessageFamily {
    public static let stage = PipelineStage.simulation
    public static let codes: [DiagnosticCode] = [.E602, .E605, .W606]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .E602: help,
        .W606: tieHelp,
    ]

    /// E602's help, which the catalogue shows too.
    public static let help = "read the notes: fix the campaign, or the expectation"

    private static func failure(_ text: String) -> DiagnosticMessage {
        message(.E602, text, help: help)
    }

    // MARK: Expectations that do not hold

    /// (v4) `variant:` — `shown` is each displayed campaign with variants, with the user's
    /// bucket and variant; empty when none was displayed.
    public static func variant(expected: String, shown: [(campaign: String, bucket: Int, variant: String)]) -> DiagnosticMessage {
        guard !shown.isEmpty else {
            return failure("expected variant `\(expected)` to be displayed; no campaign with variants was displayed")
        }
        let got = shown.map { "`\($0.campaign)` showed variant `\($0.variant)` (bucket \($0.bucket))" }
        return failure("expected variant `\(expected)` to be displayed; \(Words.plain(got, "and"))")
    }

    /// (v4) `control:` — what became of the campaign instead: its variant displayed (with the
    /// user's bucket), or nothing.
    public static func control(_ campaign: String, bucket: Int?, variant: String?) -> DiagnosticMessage {
        let user = bucket.map { "the user (bucket \($0)) " } ?? ""
        let instead =
            if let variant { "\(user)is not in its control group: they get variant `\(variant)`" } else if bucket != nil {
                "its control message did not win a trigger in this window"
            } else { "the campaign has no control group" }
        return failure("expected the control message of `\(campaign)` to win its trigger; \(instead)")
    }

    /// `displayed:` — `actual` are the campaigns displayed since the previous `expect`.
    public static func displayed(expected: [String], actual: [String]) -> DiagnosticMessage {
        let shown = actual.isEmpty ? "nothing was displayed" : "\(list(actual)) \(actual.count == 1 ? "was" : "were") displayed"
        return failure(
            expected.isEmpty
                ? "expected nothing to be displayed; \(shown)"
                : "expected \(list(expected)) to be displayed\(expected.count > 1 ? " in this order" : ""); \(shown)")
    }

    /// `visible:` — `expected` nil for `none`; `actual` what is visible now.
    public static func visible(expected: String?, actual: [String]) -> DiagnosticMessage {
        let now = actual.isEmpty ? "nothing is visible" : "\(list(actual)) \(actual.count == 1 ? "is" : "are") visible"
        return failure(expected.map { "expected `\($0)` to be visible; \(now)" } ?? "expected nothing to be visible; \(now)")
    }

    /// `stack:` — both top first.
    public static func stack(expected: [String], actual: [String]) -> DiagnosticMessage {
        let now = actual.isEmpty ? "it is empty" : "it is [\(list(actual))], top first"
        return failure(expected.isEmpty ? "expected the stack to be empty; \(now)" : "expected the stack to be [\(list(expected))], top first; \(now)")
    }

    /// `dropped: none` — `drops` are (campaign, reason) pairs of the window.
    public static func nothingDropped(_ drops: [(campaign: String, reason: String)]) -> DiagnosticMessage {
        var named = drops.prefix(listLimit).map { "`\($0.campaign)` (\($0.reason))" }.joined(separator: ", ")
        if drops.count > listLimit { named += " and \(drops.count - listLimit) more" }
        return failure("expected nothing to be dropped; \(named) \(drops.count == 1 ? "was" : "were") dropped")
    }

    /// What happened instead of an expected drop.
    public enum Instead {
        case droppedFor([String])
        case displayed
        case notDropped
    }

    /// `dropped:` naming `campaign` (with `reason` when the expectation gives one).
    public static func dropped(_ campaign: String, reason: String?, instead: Instead) -> DiagnosticMessage {
        let wanted = reason.map { " (\($0))" } ?? ""
        let actual =
            switch instead {
            case .droppedFor(let reasons): "it was dropped (" + reasons.joined(separator: ", ") + ")"
            case .displayed: "it was displayed"
            case .notDropped: "it was not dropped"
            }
        return failure("expected `\(campaign)` to be dropped\(wanted); \(actual)")
    }

    /// `no_match: true` — `hadEvent` false when no event happened yet.
    public static func expectedNoMatch(hadEvent: Bool) -> DiagnosticMessage {
        failure("expected the last event to report no matching trigger; " + (hadEvent ? "it matched a campaign" : "there was no event yet"))
    }

    /// `no_match: false`.
    public static let expectedMatch = failure("expected the last event to match a campaign; it reported no matching trigger")

    /// The one note of an `expect` whose window holds nothing.
    public static let emptyWindowNote = "nothing happened since the previous `expect`"

    /// The first note of an E602 whose window said nothing about the campaigns it expected:
    /// the notes that follow go back to the scenario's start.
    public static func wholeScenarioNote(_ campaigns: [String]) -> String {
        let names = campaigns.count == 1 ? "`\(campaigns[0])`" : "any of " + list(campaigns)
        return "nothing about \(names) happened since the previous `expect`; the notes cover the whole scenario"
    }

    /// The last note of a window with more notes than an E602 shows (`WindowLog.noteLimit`).
    public static func moreNotes(_ count: Int) -> String {
        "… and \(count) more \(count == 1 ? "note" : "notes") in this window (`campaignc test --trace` prints the whole timeline)"
    }

    // MARK: W606

    /// W606's help, which the catalogue shows too.
    public static let tieHelp = "give the campaigns different priorities, or expect only what holds whichever campaign wins"

    /// An expectation that holds only because of a priority tie.
    public static let decidedByTie = message(
        .W606, "this expectation holds only because of a priority tie, which the devices do not define", help: tieHelp)

    /// W606's note: one tie, at the winner's priority.
    public static func tieNote(time: String, winner: String, others: [String], priority: Int64, tieBreak: String) -> String {
        "\(time) `\(winner)` won a tie with \(list(others)) at priority \(priority) on payload order (`tie_break: \(tieBreak)`); "
            + "the Web SDK takes the last of equal priorities in the server's list, Android the first, iOS does not say"
    }

    // MARK: Steps that cannot happen

    public static let reenqueueNeedsAndroid = failure("`display: reenqueue` exists only with `platform: android`")
    public static let dismissWithNothingVisible = failure("`dismiss` cannot happen: nothing is visible")
    public static let clickWithNothingVisible = failure("`click` cannot happen: nothing is visible")

    /// A `dismiss` or `click` while the only visible message is already closing.
    public static func onlyClosing(step: String, campaign: String, goneAt: String) -> DiagnosticMessage {
        failure("`\(step)` cannot happen: `\(campaign)` is already closing (its dismiss animation ends at \(goneAt)), and nothing else is visible")
    }

    /// A body click on a modal or full message with buttons; `buttons` are their ids.
    public static func bodyClickWithButtons(_ campaign: String, buttons: [String]) -> DiagnosticMessage {
        failure(
            "`click` on the body of `\(campaign)` cannot happen: the SDKs ignore body taps on a message with buttons (\(buttons.map { "`\($0)`" }.joined(separator: ", ")))"
        )
    }

    /// A click on a button the message does not have.
    public static func noSuchButton(_ button: String, campaign: String, buttons: [String]) -> DiagnosticMessage {
        let ids = buttons.isEmpty ? "none" : buttons.map { "`\($0)`" }.joined(separator: ", ")
        return failure("`click: \(button)` cannot happen: `\(campaign)` has no such button (buttons: \(ids))")
    }

    /// `background` or `foreground` on the web, which has no background state.
    public static func noBackgroundOnWeb(_ step: String) -> DiagnosticMessage {
        failure("`\(step)` cannot happen with `platform: web`: a web page has no background state")
    }

    // MARK: E605

    /// The same words as the static check (`AnalysisMessages.unreadableTime`), found while running.
    public static func unreadableTime(property: String, value: String) -> DiagnosticMessage {
        AnalysisMessages.unreadableTime(property: property, value: value)
    }

    /// The most campaigns a message names; the rest are counted (a window may hold thousands).
    static let listLimit = 20

    private static func list(_ ids: [String]) -> String {
        if ids.isEmpty { return "nothing" }
        let named = ids.prefix(listLimit).map { "`\($0)`" }.joined(separator: ", ")
        return ids.count > listLimit ? named + " and \(ids.count - listLimit) more" : named
    }
}
