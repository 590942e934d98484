import CampaignDiagnostics
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// SPEC v3 §9.4: a scenario with one error is still checked for all the others — an unknown
/// step or a broken `expect` does not hide an E601 or an E605 elsewhere in the same scenario.
final class BrokenScenarioTests: XCTestCase {
    private let compiler = CampaignCompiler(now: testNow, files: testFiles)

    private let campaigns = """
        campaign: lapsed
        trigger: { custom_event: app_opened, filters: [ { property: last_visit, type: time, exists: true } ] }
        message: { type: slideup, message: Welcome back }

        """

    /// Every diagnostic of the scenario file, its own and the analyses', in report order: code and place.
    private func check(_ scenario: String) -> [String] {
        let campaign = compiler.compile(YAMLParser.parse(SourceFile(path: "c.yaml", text: campaigns)))
        let file = compiler.compile(YAMLParser.parse(SourceFile(path: "s.yaml", text: scenario)))
        let all = file.diagnostics + CampaignCompiler.analyze([campaign, file])
        return all.sortedForReport().map { "\($0.code.rawValue) \($0.location.range.start.line):\($0.location.range.start.column)" }
    }

    func testAnUnknownStepDoesNotHideALaterE601() {
        let found = check(
            """
            scenario: s
            start: 2026-03-02T10:00:00Z
            campaigns: [lapsd]
            steps:
              - custom_evnt: app_opened
              - expect: { displayed: lapsde, dropped: [ { campaign: lapsed }, lpased ] }

            """)
        XCTAssertEqual(found, ["E601 3:13", "E104 5:5", "E601 6:26", "E601 6:67"])
    }

    func testABrokenExpectStillNamesItsCampaigns() {
        let found = check(
            """
            scenario: s
            start: 2026-03-02T10:00:00Z
            steps:
              - session_start
              - expect: { displayed: lapsde, dropped: { campaign: lapsed, reason: filtrs } }

            """)
        XCTAssertEqual(found, ["E601 5:26", "E104 5:71"])
    }

    func testAnUnknownStepDoesNotHideAnE605() {
        let found = check(
            """
            scenario: s
            start: 2026-03-02T10:00:00Z
            steps:
              - wiat: 5s
              - custom_event: app_opened
                properties: { last_visit: yesterday }
              - expect: { displayed: none }

            """)
        XCTAssertEqual(found, ["E104 4:5", "E605 6:31"])
    }
}
