import CampaignTestSupport
import Foundation
import XCTest

/// Runs the built executable's `test` (SPEC §9.4) over generated campaigns and scenarios.
final class TestCommandTests: XCTestCase {
    private var folder: TestFolder!

    private static let campaigns = """
        campaign: cart-upsell
        priority: high
        reeligible_after: 0s
        trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
        message: { type: modal, message: Free shipping on this order }
        ---
        campaign: welcome
        priority: low
        trigger: { custom_event: added_to_cart }
        message: { type: modal, message: Welcome! }

        """

    private static let passing = """
        scenario: cart-upsell-beats-welcome
        start: 2026-03-02T10:00:00Z
        steps:
          - session_start
          - custom_event: added_to_cart
            properties: { cart_total: 75, category: Boots }
          - expect: { displayed: cart-upsell, dropped: { campaign: welcome, reason: outranked } }
          - wait: 10s
          - dismiss
          - custom_event: added_to_cart
            properties: { cart_total: 20 }
          - expect:
              displayed: none
              dropped: [ { campaign: cart-upsell, reason: filters }, { campaign: welcome, reason: rate_limited } ]

        """

    private static let failing = """
        scenario: a-small-cart-gets-the-upsell
        start: 2026-03-02T10:00:00Z
        steps:
          - custom_event: added_to_cart
            properties: { cart_total: 20 }
          - expect: { displayed: cart-upsell }

        """

