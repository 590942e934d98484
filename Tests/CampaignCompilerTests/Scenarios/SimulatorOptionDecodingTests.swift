import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// SPEC v3 §9.5: the six new simulator options in the project file and in a scenario, their
/// words, the platforms' defaults and the order in which they are resolved.
final class SimulatorOptionDecodingTests: XCTestCase {
    private let all =
        "{ interval_at_publish: check, absent_property: lenient, ago_bounds: inclusive, request_next_asks: yes, stack_duplicates: keep, restart: keep_pending }"

    private let written = SimulatorOptions(
        intervalAtPublish: .check, absentProperty: .lenient, agoBounds: .inclusive, requestNextAsks: .yes, stackDuplicates: .keep,
        restart: .keepPending)

    func testTheNewOptionsDecodeInTheProjectFile() {
        let (settings, diagnostics) = loadProjectYAML("simulator: \(all)\n")
        XCTAssertEqual(diagnostics.map(render), [])
        XCTAssertEqual(settings.simulator, written)
    }

    func testTheNewOptionsDecodeInAScenario() throws {
        let compiled = compileYAML(
            "scenario: s\nstart: 2026-03-02T10:00:00Z\nsimulator: \(all)\nsteps:\n  - session_start\n  - expect: { displayed: none }\n")
        XCTAssertEqual(compiled.diagnostics.map(render), [])
        XCTAssertEqual(try XCTUnwrap(compiled.scenarios.first).simulator, written)
    }

    func testAWrongWordIsE104WithDidYouMean() {
        let (_, wrong) = loadProjectYAML("simulator: { restart: keep, stack_duplicates: moved, request_next_asks: true }\n")
        XCTAssertEqual(
            wrong.map(render),
            [
                "E104 1:23 expected `forget` or `keep_pending`, found `keep`",
                "E104 1:47 expected `move` or `keep`, found `moved` | help: did you mean `move`?",
                "E104 1:73 expected `no` or `yes`, found `true`",
            ])
    }

    /// The options of this version: where expiry is checked, and which Web SDK the web follows.
    func testExpiryCheckAndWebSDK() {
        let (project, clean) = loadProjectYAML("simulator: { platform: web, expiry_check: prepare, web_sdk: 3.5.0 }\n")
        XCTAssertEqual(clean.map(render), [])
        XCTAssertEqual(project.simulator.expiryCheck, .prepare)
        XCTAssertEqual(project.simulator.webSDK, .v3_5_0)
        let (_, wrong) = loadProjectYAML("simulator: { expiry_check: handoff, web_sdk: 3.5.1 }\n")
        XCTAssertEqual(
            wrong.map(render),
            [
                "E104 1:28 expected `prepare` or `hand_off`, found `handoff` | help: did you mean `hand_off`?",
                "E104 1:46 expected `current` or `3.5.0`, found `3.5.1` | help: did you mean `3.5.0`?",
            ])
    }

    /// SPEC §9.5's table, row by row.
    func testEachPlatformsDefaults() {
        func row(_ platform: SimulatorPlatform) -> [String] { ResolvedSimulatorOptions(platform: platform).described.map(\.value) }
        XCTAssertEqual(SimulatorOptions.keys, ResolvedSimulatorOptions(platform: .ios).described.map(\.key))
        XCTAssertEqual(
            row(.ios),
            [
                "ios", "exclusive", "first", "publish", "skip", "strict", "strict", "no", "move", "forget", "none", "never", "prepare",
                "insensitive", "full_and_image_only", "stack", "current", "yes",
            ])
        XCTAssertEqual(
            row(.android),
            [
                "android", "exclusive", "first", "publish", "skip", "strict", "strict", "yes", "keep", "forget", "none", "never", "prepare",
                "insensitive", "full_only", "single_slot", "current", "yes",
            ])
        XCTAssertEqual(
            row(.web),
            [
                "web", "inclusive", "last", "publish", "check", "lenient", "inclusive", "no", "move", "keep_pending", "none", "delay_plus_30s",
                "hand_off", "sensitive", "none", "stack", "current", "yes",
            ])
    }

    /// The platform's defaults (the scenario's, else the project's, else iOS), then the
    /// project's single options unless the scenario names its own platform, then the scenario's.
    func testPrecedenceOfTheNewOptions() {
        let project = SimulatorOptions(platform: .web, restart: .forget)
        let inherited = ResolvedSimulatorOptions(project: project, scenario: SimulatorOptions(agoBounds: .strict))
        XCTAssertEqual(inherited.restart, .forget, "the project's single option over web's default")
        XCTAssertEqual(inherited.agoBounds, .strict, "the scenario's over both")
        XCTAssertEqual(inherited.absentProperty, .lenient, "web's default")
        let own = ResolvedSimulatorOptions(project: project, scenario: SimulatorOptions(platform: .android, stackDuplicates: .move))
        XCTAssertEqual(own.restart, .forget, "android's default: the project's options are reset")
        XCTAssertEqual(own.requestNextAsks, .yes)
        XCTAssertEqual(own.stackDuplicates, .move)
        let resetWeb = ResolvedSimulatorOptions(project: project, scenario: SimulatorOptions(platform: .web))
        XCTAssertEqual(resetWeb.restart, .keepPending)
    }
}
