import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc test` as SPEC v3 §9.4 has it, run as a process: every error of a broken scenario,
/// errors in other inputs with `--scenario`, E602's notes in time order with values written as
/// in YAML, W606 and its exit status, and a malformed `--payload`.
final class TestCommandVersion3Tests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write(
            "campaigns.yaml",
            """
            campaign: spring-sale
            trigger: { custom_event: added_to_cart }
            message: { type: modal, message: Twenty percent off everything }
            ---
            campaign: free-shipping
            trigger: { custom_event: added_to_cart, filters: [ { property: items_count, type: number, greater_than: 2 } ] }
            message: { type: modal, message: Free shipping on this order }

            """)
        try folder.write(
            "tie.yaml",
            """
            scenario: three-items-get-free-shipping
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
                properties: { items_count: 3 }
              - expect: { displayed: free-shipping }

            """)
    }

    override func tearDown() {
        folder.remove()
    }

    private func test(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(["test", "--color", "never"] + arguments, in: folder.url)
    }

    func testAnUnknownStepDoesNotHideAnE601LaterInTheSameScenario() throws {
        try folder.write(
            "broken.yaml",
            "scenario: broken\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - custom_evnt: added_to_cart\n  - expect: { displayed: free-shiping }\n")
        let result = try test(["campaigns.yaml", "broken.yaml"])
        XCTAssertEqual(result.status, 1)
        let headers = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("broken.yaml:") }.map { $0.prefix(32) }
        XCTAssertEqual(headers, ["broken.yaml:4:5: error[E104]: un", "broken.yaml:5:26: error[E601]: n"])
        XCTAssertTrue(result.standardOutput.hasSuffix("1 scenario: 0 passed, 1 failed\n"), result.standardOutput)
    }

    func testWithScenarioTheErrorsInOtherInputsCountAndTheSummarySaysSo() throws {
        try folder.write("broken.yaml", "scenario: broken\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - expect: { displayed: free-shiping }\n")
        let result = try test(["--scenario", "three-items-get-free-shipping", "campaigns.yaml", "tie.yaml", "broken.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.contains("broken.yaml:4:26: error[E601]:"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("1 scenario: 1 passed, 0 failed; 1 error in other inputs\n"), result.standardOutput)
        let clean = try test(["--scenario", "three-items-get-free-shipping", "campaigns.yaml", "tie.yaml"])
        XCTAssertEqual(clean.status, 0)
        XCTAssertTrue(clean.standardOutput.hasSuffix("1 scenario: 1 passed, 0 failed\n"), clean.standardOutput)
    }

    func testTheNotesAreTheTraceInTimeOrderWithValuesAsInYAML() throws {
        try folder.write(
            "quoted.yaml",
            """
            scenario: quoted-count
            start: 2026-03-02T10:00:00Z
            campaigns: [free-shipping]
            steps:
              - custom_event: added_to_cart
                properties: { items_count: "3" }
              - expect: { displayed: free-shipping }

            """)
        let result = try test(["campaigns.yaml", "quoted.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            """
            FAIL quoted-count
            quoted.yaml:7:15: error[E602]: expected `free-shipping` to be displayed; nothing was displayed
               |
             7 |   - expect: { displayed: free-shipping }
               |               ^~~~~~~~~
               = help: read the notes: fix the campaign, or the expectation
            campaigns.yaml:6:52: note: +00:00:00.000 custom_event added_to_cart {items_count: "3"}: `free-shipping` dropped (filters): \
            `items_count` is "3", not a number; the filter needs `items_count` greater_than 2
               |
             6 | trigger: { custom_event: added_to_cart, filters: [ { property: items_count, type: number, greater_than: 2 } ] }
               |                                                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            1 error, 0 warnings in 2 files (2 campaigns)
            1 scenario: 0 passed, 1 failed

            """)
    }

    func testW606IsAWarningThatWarningsAsErrorsTurnsIntoAFailure() throws {
        let result = try test(["campaigns.yaml", "tie.yaml"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(
            result.standardOutput.hasPrefix(
                "PASS three-items-get-free-shipping\ntie.yaml:6:15: warning[W606]: this expectation holds only because of a priority tie, "
                    + "which the devices do not define\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("0 errors, 1 warning in 2 files (2 campaigns)\n1 scenario: 1 passed, 0 failed\n"))
        let strict = try test(["--warnings-as-errors", "campaigns.yaml", "tie.yaml"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.standardOutput.hasPrefix("FAIL three-items-get-free-shipping\ntie.yaml:6:15: error[W606]: "), strict.standardOutput)
        let json = try test(["--format", "json", "--trace", "campaigns.yaml", "tie.yaml"])
        XCTAssertTrue(json.standardOutput.contains(#""line":5},"result":"selected","tie":true"#), json.standardOutput)
    }

    /// Issue 23 item 14: a payload with two triggers of one id is malformed: exit 2.
    func testAPayloadWithDuplicateTriggerIDsIsExit2() throws {
        let trigger = #"{"id":"a","priority":1,"trigger_condition":[{"type":"open"}],"data":{"type":"SLIDEUP","message":"m"}}"#
        try folder.write("payload.json", #"{"schema_version":2,"triggers":[\#(trigger),\#(trigger)]}"#)
        try folder.write("s.yaml", "scenario: s\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - session_start\n  - expect: { displayed: a }\n")
        XCTAssertEqual(
            try test(["--payload", "payload.json", "s.yaml"]),
            ProcessOutput(
                status: 2, standardOutput: "",
                standardError: "campaignc: error: invalid payload 'payload.json': triggers 1 and 2 have the same id `a`\n"))
    }
}
