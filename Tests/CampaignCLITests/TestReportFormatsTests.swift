import CampaignTestSupport
import Foundation
import XCTest

/// `test --format junit` and `--format github` tell the truth about scenarios (SPEC §19 item 8):
/// a scenario that did not run is skipped, never passed; `--scenario` lists only the selected
/// ones; an E602's annotation carries its notes. The JUnit output passes the Jenkins XSD.
final class TestReportFormatsTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write(
            "campaigns.yaml",
            """
            campaign: cart-upsell
            trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
            message: { type: modal, message: Free shipping on this order }

            """)
        try folder.write(
            "s.yaml",
            """
            scenario: big-cart
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
                properties: { cart_total: 75 }
              - expect: { displayed: cart-upsell }
            ---
            scenario: small-cart
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
                properties: { cart_total: 20 }
              - expect: { displayed: cart-upsell }

            """)
    }

    override func tearDown() {
        folder.remove()
    }

    private func test(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(["test", "--color", "never"] + arguments, in: folder.url)
    }

    private let small = """
              <failure type="E602" message="expected `cart-upsell` to be displayed; nothing was displayed">s.yaml:13:15: error[E602]: expected `cart-upsell` to be displayed; nothing was displayed
            |
         13 |   - expect: { displayed: cart-upsell }
            |               ^~~~~~~~~
            = help: read the notes: fix the campaign, or the expectation
        campaigns.yaml:2:52: note: +00:00:00.000 custom_event added_to_cart {cart_total: 20}: `cart-upsell` dropped (filters): `cart_total` is 20; the filter needs `cart_total` greater_than 50
            |
          2 | trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
            |                                                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        </failure>
        """

    func testEveryScenarioThatRanPassesOrFailsWithItsNotes() throws {
        let result = try test(["--format", "junit", "campaigns.yaml", "s.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="campaignc" tests="3" failures="1" errors="0" skipped="0">
              <testsuite name="campaigns.yaml" tests="1" failures="0" errors="0" skipped="0">
                <testcase name="cart-upsell" classname="campaigns.yaml"/>
              </testsuite>
              <testsuite name="s.yaml" tests="2" failures="1" errors="0" skipped="0">
                <testcase name="big-cart" classname="s.yaml"/>
                <testcase name="small-cart" classname="s.yaml">
            \(small)
                </testcase>
              </testsuite>
            </testsuites>

            """)
        try assertPassesTheJenkinsSchema(result.standardOutput)
    }

    /// A campaign error stops every run: the scenarios are skipped and counted so.
    func testScenariosThatDidNotRunAreSkipped() throws {
        try folder.write("broken.yaml", "campaign: broken\ntrigger: session_start\nmessage: { type: full, message: No image }\n")
        let result = try test(["--format", "junit", "campaigns.yaml", "broken.yaml", "s.yaml"])
        XCTAssertEqual(result.status, 1)
        let scenarios = try XCTUnwrap(result.standardOutput.range(of: "  <testsuite name=\"s.yaml\""), result.standardOutput)
        XCTAssertEqual(
            String(result.standardOutput[scenarios.lowerBound...]),
            """
              <testsuite name="s.yaml" tests="2" failures="0" errors="0" skipped="2">
                <testcase name="big-cart" classname="s.yaml">
                  <skipped message="not run: the campaigns have errors"/>
                </testcase>
                <testcase name="small-cart" classname="s.yaml">
                  <skipped message="not run: the campaigns have errors"/>
                </testcase>
              </testsuite>
            </testsuites>

            """)
        XCTAssertTrue(
            result.standardOutput.contains(#"<testsuites name="campaignc" tests="4" failures="1" errors="0" skipped="2">"#), result.standardOutput)
        try assertPassesTheJenkinsSchema(result.standardOutput)
    }

    func testWithScenarioOnlyTheSelectedOnesAreListed() throws {
        let result = try test(["--format", "junit", "campaigns.yaml", "s.yaml", "--scenario", "small-cart"])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.standardOutput.contains("big-cart"), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(#"<testsuite name="s.yaml" tests="1" failures="1" errors="0" skipped="0">"#), result.standardOutput)
        let passing = try test(["--format", "junit", "campaigns.yaml", "s.yaml", "--scenario", "big-cart"])
        XCTAssertEqual(passing.status, 0)
        XCTAssertTrue(passing.standardOutput.contains(#"<testcase name="big-cart" classname="s.yaml"/>"#), passing.standardOutput)
        XCTAssertFalse(passing.standardOutput.contains("small-cart"), passing.standardOutput)
        try assertPassesTheJenkinsSchema(passing.standardOutput)
    }

    func testGitHubAnnotationsCarryTheNotes() throws {
        let result = try test(["--format", "github", "campaigns.yaml", "s.yaml", "--scenario", "small-cart"])
        XCTAssertEqual(
            result.standardOutput,
            "::error file=s.yaml,line=13,col=15,endLine=13,endColumn=24,title=E602::expected `cart-upsell` to be displayed; nothing was displayed"
                + "%0Ahelp: read the notes: fix the campaign, or the expectation"
                + "%0Acampaigns.yaml:2:52: note: +00:00:00.000 custom_event added_to_cart {cart_total: 20}: `cart-upsell` dropped (filters):"
                + " `cart_total` is 20; the filter needs `cart_total` greater_than 50\n"
                + "1 error, 0 warnings in 2 files (1 campaign)\n")
    }

    /// `xmllint --schema Schemas/external/junit.xsd` accepts `xml` (skipped, saying so, without xmllint).
    private func assertPassesTheJenkinsSchema(_ xml: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
            throw XCTSkip("xmllint is not installed (apt-get install libxml2-utils); JUnit output not checked against the XSD")
        }
        try folder.write("report.xml", xml)
        let schema = CampaigncProcess.packageRoot.appendingPathComponent("Schemas/external/junit.xsd").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
        process.arguments = ["--noout", "--schema", schema, folder.path("report.xml")]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, output, file: file, line: line)
    }
}
