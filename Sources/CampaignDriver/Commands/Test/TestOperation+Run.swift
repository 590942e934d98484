import CampaignCompiler
import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignPayload
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
    /// One scenario document found in the inputs, decoded or not.
    private struct Found {
        let facts: ScenarioFacts
        let file: String
        let scenario: Scenario?
    }

    /// Runs the selected scenarios against the campaigns' trigger objects (or `fixedPayload`),
    /// then assembles the report once more with what the runs found: a scenario run's
    /// diagnostics go through the same policy, suppressions, fingerprints and baseline as the
    /// checks' (SPEC §9.4: the same diagnostic has the same fingerprint from every command).
    static func runScenarios(
        _ checked: DriverRun.Checked<SimulationInputs>, context: CheckContext, jobs: Int, options: TestOptions,
        fixedPayload: SimulationPayload?
    ) async throws(DriverError) -> TestRun {
        let inputs = checked.products
        var found: [Found] = []
        for input in inputs {
            for facts in input.scenarioFacts {
                let scenario = input.scenarios.first { $0.documentIndex == facts.documentIndex }
                found.append(Found(facts: facts, file: input.source.path, scenario: scenario))
            }
        }
        guard !found.isEmpty else {
            throw .usage("no scenarios found in \(options.checking.paths.map { "'\($0)'" }.joined(separator: ", "))")
        }
        for id in options.scenarioIDs where !found.contains(where: { $0.facts.id.value == id }) {
            throw .usage("no scenario '\(id)' in the inputs")
        }
        let selected =
            found
            .filter { options.scenarioIDs.isEmpty || options.scenarioIDs.contains($0.facts.id.value) }
            .sorted(by: precedes)

        // The checks' errors, as reported: any outside the scenarios stops every run; a
        // scenario's own stop it alone.
        let errors = checked.report.diagnostics.filter { $0.severity == .error }
        let campaignBroken = errors.contains { error in !found.contains { owns($0, error) } }
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
        // Each scenario runs on a fresh device, so they run in parallel; results keep id order.
        let runnable: [RunItem] = selected.indices.compactMap { index in
            let item = selected[index]
            guard !campaignBroken, !errors.contains(where: { owns(item, $0) }), let scenario = item.scenario else { return nil }
            return RunItem(index: index, scenario: scenario, file: item.file)
        }
        let policy = context.policy
        let trace = options.trace
        let ran = await ParallelWork.map(runnable, jobs: jobs) { item -> ScenarioOutcome in
            var outcome = simulator.run(item.scenario, file: item.file, trace: trace)
            // A failed expectation belongs to its scenario (its JUnit test case, its fingerprint).
            outcome.diagnostics = outcome.diagnostics.map { diagnostic in
                var owned = diagnostic
                owned.unit = owned.unit ?? item.scenario.id.value
                return owned
            }
            if policy.apply(outcome.diagnostics).contains(where: { $0.severity == .error }) { outcome.result = .fail }
            return outcome
        }
        var outcomes: [ScenarioOutcome] = selected.map { item in
            // Not run: every campaign error stops all scenarios; a scenario's own errors fail it.
            ScenarioOutcome(
                id: item.facts.id.value, file: item.file, line: item.facts.id.range.start.line,
                result: campaignBroken ? .notRun : .fail, diagnostics: [], trace: nil
            )
        }
        for (item, outcome) in zip(runnable, ran) { outcomes[item.index] = outcome }
        let assembled = context.report(
            checked.summaries, analysis: checked.analysis, late: outcomes.flatMap(\.diagnostics), sources: inputs.map(\.source)
        )
        let others =
            options.scenarioIDs.isEmpty
            ? nil
            : assembled.report.diagnostics.count { error in error.severity == .error && !selected.contains { owns($0, error) } }
        return TestRun(report: assembled.report, outcomes: outcomes, errorsInOtherInputs: others, recorded: assembled.recorded)
    }

    /// One scenario to run.
    private struct RunItem: Sendable {
        let index: Int
        let scenario: Scenario
        let file: String
    }

    private static func precedes(_ a: Found, _ b: Found) -> Bool {
        if a.facts.id.value != b.facts.id.value { return UTF8Order.precedes(a.facts.id.value, b.facts.id.value) }
        if a.file != b.file { return UTF8Order.precedes(a.file, b.file) }
        return a.facts.id.range.start < b.facts.id.range.start
    }

    private static func owns(_ item: Found, _ diagnostic: Diagnostic) -> Bool {
        diagnostic.location.file == item.file && item.facts.contains(diagnostic.location.range.start)
    }

    /// The payload document the compiler would write, read back as trigger objects.
    private static func compiledPayload(_ inputs: [SimulationInputs], project: ProjectSettings) throws(DriverError) -> SimulationPayload {
        let parts = inputs.compactMap(\.payload)
        let bytes = PayloadBuilder(project: project).build(parts, layout: .documentElement, style: .compact).document()
        do {
            return try SimulationPayload.read(bytes, requireVersion: false)
        } catch {
            throw .internal("the simulator cannot read the compiler's payload: \(error.message)")
        }
    }
}
