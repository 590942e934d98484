import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import CanonicalJSON
import DeliverySimulator

/// The simulator under the fuzzer (issue 23): the scenarios of the fuzzed file run against
/// the file's own compiled campaigns, and the fuzzed bytes read as a `--payload` document run
/// scenarios made from the triggers they hold. Properties: no crash, every diagnostic inside
/// the file, the same outcome twice, and the same diagnostics with and without a trace.
extension FuzzHarness {
    /// The platforms every scenario runs on.
    static let platforms: [SimulatorOptions] = [
        SimulatorOptions(), SimulatorOptions(platform: .android), SimulatorOptions(platform: .web),
    ]

    /// Runs the file's scenarios against the payload its campaigns compiled to, with notes that
    /// point at the campaigns' sources.
    func runScenarios(_ scenarios: [Scenario], of campaigns: [Campaign], payload bytes: [UInt8], in source: SourceFile) {
        guard !scenarios.isEmpty else { return }
        let payload: SimulationPayload
        do {
            payload = try SimulationPayload.read(bytes, requireVersion: false)
        } catch {
            return expect(false, "the simulator cannot read the compiler's payload: \(error.message)")
        }
        for options in Self.platforms {
            let sources = TriggerSourceMap(campaigns.map { CampaignSources(campaign: $0, file: source.path) })
            let simulator = Simulator(payload: payload, sources: sources, projectOptions: options)
            for scenario in scenarios.prefix(8) { runChecked(simulator, scenario, in: source) }
        }
    }

    /// Reads the bytes as a `--payload` document; when they are one, runs a scenario that
    /// fires every trigger's conditions with properties for every filter.
    func runPayload(_ bytes: [UInt8]) {
        guard let payload = try? SimulationPayload.read(bytes) else { return }
        let text = Self.scenario(for: payload)
        let source = SourceFile(path: root + "/payload-scenario.yaml", bytes: Array(text.utf8))
        let compiled = compiler.compile(YAMLParser.parse(source, limits: .standard))
        guard let scenario = compiled.scenarios.first else {
            let problems = compiled.diagnostics.map { "\($0.code.rawValue) \($0.message)" }
            return expect(false, "the scenario made for a payload does not decode: \(problems)\n\(text)")
        }
        for options in Self.platforms {
            runChecked(Simulator(payload: payload, projectOptions: options), scenario, in: source)
        }
    }

    private func runChecked(_ simulator: Simulator, _ scenario: Scenario, in source: SourceFile) {
        let traced = simulator.run(scenario, file: source.path, trace: true)
        let plain = simulator.run(scenario, file: source.path)
        expect(plain.diagnostics == traced.diagnostics, "a trace changes the diagnostics of scenario `\(scenario.id.value)`")
        expect(plain == simulator.run(scenario, file: source.path), "two runs of scenario `\(scenario.id.value)` differ")
        check(traced.diagnostics, in: source, stage: "simulate")
        if let trace = traced.trace {
            _ = trace.text
            _ = JSONWriter(style: .compact).encodeDocument(trace.jsonValue)
        }
        let report = DiagnosticReport(diagnostics: traced.diagnostics, sources: [source], campaigns: 0)
        _ = TextDiagnosticRenderer(colour: false).render(report)
        _ = JSONDiagnosticRenderer().renderBytes(report)
    }

    /// A scenario that fires each trigger condition (at most 40) with a value of the right type
    /// for each of its filters, between waits, display choices and the steps that drain.
    static func scenario(for payload: SimulationPayload) -> String {
        var steps = ["session_start", "display: later", "request_next", "display: now"]
        for trigger in payload.triggers.prefix(40) {
            for condition in trigger.conditions.prefix(3) {
                let name = YAMLScalarText.of(EventValueWords.cut(condition.argument ?? "x"))
                var properties: [String] = []
                var named = Set<String>()
                for filter in condition.filters.joined().prefix(20) where named.insert(EventValueWords.cut(filter.key)).inserted {
                    let value =
                        switch filter.type {
                        case .string: "\"x\""
                        case .number: "3"
                        case .boolean: "true"
                        case .date: "2026-03-02T09:00:00Z"
                        }
                    properties.append("\(YAMLScalarText.of(EventValueWords.cut(filter.key))): \(value)")
                }
                let props = properties.isEmpty ? "" : "\n    properties: { \(properties.joined(separator: ", ")) }"
                switch condition.kind {
                case .open: steps.append("session_start")
                case .purchase: steps.append("purchase: \(name)\(props)")
                case .customEvent: steps.append("custom_event: \(name)\(props)")
                case .pushClick: steps.append("push_click: \(name)")
                }
            }
            steps += ["wait: 1s", "request_next", "rotate: landscape", "restart"]
        }
        steps += ["wait: 2h", "request_next", "expect: {}"]
        return "scenario: fuzz\nstart: 2026-03-02T10:00:00Z\nsteps:\n" + steps.map { "  - " + $0 }.joined(separator: "\n") + "\n"
    }
}

/// Words of a payload made safe for a scenario: non-empty, without line breaks, not too long.
enum EventValueWords {
    static func cut(_ text: String) -> String {
        let flat = String(
            String.UnicodeScalarView(
                text.unicodeScalars.prefix(200).map { $0.value < 0x20 || $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" ? " " : $0 }))
        return flat.isEmpty ? "x" : flat
    }
}
