import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// W317 (SPEC §2.1 v3): a duration written as a plain integer is still read as seconds, and
/// says so wherever a duration is read, with the fix-it that appends `s`.
final class DurationUnitTests: XCTestCase {
    private func w317(_ field: String, _ written: String, at mark: String = "d") -> Expect {
        let seconds = written == "1" ? "1 second" : "\(written) seconds"
        return Expect(
            .W317, at: mark, "`\(field)` is written without a unit: `\(written)` means \(seconds)",
            help: "write the unit: `\(written)s` if seconds are meant, else `\(written)m`, `\(written)h` or `\(written)d`")
    }

    private func append(_ end: String) -> [ExpectFix] {
        [ExpectFix("append `s`", end, end, "s", safe: true)]
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
            fixIts: [0: append("/d"), 1: append("/r"), 2: append("/e"), 3: append("/f"), 4: append("/m")])
        let campaign = try XCTUnwrap(compileYAML(text).campaigns.first)
        XCTAssertEqual(campaign.delay?.value, .seconds(1))
        XCTAssertEqual(campaign.reeligibleAfter?.value, .hours(1))
        XCTAssertEqual(campaign.expireAfter?.value, .seconds(90))
        XCTAssertEqual(
            applying(compileYAML(text).diagnostics, to: MarkedText(text).text),
            "campaign: a\ndelay: 1s\nreeligible_after: 3600s\nexpire_after: 90s\n"
                + "trigger: { custom_event: e, filters: [ { property: t, less_than_ago: 5s } ] }\n"
                + "message: { type: slideup, message: Hi, dismiss: { after: 8s } }\n")
    }

    func testAScenarioWaitAndTheProjectFileWarnToo() {
        assertFixIts(
            "scenario: s\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - wait: ⟨d⟩30⟨/d⟩\n  - expect: { displayed: none }\n",
            [w317("wait", "30")], fixIts: [0: append("/d")])
        let project = MarkedText("trigger_minimum_interval: ⟨d⟩0\n")
        let (settings, diagnostics) = loadProjectYAML(project.text)
        XCTAssertEqual(diagnostics.map(render), [w317("trigger_minimum_interval", "0").render(project)])
        XCTAssertEqual(diagnostics.first?.fixIts.map(\.range), [SourceRange(at: SourcePosition(line: 1, column: 28, offset: 27))])
        XCTAssertEqual(settings.triggerMinimumInterval, .zero)
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
