public import CampaignDiagnostics
public import CampaignLiquid
import CampaignMessages
public import CampaignModel
public import CampaignPayload

/// Runs scenarios against the trigger objects of one payload (SPEC §9). A value: every run
/// starts from a fresh device, so scenarios may run in any order, or in parallel.
public struct Simulator: Sendable {
    public let payload: SimulationPayload
    /// Campaign sources for notes; empty with `--payload`.
    public let sources: TriggerSourceMap
    /// The project file's `simulator:` options.
    public let projectOptions: SimulatorOptions
    /// Zone rules for `time_zone` in the messages (UTC alone by default).
    public let timeZones: any LiquidTimeZoneProvider
    /// (v4) How a device's `locale` picks its texts (SPEC §16.1); by default from the
    /// payload's `translations`.
    public let locales: LocaleSelection?
    let regexes: RegexTable
    /// The triggers by the event they name.
    let index: TriggerIndex
    /// Each trigger's position by id (ids are unique in a payload the simulator reads).
    let triggerIndex: [String: Int]

    public init(
        payload: SimulationPayload, sources: TriggerSourceMap = TriggerSourceMap(), projectOptions: SimulatorOptions = SimulatorOptions(),
        timeZones: any LiquidTimeZoneProvider = LiquidFixedTimeZones(), locales: LocaleSelection? = nil
    ) {
        self.payload = payload
        self.locales = locales ?? payload.translations.map(LocaleSelection.init)
        self.sources = sources
        self.projectOptions = projectOptions
        self.timeZones = timeZones
        regexes = RegexTable(payload.triggers)
        index = TriggerIndex(payload.triggers)
        triggerIndex = Dictionary(payload.triggers.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The locale a device of locale `tag` shows, by the fallback of SPEC §16.1, and its texts
    /// (campaign → unit → text); nil and none for the source (`tag` nil: the project's `source`).
    func translations(for tag: String?) -> (locale: String?, texts: [String: [String: String]]) {
        guard let tag, let locales, let translations = payload.translations else { return (nil, [:]) }
        let locale = locales.locale(for: tag)
        return (locale, translations.texts(of: locale))
    }

    /// Runs one scenario of file `file` to its end. With `trace`, the outcome keeps the whole
    /// timeline (`--trace`); without it, memory stays bounded by the longest `expect` window.
    /// `platform`: `test --platform`, in place of the project's (a scenario naming its own
    /// platform keeps it); `label`: the outcome's and the trace's name (`id [web]`), the id
    /// by default.
    public func run(
        _ scenario: Scenario, file: String, trace: Bool = false, platform: SimulatorPlatform? = nil, label: String? = nil
    ) -> ScenarioOutcome {
        let options = ResolvedSimulatorOptions(project: projectOptions, scenario: scenario.simulator, commandLine: platform)
        let name = label ?? scenario.id.value
        let engine = DeliveryEngine(simulator: self, scenario: scenario, options: options, keepTrace: trace)
        var runner = StepRunner(engine: engine, file: file, scenario: scenario)
        for step in scenario.steps { runner.run(step) }
        var diagnostics = runner.diagnostics
        for property in engine.unreadableTimes {
            guard case .string(let text) = property.value.value else { continue }
            diagnostics.append(
                Diagnostic(
                    ExpectationMessages.unreadableTime(property: property.name.value, value: text),
                    at: SourceLocation(file: file, range: property.value.range)
                ))
        }
        // A message rendered at session start fails for the scenario; one rendered at its
        // trigger, at the step that fired it. The note shows the field in the campaign.
        let failures = engine.rendering.failures.map { TriggerRenderFailure(failure: $0, step: nil) } + engine.triggerFailures
        for failure in failures {
            let message = ExpectationMessages.renderFailed(
                failure.failure.campaign, user: engine.rendering.userName, field: failure.failure.field, detail: failure.failure.message)
            let notes = sources.location(failure.failure.campaign) { $0.texts[failure.failure.field] }.map { location in
                [Note(ExpectationMessages.renderedField(failure.failure.field, campaign: failure.failure.campaign), at: location)]
            }
            diagnostics.append(
                Diagnostic(message, at: SourceLocation(file: file, range: failure.step ?? scenario.id.range), notes: notes ?? []))
        }
        let timeline = engine.finishedTrace().map { ScenarioTrace(scenario: name, options: options, entries: $0) }
        return ScenarioOutcome(
            id: name, file: file, line: scenario.id.range.start.line,
            result: diagnostics.contains { $0.severity == .error } ? .fail : .pass, diagnostics: diagnostics.sortedForReport(), trace: timeline,
            platform: options.platform
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
    /// E602, E605 and W606 of the run.
    public var diagnostics: [Diagnostic]
    /// The timeline, when the scenario ran with `trace`.
    public var trace: ScenarioTrace?
    /// The platform it ran as; nil when it did not run.
    public var platform: SimulatorPlatform?

    public init(
        id: String, file: String, line: Int, result: Result, diagnostics: [Diagnostic], trace: ScenarioTrace?, platform: SimulatorPlatform? = nil
    ) {
        self.id = id
        self.file = file
        self.line = line
        self.result = result
        self.diagnostics = diagnostics
        self.trace = trace
        self.platform = platform
    }
}