    private static let failureReport = """
        PASS cart-upsell-beats-welcome
        FAIL a-small-cart-gets-the-upsell
        """

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaigns.yaml", Self.campaigns)
        try folder.write("pass.yaml", Self.passing)
        try folder.write("fail.yaml", Self.failing)
    }

    override func tearDown() {
        folder.remove()
    }

    private func test(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(["test", "--color", "never"] + arguments, in: folder.url)
    }

    func testAllPassingExitsZero() throws {
        XCTAssertEqual(
            try test(["campaigns.yaml", "pass.yaml"]),
            ProcessOutput(
                status: 0, standardOutput: "PASS cart-upsell-beats-welcome\nok: 2 campaigns in 2 files\n1 scenario: 1 passed, 0 failed\n", standardError: ""
            ))
    }

    /// The notes are the trace in time order, located or not (SPEC v3 §9.4), and the help is the catalogue's.
    func testAFailureIsAnE602WhoseNotesNameTheCause() throws {
        let result = try test(["campaigns.yaml", "pass.yaml", "fail.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            """
            FAIL a-small-cart-gets-the-upsell
            PASS cart-upsell-beats-welcome
            fail.yaml:6:15: error[E602]: expected `cart-upsell` to be displayed; `welcome` was displayed
               |
             6 |   - expect: { displayed: cart-upsell }
               |               ^~~~~~~~~
               = help: read the notes: fix the campaign, or the expectation
            campaigns.yaml:8:11: note: +00:00:00.000 custom_event added_to_cart {cart_total: 20}: `welcome` selected (priority 25)
               |
             8 | priority: low
               |           ^~~
            campaigns.yaml:4:52: note: +00:00:00.000 custom_event added_to_cart {cart_total: 20}: `cart-upsell` dropped (filters): \
            `cart_total` is 20; the filter needs `cart_total` greater_than 50
               |
             4 | trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
               |                                                    ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
               = note: +00:00:00.000 welcome published
               = note: +00:00:00.000 welcome displayed

            1 error, 0 warnings in 3 files (2 campaigns)
            2 scenarios: 1 passed, 1 failed

            """)
    }

    func testCampaignErrorsRunNoScenario() throws {
        try folder.write("broken.yaml", "campaign: broken\ntrigger: sesion_start\nmessage: { type: slideup, message: Hi }\n")
        let result = try test(["."])
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(result.standardOutput.contains("PASS"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("2 scenarios: 0 passed, 0 failed, 2 not run\n"), result.standardOutput)
    }

    func testAScenarioWithItsOwnErrorsFailsWithoutRunningAndTheOthersRun() throws {
        try folder.write("typo.yaml", "scenario: typo\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - expect: { displayed: cart-upsel }\n")
        let result = try test(["campaigns.yaml", "pass.yaml", "typo.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.hasPrefix("PASS cart-upsell-beats-welcome\nFAIL typo\ntypo.yaml:4:26: error[E601]: "), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("2 scenarios: 1 passed, 1 failed\n"), result.standardOutput)
    }

    func testWarningsAsErrorsMakesW604FailTheRun() throws {
        try folder.write("noexpect.yaml", "scenario: no-checks\nstart: 2026-03-02T10:00:00Z\nsteps: [ session_start ]\n")
        XCTAssertEqual(try test(["campaigns.yaml", "noexpect.yaml"]).status, 0)
        let strict = try test(["--warnings-as-errors", "campaigns.yaml", "noexpect.yaml"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.standardOutput.contains("error[W604]"), strict.standardOutput)
    }

    func testScenarioSelectionAndUsageErrors() throws {
        let one = try test(["--scenario", "cart-upsell-beats-welcome", "."])
        XCTAssertEqual(one.status, 0)
        XCTAssertTrue(one.standardOutput.hasSuffix("1 scenario: 1 passed, 0 failed\n"), one.standardOutput)
        XCTAssertEqual(
            try test(["--scenario", "nope", "."]),
            ProcessOutput(status: 2, standardOutput: "", standardError: "campaignc: error: no scenario 'nope' in the inputs\n"))
        XCTAssertEqual(
            try test(["campaigns.yaml"]),
            ProcessOutput(status: 2, standardOutput: "", standardError: "campaignc: error: no scenarios found in 'campaigns.yaml'\n"))
        // Without a path, the error names the project root it searched, as validate's does.
        try folder.write("proj/campaignc.yaml", "exclude: [drafts]\n")
        try folder.write("proj/campaigns.yaml", "campaign: c\ntrigger: session_start\nmessage: { type: slideup, message: m }\n")
        XCTAssertEqual(
            try CampaigncProcess.run(["test"], in: folder.url.appendingPathComponent("proj")),
            ProcessOutput(status: 2, standardOutput: "", standardError: "campaignc: error: no scenarios found in the project root '.'\n"))
        let sarif = try test(["--trace", "--format", "sarif", "."])
        XCTAssertEqual(sarif.status, 2)
        XCTAssertEqual(sarif.standardError, "campaignc: error: --trace needs --format text or json, not sarif\n")
    }

    func testTraceText() throws {
        let result = try test(["--trace", "campaigns.yaml", "pass.yaml"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            Array(lines.prefix(4)),
            [
                "scenario cart-upsell-beats-welcome: platform: ios, schedule_bounds: exclusive, tie_break: first, stamp_at: publish, "
                    + "interval_at_publish: skip, absent_property: strict, ago_bounds: strict, request_next_asks: no, stack_duplicates: move, "
                    + "restart: forget, auto_drain: none, timeout_when_absent: never, expiry_check: prepare, regex_case: insensitive, "
                    + "missing_image: full_and_image_only, background: stack, web_sdk: current, control_stamps_interval: yes",
                "  +00:00:00.000 session_start → no matching trigger",
                "  +00:00:00.000 custom_event added_to_cart {cart_total: 75, category: Boots} → cart-upsell selected (priority 75); welcome outranked",
                "      cart-upsell: selected (priority 75)",
            ])
    }

    func testJSONWithTraces() throws {
        let result = try test(["--format", "json", "--trace", "."])
        XCTAssertEqual(result.status, 1)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let scenarios = try XCTUnwrap(document["scenarios"] as? [[String: Any]])
        XCTAssertEqual(scenarios.map { $0["id"] as? String }, ["a-small-cart-gets-the-upsell", "cart-upsell-beats-welcome"])
        XCTAssertEqual(scenarios.map { $0["result"] as? String }, ["fail", "pass"])
        XCTAssertEqual(scenarios.map { $0["line"] as? Int }, [1, 1])
        let summary = try XCTUnwrap(document["summary"] as? [String: Any])
        XCTAssertEqual(summary["scenarios"] as? Int, 2)
        XCTAssertEqual(summary["passed"] as? Int, 1)
        XCTAssertEqual(summary["failed"] as? Int, 1)
        let traces = try XCTUnwrap(document["traces"] as? [[String: Any]])
        XCTAssertEqual(traces.map { $0["scenario"] as? String }, ["a-small-cart-gets-the-upsell", "cart-upsell-beats-welcome"])
        let first = try XCTUnwrap((traces[0]["entries"] as? [[String: Any]])?.first)
        XCTAssertEqual(first["action"] as? String, "custom_event")
        XCTAssertEqual((first["campaigns"] as? [[String: Any]])?.map { $0["reason"] as? String }, [nil, "filters"])
    }

    func testTheSameBytesWhateverTheInputOrder() throws {
        let one = try test(["--format", "json", "--trace", "pass.yaml", "fail.yaml", "campaigns.yaml"])
        let two = try test(["--format", "json", "--trace", "campaigns.yaml", "fail.yaml", "pass.yaml"])
        XCTAssertEqual(one, two)
        let text = try test(["--trace", "fail.yaml", "campaigns.yaml", "pass.yaml"])
        XCTAssertEqual(text, try test(["--trace", "pass.yaml", "campaigns.yaml", "fail.yaml"]))
        XCTAssertEqual(text, try test(["--trace", "--jobs", "1", "pass.yaml", "campaigns.yaml", "fail.yaml"]))
        XCTAssertEqual(text, try test(["--trace", "--jobs", "3", "pass.yaml", "campaigns.yaml", "fail.yaml"]))
    }

    /// The compiled payload as schema version 2 (the compiler writes version 2 once the v2
    /// payload lands; until then the version number is the only difference the simulator sees).
    private func compilePayload() throws {
        let compiled = try CampaigncProcess.run(["compile", "campaigns.yaml", "--output", "payload.json"], in: folder.url)
        XCTAssertEqual(compiled.status, 0, compiled.standardError)
        let text = try String(contentsOf: folder.url.appendingPathComponent("payload.json"), encoding: .utf8)
        XCTAssertTrue(text.contains(#""schema_version":2"#), "compile writes the version `test --payload` reads")
    }

    func testPayloadGivesTheSameResultsAsSources() throws {
        try compilePayload()
        let fromSources = try test(["--format", "json", "campaigns.yaml", "pass.yaml", "fail.yaml"])
        let fromPayload = try test(["--format", "json", "--payload", "payload.json", "pass.yaml", "fail.yaml"])
        XCTAssertEqual(fromPayload.status, 1)
        func results(_ output: ProcessOutput) throws -> [String] {
            let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
            let scenarios = (document["scenarios"] as? [[String: Any]] ?? []).map { "\($0["id"] ?? "") \($0["result"] ?? "")" }
            let diagnostics = (document["diagnostics"] as? [[String: Any]] ?? []).map {
                "\($0["code"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? "") \($0["message"] ?? "")"
            }
            return scenarios + diagnostics
        }
        XCTAssertEqual(try results(fromPayload), try results(fromSources))
        XCTAssertEqual(
            try results(fromPayload),
            [
                "a-small-cart-gets-the-upsell fail", "cart-upsell-beats-welcome pass",
                "E602 fail.yaml:6:15 expected `cart-upsell` to be displayed; `welcome` was displayed",
            ])
        let text = try test(["--payload", "payload.json", "fail.yaml"])
        XCTAssertTrue(
            text.standardOutput.contains(
                "= note: +00:00:00.000 custom_event added_to_cart {cart_total: 20}: `cart-upsell` dropped (filters): `cart_total` is 20; "
                    + "the filter needs `cart_total` greater_than 50 (trigger `cart-upsell` condition 1 filter 1.1)"
            ), text.standardOutput)
    }

    func testBadPayloadsExitTwo() throws {
        XCTAssertEqual(
            try test(["--payload", "missing.json", "pass.yaml"]).standardError,
            "campaignc: error: cannot read payload 'missing.json': No such file or directory\n")
        try folder.write("bad.json", "{\"schema_version\":2,")
        let malformed = try test(["--payload", "bad.json", "pass.yaml"])
        XCTAssertEqual(malformed.status, 2)
        XCTAssertEqual(
            malformed.standardError,
            "campaignc: error: invalid payload 'bad.json': not valid JSON: expected a string key at byte 20\n")
        try folder.write("v1.json", #"{"schema_version":1,"trigger_minimum_interval_seconds":30,"triggers":[]}"#)
        XCTAssertEqual(
            try test(["--payload", "v1.json", "pass.yaml"]),
            ProcessOutput(
                status: 2, standardOutput: "",
                standardError: "campaignc: error: invalid payload 'v1.json': the payload has schema_version 1; campaignc test reads schema_version 2 or 3\n"
            ))
    }

    /// JUnit, the natural format for tests: a failed expectation is the failure of its
    /// scenario's test case, and campaigns are test cases of their own (SPEC §4.4).
    func testJUnitPutsAFailedExpectationOnItsScenario() throws {
        let result = try test(["--format", "junit", "campaigns.yaml", "pass.yaml", "fail.yaml"])
        XCTAssertEqual(result.status, 1)
        let xml = result.standardOutput
        XCTAssertTrue(xml.contains(#"<testcase name="cart-upsell-beats-welcome" classname="pass.yaml"/>"#), xml)
        XCTAssertTrue(xml.contains(#"<testcase name="cart-upsell" classname="campaigns.yaml"/>"#), xml)
        let failing = try XCTUnwrap(xml.range(of: #"<testcase name="a-small-cart-gets-the-upsell" classname="fail.yaml">"#), xml)
        XCTAssertTrue(xml[failing.upperBound...].hasPrefix("\n      <failure type=\"E602\""), xml)
        let json = try test(["--format", "gitlab", "campaigns.yaml", "pass.yaml", "fail.yaml"])
        XCTAssertTrue(json.standardOutput.contains(#""check_name" : "E602""#) || json.standardOutput.contains(#""check_name": "E602""#), json.standardOutput)
        XCTAssertTrue(json.standardOutput.contains(#""fingerprint""#), json.standardOutput)
    }

    func testSamplesPass() throws {
        let result = try CampaigncProcess.run(["test", "--color", "never", "Samples/valid", "Samples/scenarios"])
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("65 scenarios: 65 passed, 0 failed\n"), result.standardOutput)
        let invalid = try CampaigncProcess.run(["test", "--color", "never", "Samples/invalid/E602-expectation-not-met"])
        XCTAssertEqual(invalid.status, 1)
        XCTAssertTrue(invalid.standardOutput.contains("error[E602]: expected `cart-upsell-e602` to be displayed; nothing was displayed"))
    }

    func testSchemasOfScenariosAndTraces() throws {
        for name in ["scenario", "trace"] {
            let printed = try CampaigncProcess.run(["schema", name])
            let file = try String(contentsOf: CampaigncProcess.packageRoot.appendingPathComponent("Schemas/\(name).schema.json"), encoding: .utf8)
            XCTAssertEqual(printed, ProcessOutput(status: 0, standardOutput: file, standardError: ""))
        }
    }
}
