import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// SPEC v3 §9.4: the same diagnostic has the same fingerprint from `validate`, `test` and
/// `test --payload` — a scenario run's diagnostics and `--payload`'s E601 go through the same
/// report assembly as the checks', with the unit and node path of the place they point at.
final class TestFingerprintTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write(
            "campaigns.yaml",
            """
            campaign: welcome-back
            trigger: { custom_event: app_opened, filters: [ { property: last_visit, type: time, exists: true } ] }
            message: { type: slideup, message: Welcome back }
            """)
        try folder.write(
            "scenarios.yaml",
            """
            scenario: names-a-stranger
            start: 2026-03-02T10:00:00Z
            steps:
              - session_start
              - expect: { displayed: [strangr] }
            ---
            scenario: yesterday-is-not-a-time
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: app_opened
                properties: { last_visit: yesterday }
              - expect: { displayed: none }
            """)
    }

    override func tearDown() {
        folder.remove()
    }

    private var environment: DriverEnvironment {
        DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 1)
    }

    private func checking(_ paths: [String]) -> ValidateOptions {
        ValidateOptions(paths: paths.map(folder.path), format: .json, color: .never)
    }

    /// The fingerprint of each diagnostic of a JSON report, by code.
    private func fingerprints(_ json: String) throws -> [String: [String]] {
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        var result: [String: [String]] = [:]
        for diagnostic in report["diagnostics"] as? [[String: Any]] ?? [] {
            result[diagnostic["code"] as? String ?? "", default: []].append(diagnostic["fingerprint"] as? String ?? "")
        }
        return result
    }

    func testValidateTestAndTestWithAPayloadGiveTheSameFingerprints() async throws {
        let validated = await ValidateOperation.run(checking(["campaigns.yaml", "scenarios.yaml"]), environment: environment)
        let fromValidate = try fingerprints(validated.standardOutput)
        XCTAssertEqual(fromValidate.keys.sorted(), ["E601", "E605"], validated.standardOutput)

        let tested = await TestOperation.run(TestOptions(checking: checking(["campaigns.yaml", "scenarios.yaml"])), environment: environment)
        XCTAssertEqual(try fingerprints(tested.standardOutput), fromValidate)

        let compiled = await CompileOperation.run(
            CompileOptions(checking: ValidateOptions(paths: [folder.path("campaigns.yaml")]), output: .file(folder.path("payload.json"))),
            environment: environment)
        XCTAssertEqual(compiled.exitStatus, 0, compiled.standardError)
        // Against the payload, the scenario names a campaign the payload lacks (E601, found by
        // the analyses) and the run finds the time it cannot read (E605, found by the simulator).
        let againstPayload = await TestOperation.run(
            TestOptions(checking: checking(["scenarios.yaml"]), payloadPath: folder.path("payload.json")), environment: environment)
        XCTAssertTrue(againstPayload.standardOutput.contains("no campaign `strangr` in the payload"), againstPayload.standardOutput)
        XCTAssertEqual(try fingerprints(againstPayload.standardOutput), fromValidate)
    }

    /// `--payload` reports E601 once, from the analyses, with the payload's did-you-mean.
    func testAPayloadsE601IsReportedOnce() async throws {
        _ = await CompileOperation.run(
            CompileOptions(checking: ValidateOptions(paths: [folder.path("campaigns.yaml")]), output: .file(folder.path("payload.json"))),
            environment: environment)
        var options = TestOptions(checking: checking(["scenarios.yaml"]), payloadPath: folder.path("payload.json"))
        options.checking.format = .text
        let result = await TestOperation.run(options, environment: environment)
        XCTAssertEqual(result.standardOutput.components(separatedBy: "error[E601]").count - 1, 1, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("= help: compile the campaign into the payload"), result.standardOutput)
    }

    /// A baseline written by one command matches in the others: W604 (found by every
    /// command's checks) written by `validate`, W606 (found by a scenario run) written by
    /// `test`, each matched by `test` and `test --payload`.
    func testABaselineWrittenByOneCommandMatchesInTheOthers() async throws {
        try folder.write(
            "campaigns.yaml",
            """
            campaign: spring-sale
            trigger: { custom_event: added_to_cart }
            message: { type: modal, message: Twenty percent off everything }
            ---
            campaign: free-shipping
            trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
            message: { type: modal, message: Free shipping on this order }
            """)
        try folder.write(
            "scenarios.yaml",
            """
            scenario: big-cart
            start: 2026-03-02T10:00:00Z
            steps:
              - custom_event: added_to_cart
                properties: { cart_total: 75 }
              - expect: { displayed: free-shipping }
            ---
            scenario: checks-nothing
            start: 2026-03-02T10:00:00Z
            steps:
              - session_start
            """)
        _ = await CompileOperation.run(
            CompileOptions(checking: ValidateOptions(paths: [folder.path("campaigns.yaml")]), output: .file(folder.path("payload.json"))),
            environment: environment)
        func run(_ command: String, baseline: String? = nil, write: String? = nil) async throws -> [String: Any] {
            var checking = checking(command == "payload" ? ["scenarios.yaml"] : ["campaigns.yaml", "scenarios.yaml"])
            checking.baselinePath = baseline.map(folder.path)
            checking.writeBaselinePath = write.map(folder.path)
            let result =
                command == "validate"
                ? await ValidateOperation.run(checking, environment: environment)
                : await TestOperation.run(
                    TestOptions(checking: checking, payloadPath: command == "payload" ? folder.path("payload.json") : nil), environment: environment)
            XCTAssertEqual(result.exitStatus, 0, "\(command): \(result.standardOutput)")
            return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        }
        func codes(_ report: [String: Any]) -> [String] {
            (report["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
        }
        func baselined(_ report: [String: Any]) -> Int? { (report["summary"] as? [String: Any])?["baselined"] as? Int }

        func prints(_ report: [String: Any]) -> [String: String] {
            var result: [String: String] = [:]
            for diagnostic in report["diagnostics"] as? [[String: Any]] ?? [] {
                result[diagnostic["code"] as? String ?? ""] = diagnostic["fingerprint"] as? String
            }
            return result
        }
        let fromTest = prints(try await run("test"))
        let fromPayload = prints(try await run("payload"))
        XCTAssertEqual(fromTest.keys.sorted(), ["W604", "W606"])
        XCTAssertEqual(fromPayload, fromTest)

        let validated = try await run("validate", write: "w604.json")
        XCTAssertEqual(codes(validated), [])
        for command in ["test", "payload"] {
            let report = try await run(command, baseline: "w604.json")
            XCTAssertEqual(codes(report), ["W606"], command)
            XCTAssertEqual(baselined(report), 1, command)
        }
        let tested = try await run("test", write: "w606.json")
        XCTAssertEqual(codes(tested), [])
        let baseline = try String(contentsOfFile: folder.path("w606.json"), encoding: .utf8)
        XCTAssertTrue(baseline.contains("\"W606\"") && baseline.contains("\"W604\""), baseline)
        let againstPayload = try await run("payload", baseline: "w606.json")
        XCTAssertEqual(codes(againstPayload), [])
        XCTAssertEqual(baselined(againstPayload), 2)
    }
}
