import CampaignCompiler
import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignPayload
import CampaignWorkspace
import CanonicalJSON
import DeliverySimulator

/// The outcome of `campaignc test` before rendering: the report (checks and failures) and one
/// result per scenario, in id order.
struct TestRun {
    var report: DiagnosticReport
    var outcomes: [ScenarioOutcome]
    /// With `--scenario`: the errors of the report outside the selected scenarios, which
    /// still count (SPEC v3 §9.4); nil without `--scenario`.
    var errorsInOtherInputs: Int?
    /// With `--write-baseline`: the baseline of the whole run (checks and scenario runs).
    var recorded: (baseline: Baseline, leftOut: Int)?
}

extension TestOperation {
    /// One scenario document found in the inputs: what the checks learned of it, and its input.
    private struct Found {
        let facts: ScenarioFacts
        let file: String
        /// Index into the run's inputs.
        let input: Int
    }

    /// Runs the selected scenarios against the campaigns' trigger objects (or `fixedPayload`),
    /// then finishes the report's `assembly` with what the runs found: a scenario run's
    /// diagnostics go through the same policy, suppressions, fingerprints and baseline as the
    /// checks' (SPEC §9.4: the same diagnostic has the same fingerprint from every command),
    /// and the report is assembled once.
    static func runScenarios(
        _ inputs: [SimulationInputs], assembly: ReportAssembly, context: CheckContext, jobs: Int, options: TestOptions,
        fixedPayload: SimulationPayload?
    ) async throws(RunError) -> TestRun {
        var assembly = assembly
        var found: [Found] = []
        for (index, input) in inputs.enumerated() {
            for facts in input.scenarioFacts { found.append(Found(facts: facts, file: input.source.path, input: index)) }
        }
        guard !found.isEmpty else {
            throw .usage("no scenarios found in \(InputSelection.named(options.checking.paths, root: context.settings.project.root))")
        }
        let ids = Set(found.map(\.facts.id.value))
        for id in options.scenarioIDs where !ids.contains(id) {
            throw .usage("no scenario '\(id)' in the inputs")
        }
        let wanted = Set(options.scenarioIDs)
        let selected = found.filter { wanted.isEmpty || wanted.contains($0.facts.id.value) }.sorted(by: precedes)
        let owners = ScenarioOwners(selected.map { ($0.file, $0.facts) })

        // The checks' errors, as reported: any outside the scenarios stops every run; a
        // scenario's own stop it alone.
        let errors = assembly.reportedErrors
        let campaignBroken =
            !errors.isEmpty
            && {
                let all = ScenarioOwners(found.map { ($0.file, $0.facts) })
                return errors.contains { all.owner(of: $0) == nil }
            }()
        let broken = Set(errors.compactMap(owners.owner))
        let payload: SimulationPayload
        if let fixedPayload {
            payload = fixedPayload
        } else if campaignBroken {
            // No scenario runs (and the campaigns may not even have unique ids).
            payload = SimulationPayload(triggerMinimumIntervalSeconds: 0, triggers: [])
        } else {
            payload = try compiledPayload(inputs, project: context.settings.project)
        }
        let sources = fixedPayload == nil ? TriggerSourceMap(inputs.flatMap(\.campaignSources)) : TriggerSourceMap()
        let simulator = Simulator(payload: payload, sources: sources, projectOptions: context.settings.project.simulator)
        // The scenarios to run, by input, from the scenarios its check decoded.
        var byInput: [Int: [ScenarioFileRun.Item]] = [:]
        for (index, item) in selected.enumerated() where !campaignBroken && !broken.contains(index) {
            byInput[item.input, default: []].append(ScenarioFileRun.Item(index: index, documentIndex: item.facts.documentIndex))
        }
        let fileRun = ScenarioFileRun(simulator: simulator, context: context, trace: options.trace)
        let files = byInput.keys.sorted().map { (input: inputs[$0], items: byInput[$0] ?? []) }
        let ran = await ParallelWork.map(files, jobs: jobs) { file in fileRun.run(file.items, of: file.input) }
        var outcomes: [ScenarioOutcome] = selected.map { item in
            // Not run: every campaign error stops all scenarios; a scenario's own errors fail it.
            ScenarioOutcome(
                id: item.facts.id.value, file: item.file, line: item.facts.id.range.start.line,
                result: campaignBroken ? .notRun : .fail, diagnostics: [], trace: nil
            )
        }
        for (index, outcome) in ran.joined() { outcomes[index] = outcome }
        assembly.add(late: outcomes.flatMap(\.diagnostics))
        let assembled = assembly.finish(sources: inputs.map(\.source))
        let others = wanted.isEmpty ? nil : assembled.report.diagnostics.count { $0.severity == .error && owners.owner(of: $0) == nil }
        return TestRun(report: assembled.report, outcomes: outcomes, errorsInOtherInputs: others, recorded: assembled.recorded)
    }

    private static func precedes(_ a: Found, _ b: Found) -> Bool {
        if a.facts.id.value != b.facts.id.value { return UTF8Order.precedes(a.facts.id.value, b.facts.id.value) }
        if a.file != b.file { return UTF8Order.precedes(a.file, b.file) }
        return a.facts.id.range.start < b.facts.id.range.start
    }

    /// The payload document the compiler would write, read back as trigger objects.
    private static func compiledPayload(_ inputs: [SimulationInputs], project: ProjectSettings) throws(RunError) -> SimulationPayload {
        let parts = inputs.compactMap(\.payload)
        let bytes = PayloadBuilder(project: project).build(parts, layout: .documentElement, style: .compact).document()
        do {
            return try SimulationPayload.read(bytes, requireVersion: false)
        } catch {
            throw .internal("the simulator cannot read the compiler's payload: \(error.message)")
        }
    }
}
