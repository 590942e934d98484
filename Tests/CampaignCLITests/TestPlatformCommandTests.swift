import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc test --platform ios|android|web|all` (SPEC §9.1): every scenario runs as that
/// platform in place of the project's, or once per platform, reported as `SCENARIO [PLATFORM]`
/// in every format; a scenario that names its own platform keeps it.
final class TestPlatformCommandTests: XCTestCase {
    private var folder: TestFolder!

    private static let campaigns = """
        campaign: first
        trigger: { custom_event: e1 }
        message: { type: modal, message: First, animate: false }
        ---
        campaign: second
        trigger: { custom_event: e2 }
        message: { type: modal, message: Second, animate: false }

        """

    /// Passes where a stack holds the second modal (iOS, Android); on the web it is dropped `busy`.
    private static let scenarios = """
        scenario: second-waits-on-the-stack
        start: 2026-03-02T10:00:00Z
        steps:
          - custom_event: e1
          - custom_event: e2
          - expect: { stack: [second] }
        ---
        scenario: web-drops-the-second
        start: 2026-03-02T10:00:00Z
        simulator: { platform: web }
        steps:
          - custom_event: e1
          - custom_event: e2
          - expect: { dropped: { campaign: second, reason: busy } }

        """

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "trigger_minimum_interval: 0s\nsimulator: { platform: android }\n")
        try folder.write("campaigns.yaml", Self.campaigns)
        try folder.write("scenarios.yaml", Self.scenarios)
    }

    override func tearDown() {
        folder.remove()
    }

    private func test(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(["test", "--color", "never", "campaigns.yaml", "scenarios.yaml"] + arguments, in: folder.url)
    }

    func testAllRunsEachScenarioOncePerPlatformAndAPinnedOneOnItsOwn() throws {
        let result = try test(["--platform", "all"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            """
            PASS second-waits-on-the-stack [ios]
            PASS second-waits-on-the-stack [android]
            FAIL second-waits-on-the-stack [web]
            PASS web-drops-the-second [web]
            scenarios.yaml:6:15: error[E602]: second-waits-on-the-stack [web]: expected the stack to be [`second`], top first; it is empty
               |
             6 |   - expect: { stack: [second] }
               |               ^~~~~
               = help: read the notes: fix the campaign, or the expectation
            campaigns.yaml:1:11: note: +00:00:00.000 custom_event e1: `first` selected (priority 50)
               |
             1 | campaign: first
               |           ^~~~~
               = note: +00:00:00.000 first published
               = note: +00:00:00.000 first displayed
            campaigns.yaml:5:11: note: +00:00:00.000 custom_event e2: `second` selected (priority 50)
               |
             5 | campaign: second
               |           ^~~~~~
               = note: +00:00:00.000 second published
            campaigns.yaml:5:11: note: +00:00:00.000 second dropped (busy): `first` is visible
               |
             5 | campaign: second
               |           ^~~~~~

            1 error, 0 warnings in 2 files (2 campaigns)
            4 scenarios: 3 passed, 1 failed

            """)
    }

    func testOnePlatformReplacesTheProjectsAndKeepsTheIDs() throws {
        let web = try test(["--platform", "web", "--format", "json", "--trace"])
        XCTAssertEqual(web.status, 1)
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(web.standardOutput.utf8)) as? [String: Any])
        let scenarios = try XCTUnwrap(document["scenarios"] as? [[String: Any]])
        XCTAssertEqual(
            scenarios.map { "\($0["id"] ?? "") \($0["platform"] ?? "") \($0["result"] ?? "")" },
            ["second-waits-on-the-stack web fail", "web-drops-the-second web pass"])
        let traces = try XCTUnwrap(document["traces"] as? [[String: Any]])
        XCTAssertEqual(traces.map { ($0["options"] as? [String: Any])?["platform"] as? String }, ["web", "web"])
        // Without `--platform` the project's Android runs the first; the JSON has no `platform`.
        let plain = try test(["--format", "json"])
        XCTAssertEqual(plain.status, 0, plain.standardOutput)
        XCTAssertFalse(plain.standardOutput.contains(#""platform""#), plain.standardOutput)
        XCTAssertEqual(try test(["--platform", "ios"]).status, 0)
    }

    func testJSONNamesEachRunAndGivesItsFailureAFingerprintOfItsOwn() throws {
        try folder.write("scenarios.yaml", Self.scenarios.replacingOccurrences(of: "stack: [second]", with: "stack: [first]"))
        let result = try test(["--platform", "all", "--format", "json", "--trace"])
        let document = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let scenarios = try XCTUnwrap(document["scenarios"] as? [[String: Any]])
        XCTAssertEqual(
            scenarios.map { "\($0["id"] ?? "") \($0["platform"] ?? "") \($0["result"] ?? "")" },
            [
                "second-waits-on-the-stack [ios] ios fail", "second-waits-on-the-stack [android] android fail",
                "second-waits-on-the-stack [web] web fail", "web-drops-the-second [web] web pass",
            ])
        let diagnostics = try XCTUnwrap(document["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(
            diagnostics.map { $0["message"] as? String ?? "" },
            [
                "second-waits-on-the-stack [android]: expected the stack to be [`first`], top first; it is [`second`], top first",
                "second-waits-on-the-stack [ios]: expected the stack to be [`first`], top first; it is [`second`], top first",
                "second-waits-on-the-stack [web]: expected the stack to be [`first`], top first; it is empty",
            ])
        XCTAssertEqual(Set(diagnostics.compactMap { $0["fingerprint"] as? String }).count, 3)
        let traces = try XCTUnwrap(document["traces"] as? [[String: Any]])
        XCTAssertEqual(
            traces.map { $0["scenario"] as? String ?? "" },
            ["second-waits-on-the-stack [ios]", "second-waits-on-the-stack [android]", "second-waits-on-the-stack [web]", "web-drops-the-second [web]"])
    }

    func testJUnitHasOneTestCasePerRun() throws {
        let result = try test(["--platform", "all", "--format", "junit"])
        XCTAssertEqual(result.status, 1)
        let cases = result.standardOutput.split(separator: "\n").filter { $0.contains("<testcase") && $0.contains("scenarios.yaml") }
        XCTAssertEqual(
            cases.map { $0.trimmingCharacters(in: .whitespaces) },
            [
                #"<testcase name="second-waits-on-the-stack [ios]" classname="scenarios.yaml"/>"#,
                #"<testcase name="second-waits-on-the-stack [android]" classname="scenarios.yaml"/>"#,
                #"<testcase name="second-waits-on-the-stack [web]" classname="scenarios.yaml">"#,
                #"<testcase name="web-drops-the-second [web]" classname="scenarios.yaml"/>"#,
            ])
        XCTAssertTrue(result.standardOutput.contains(#"<failure type="E602" message="second-waits-on-the-stack [web]: expected the stack"#))
    }

    func testTheTraceHeaderNamesTheRun() throws {
        let result = try test(["--platform", "all", "--trace", "--scenario", "web-drops-the-second"])
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasPrefix("scenario web-drops-the-second [web]: platform: web, "), result.standardOutput)
    }

    func testAnUnknownWordIsAUsageErrorWithADidYouMean() throws {
        for arguments in [["--platform", "andriod"], ["--platform=tv"]] {
            let result = try test(arguments)
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(result.standardOutput.isEmpty)
        }
        XCTAssertTrue(
            try test(["--platform", "andriod"]).standardError.hasPrefix(
                "campaignc: error: The value 'andriod' is invalid for '--platform <platform>': expected 'ios', 'android', 'web' or 'all'; "
                    + "did you mean 'android'?\n"))
    }
}
