import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignWorkspace
import CampaignYAML
import DeliverySimulator
import XCTest

/// Hand-written trigger objects (payload version 2) and scenarios, run through the simulator.
enum SimulatorFixture {
    /// The scenarios' start: 2026-03-02T10:00:00Z.
    static let start: Int64 = 1_772_445_600

    /// A modal without a dismiss animation (`animate_out` false): gone as soon as it closes, so
    /// that only the tests of the animation (`DismissAnimationTests`) wait for it.
    static let instantModal = #""type":"MODAL","message":"Hi","orientation":"ANY","animate_out":false"#

    /// One trigger object as JSON text. `conditions` is the `trigger_condition` list.
    static func trigger(
        _ id: String, priority: Int = 50, start: Int64 = 0, end: Int64? = nil, reEligibility: Int64? = nil,
        event: String = "added_to_cart", filters: String? = nil, conditions: String? = nil,
        delay: Int64 = 0, timeout: Int64? = nil, data: String = instantModal
    ) -> String {
        var members = [#""id":"\#(id)""#, #""type":"inapp""#, #""priority":\#(priority)"#, #""start_time":\#(start)"#]
        if let end { members.append(#""end_time":\#(end)"#) }
        if let reEligibility { members.append(#""re_eligibility":\#(reEligibility)"#) }
        if delay > 0 { members.append(#""delay":\#(delay)"#) }
        if let timeout { members.append(#""timeout":\#(timeout)"#) }
        let condition =
            conditions
            ?? (filters.map {
                #"[{"type":"custom_event_property","data":{"event_name":"\#(event)","property_filters":\#($0)}}]"#
            } ?? #"[{"type":"custom_event","data":{"event_name":"\#(event)"}}]"#)
        members.append(#""trigger_condition":\#(condition)"#)
        members.append(#""data":{\#(data),"trigger_id":"\#(id)"}"#)
        return "{" + members.joined(separator: ",") + "}"
    }

    static func payload(_ triggers: [String], interval: Int = 30) throws -> SimulationPayload {
        let list = triggers.joined(separator: ",")
        let text = #"{"schema_version":2,"trigger_minimum_interval_seconds":\#(interval),"triggers":[\#(list)],"local_assets":[],"remote_assets":[]}"#
        return try SimulationPayload.read(Array(text.utf8))
    }

    /// The first scenario of `yaml`; fails the test when it does not decode cleanly.
    static func scenario(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) throws -> Scenario {
        let compiled = CampaignCompiler(now: start, files: AssetFiles(DiskFileSystem(), currentDirectory: FileManager.default.currentDirectoryPath)).compile(
            YAMLParser.parse(SourceFile(path: "s.yaml", bytes: Array(yaml.utf8))))
        let errors = compiled.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), [], file: file, line: line)
        return try XCTUnwrap(compiled.scenarios.first, file: file, line: line)
    }

    /// Runs `steps` (YAML lines of the `steps` list, with `header` lines before `steps:`).
    static func run(
        _ triggers: [String], steps: String, header: String = "", interval: Int = 30, project: SimulatorOptions = SimulatorOptions(),
        start: String = "2026-03-02T10:00:00Z", file: StaticString = #filePath, line: UInt = #line
    ) throws -> ScenarioOutcome {
        let yaml = "scenario: s\nstart: \(start)\n" + header + "steps:\n" + steps
        let scenario = try Self.scenario(yaml, file: file, line: line)
        let simulator = Simulator(payload: try payload(triggers, interval: interval), projectOptions: project)
        return simulator.run(scenario, file: "s.yaml", trace: true)
    }

    /// True when a trigger with the one filter `filter` (a JSON object) shows its message for an
    /// `added_to_cart` event with `properties` (flow YAML); `header` may set `simulator:`.
    static func holds(
        _ filter: String, _ properties: String, header: String = "", project: SimulatorOptions = SimulatorOptions(),
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> Bool {
        let outcome = try run(
            [trigger("x", filters: "[[\(filter)]]")],
            steps: "  - custom_event: added_to_cart\n    properties: \(properties)\n  - expect: { displayed: none }\n", header: header,
            project: project, file: file, line: line)
        XCTAssertEqual(outcome.diagnostics.filter { $0.code == .E605 }.count, 0, file: file, line: line)
        return outcome.trace?.entries.contains { $0.action == "display" } ?? false
    }

    /// The E602, E605 and W606 messages of an outcome.
    static func failures(_ outcome: ScenarioOutcome) -> [String] {
        outcome.diagnostics.map { "\($0.code.rawValue) \($0.location.range.start.line): \($0.message)" }
    }
}
