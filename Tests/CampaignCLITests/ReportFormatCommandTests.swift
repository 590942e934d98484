import CampaignTestSupport
import Foundation
import XCTest

/// The v2 formats and inline suppressions through the built executable.
final class ReportFormatCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "trigger_minimum_interval: 30s  # campaignc: ignore[W211] -- kept for the demo\n")
        try folder.write(
            "a.yaml",
            """
            campaign: spring
            trigger: session_start
            message: { type: slideup, message: Spring }
            ---
            campaign: summer
            trigger: session_start  # campaignc: ignore[W402] -- summer replaces spring on purpose
            message: { type: slideup, message: Summer }
            ---
            campaign: autumn
            trigger: { custom_event: opened_autumn }
            message:
              type: full
              header: Autumn
              message: Sale

            """)
    }

    override func tearDown() {
        folder.remove()
    }

    private func validate(_ format: String) throws -> ProcessOutput {
        try CampaigncProcess.run(["validate", "a.yaml", "--format", format], in: folder.url)
    }

    func testTextSummaryCountsSuppressedAndTheProjectFileComment() throws {
        let result = try validate("text")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.hasPrefix("a.yaml:12:9: error[E201]: a full message needs an image\n"), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains("\ncampaignc.yaml:1:32: warning[W010]: this suppression of W211 suppressed nothing\n"),
            result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("\n1 error, 1 warning in 1 file (3 campaigns); 1 suppressed\n"), result.standardOutput)
    }

    func testCheckstyle() throws {
        XCTAssertEqual(
            try validate("checkstyle"),
            ProcessOutput(
                status: 1,
                standardOutput: """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <checkstyle version="4.3">
                      <file name="a.yaml">
                        <error line="12" column="9" severity="error" message="a full message needs an image" source="campaignc.E201"/>
                      </file>
                      <file name="campaignc.yaml">
                        <error line="1" column="32" severity="warning" message="this suppression of W211 suppressed nothing" source="campaignc.W010"/>
                      </file>
                    </checkstyle>

                    """, standardError: ""))
    }

    func testJUnitGroupsByCampaign() throws {
        let result = try validate("junit")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.contains(
                """
                  <testsuite name="a.yaml" tests="3" failures="1" errors="0" skipped="0">
                    <testcase name="spring" classname="a.yaml"/>
                    <testcase name="summer" classname="a.yaml"/>
                    <testcase name="autumn" classname="a.yaml">
                      <failure type="E201" message="a full message needs an image">a.yaml:12:9: error[E201]: a full message needs an image

                """), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(
                """
                    </testcase>
                  </testsuite>
                  <testsuite name="campaignc.yaml" tests="1" failures="0" errors="0" skipped="0">
                    <testcase name="campaignc.yaml" classname="campaignc.yaml">

                """), result.standardOutput)
    }

    func testGitLabAndSARIFCarryTheSameFingerprints() throws {
        let gitlab = try validate("gitlab")
        XCTAssertEqual(gitlab.status, 1)
        let issues = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(gitlab.standardOutput.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.map { $0["check_name"] as? String }, ["E201", "W010"])
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["major", "minor"])
        let sarif = try validate("sarif")
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        XCTAssertEqual(results.map { $0["ruleId"] as? String }, ["W402", "E201", "W010"])
        let sarifPrints = results.map { ($0["partialFingerprints"] as? [String: String])?["campaignc/v1"] }
        XCTAssertEqual(sarifPrints.dropFirst(), issues.map { $0["fingerprint"] as? String }[...])
        let suppressions = results[0]["suppressions"] as? [[String: String]]
        XCTAssertEqual(suppressions, [["kind": "inSource", "justification": "summer replaces spring on purpose"]])
    }
}
