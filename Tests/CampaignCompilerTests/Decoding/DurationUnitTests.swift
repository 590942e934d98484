import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// W317 (SPEC §2.1 v3): a duration written as a plain integer is still read as seconds, and
/// says so wherever a duration is read, with the fix-it that appends `s`.
final class DurationUnitTests: XCTestCase {
    private static let dayFields: Set<String> = ["reeligible_after", "less_than_ago", "more_than_ago", "less_than_in", "more_than_in"]

    private func w317(_ field: String, _ written: String, at mark: String = "d") -> Expect {
        let seconds = written == "1" ? "1 second" : "\(written) seconds"
        let help =
            Self.dayFields.contains(field)
            ? "write the unit: `\(written)d` if days are meant, `\(written)s` if seconds are, else `\(written)m` or `\(written)h`"
            : "write the unit: `\(written)s` if seconds are meant, else `\(written)m`, `\(written)h` or `\(written)d`"
        return Expect(.W317, at: mark, "`\(field)` is written without a unit: `\(written)` means \(seconds)", help: help)
    }

    /// `s` alone, or `d` then `s` on a field that usually holds days: never safe.
    private func append(_ end: String, days: Bool = false) -> [ExpectFix] {
        (days ? ["d", "s"] : ["s"]).map { ExpectFix("append `\($0)`", end, end, $0, safe: false) }
    }

    func testTheCampaignsDurationsAreReadAsSecondsAndWarn() throws {
        let text =
            "campaign: a\ndelay: ⟨d⟩1⟨/d⟩\nreeligible_after: ⟨r⟩3600⟨/r⟩\nexpire_after: ⟨e⟩90⟨/e⟩\n"
            + "trigger: { custom_event: e, filters: [ { property: t, less_than_ago: ⟨f⟩5⟨/f⟩ } ] }\n"
            + "message: { type: slideup, message: Hi, dismiss: { after: ⟨m⟩8⟨/m⟩ } }\n"
        assertFixIts(
            text,
            [
                w317("delay", "1"), w317("reeligible_after", "3600", at: "r"), w317("expire_after", "90", at: "e"),
                w317("less_than_ago", "5", at: "f"), w317("after", "8", at: "m"),
            ],
            fixIts: [0: append("/d"), 1: append("/r", days: true), 2: append("/e"), 3: append("/f", days: true), 4: append("/m")])
        let campaign = try XCTUnwrap(compileYAML(text).campaigns.first)
        XCTAssertEqual(campaign.delay?.value, .seconds(1))
        XCTAssertEqual(campaign.reeligibleAfter?.value, .hours(1))
        XCTAssertEqual(campaign.expireAfter?.value, .seconds(90))
        XCTAssertEqual(compileYAML(text).diagnostics.flatMap(\.fixIts).filter(\.safe), [], "no W317 fix-it is safe")
    }

    /// Every field where days are usual offers `d` before `s`.
    func testTheFieldsThatUsuallyHoldDaysOfferDaysFirst() {
        for op in ["less_than_ago", "more_than_ago", "less_than_in", "more_than_in"] {
            assertFixIts(
                "campaign: a\ntrigger: { custom_event: e, filters: [ { property: t, \(op): ⟨d⟩7⟨/d⟩ } ] }\n"
                    + "message: { type: slideup, message: Hi }\n",
                [w317(op, "7")], fixIts: [0: append("/d", days: true)])
        }
    }

    /// Zero seconds is zero days: nothing to say.
    func testZeroHasNoUnitToMiss() {
        assertClean("campaign: a\ndelay: 0\nreeligible_after: 0\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
    }

    func testAScenarioWaitAndTheProjectFileWarnToo() {
        assertFixIts(
            "scenario: s\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - wait: ⟨d⟩30⟨/d⟩\n  - expect: { displayed: none }\n",
            [w317("wait", "30")], fixIts: [0: append("/d")])
        let project = MarkedText("trigger_minimum_interval: ⟨d⟩30\n")
        let (settings, diagnostics) = loadProjectYAML(project.text)
        XCTAssertEqual(diagnostics.map(render), [w317("trigger_minimum_interval", "30").render(project)])
        XCTAssertEqual(diagnostics.first?.fixIts.map(\.range), [SourceRange(at: SourcePosition(line: 1, column: 29, offset: 28))])
        XCTAssertEqual(settings.triggerMinimumInterval, .seconds(30))
        XCTAssertEqual(loadProjectYAML("trigger_minimum_interval: 0\n").1, [])
    }

    /// A bare `dismiss: 5` is told to write the unit too, so the fix does not lead to W317.
    func testABareDismissDurationIsToldTheUnit() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ndismiss: ⟨v⟩5"),
            [Expect(.E104, at: "v", "expected `manual` or a mapping with `after`, found `5`", help: "write `{ after: 5s }`")])
    }

    /// `minimum_interval`: a duration from 0s to 24h in whole seconds, under the usual rules.
    func testMinimumInterval() throws {
        let tail = "trigger: session_start\nmessage: { type: slideup, message: Hi }\n"
        let campaign = try XCTUnwrap(compileYAML("campaign: a\nminimum_interval: 10s\n" + tail).campaigns.first)
        XCTAssertEqual(campaign.minimumInterval?.value, .seconds(10))
        assertClean("campaign: a\nminimum_interval: 0s\n" + tail)
        XCTAssertEqual(compileYAML("campaign: a\nminimum_interval: 0s\n" + tail).campaigns.first?.minimumInterval?.value, .zero)
        assertFixIts("campaign: a\nminimum_interval: ⟨d⟩45⟨/d⟩\n" + tail, [w317("minimum_interval", "45")], fixIts: [0: append("/d")])
        assertDiagnostics(
            "campaign: a\nminimum_interval: ⟨d⟩25h\n" + tail,
            [Expect(.E105, at: "d", "expected a duration from 0s to 24h, found `25h`")])
        assertDiagnostics(
            "campaign: a\nminimum_interval: ⟨d⟩1500ms\n" + tail,
            [Expect(.E106, at: "d", "`minimum_interval` must be a whole number of seconds, found `1500ms`")])
    }

    func testAValueThatFailsOrHasAUnitDoesNotWarn() {
        assertDiagnostics(
            "campaign: a\ndelay: ⟨d⟩90000\nreeligible_after: ⟨r⟩\"60\"\nexpire_after: 1m\n"
                + "trigger: session_start\nmessage: { type: slideup, message: Hi }\n",
            [
                Expect(.E105, at: "d", "expected a duration from 0s to 24h, found `90000`"),
                Expect(
                    .E106, at: "r", "expected a duration such as `500ms`, `30s`, `15m`, `24h` or `7d`, found the string \"60\"",
                    help: "write a unit, e.g. `60s`, or remove the quotes"),
            ])
    }
}
