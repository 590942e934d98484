import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// Runs scenarios against the trigger objects of one payload (SPEC §9). A value: every run
/// starts from a fresh device, so scenarios may run in any order, or in parallel.
public struct Simulator: Sendable {
    public let payload: SimulationPayload
    /// Campaign sources for notes; empty with `--payload`.
    public let sources: TriggerSourceMap
    /// The project file's `simulator:` options.
    public let projectOptions: SimulatorOptions
    private let regexes: RegexTable

    public init(payload: SimulationPayload, sources: TriggerSourceMap = TriggerSourceMap(), projectOptions: SimulatorOptions = SimulatorOptions()) {
        self.payload = payload
        self.sources = sources
        self.projectOptions = projectOptions
        regexes = RegexTable(payload.triggers)
    }

    /// Runs one scenario of file `file` to its end.
    public func run(_ scenario: Scenario, file: String) -> ScenarioOutcome {
        let options = ResolvedSimulatorOptions(project: projectOptions, scenario: scenario.simulator)
        let engine = DeliveryEngine(
            payload: payload, campaigns: scenario.campaigns.map { Set($0.map(\.value)) }, options: options, scenario: scenario,
            sources: sources, regexes: regexes
        )
        var runner = StepRunner(engine: engine, file: file, scenario: scenario)
        for step in scenario.steps { runner.run(step) }
        var diagnostics = runner.diagnostics
        for property in engine.filters.unreadableTimes {
            diagnostics.append(
                Diagnostic(
                    ExpectationMessages.unreadableTime(property: property.name.value, value: EventValueText.of(property.value.value)),
                    at: SourceLocation(file: file, range: property.value.range)
                ))
        }
        let trace = ScenarioTrace(scenario: scenario.id.value, options: options, entries: engine.entries)
        return ScenarioOutcome(
            id: scenario.id.value, file: file, line: scenario.id.range.start.line,
            result: diagnostics.isEmpty ? .pass : .fail, diagnostics: diagnostics.sortedForReport(), trace: trace
        )
    }
}

/// The result of one scenario.
public struct ScenarioOutcome: Hashable, Sendable {
    public enum Result: String, Hashable, Sendable {
        case pass, fail
        case notRun = "not_run"
    }

    public var id: String
    public var file: String
    public var line: Int
    public var result: Result
    /// E602 and E605 of the run.
    public var diagnostics: [Diagnostic]
    /// Nil when the scenario did not run.
    public var trace: ScenarioTrace?

    public init(id: String, file: String, line: Int, result: Result, diagnostics: [Diagnostic], trace: ScenarioTrace?) {
        self.id = id
        self.file = file
        self.line = line
        self.result = result
        self.diagnostics = diagnostics
        self.trace = trace
    }
}
