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
}
