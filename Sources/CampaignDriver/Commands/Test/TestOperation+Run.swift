import CampaignCompiler
import CampaignDiagnostics
import CampaignLiquid
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
        fixedPayload: SimulationPayload?, files: (any SourceFileSystem)? = nil
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
        let simulator = Simulator(
            payload: payload, sources: sources, projectOptions: context.settings.project.simulator,
            timeZones: zoneRules(payload, users: inputs.flatMap { $0.scenarios.compactMap(\.user?.timeZone) }, files: files))
        // The scenarios to run, by input, from the scenarios its check decoded; each selected
        // scenario's runs (`--platform all`: one per platform), in order.
        let runs = selected.enumerated().flatMap { index, item in
            TestPlatform.runs(of: options.platform, id: item.facts.id.value, pinned: item.facts.platform).map { (selected: index, run: $0) }
        }
        var byInput: [Int: [ScenarioFileRun.Item]] = [:]
        for (index, entry) in runs.enumerated() where !campaignBroken && !broken.contains(entry.selected) {
            let item = selected[entry.selected]
            byInput[item.input, default: []].append(ScenarioFileRun.Item(index: index, documentIndex: item.facts.documentIndex, run: entry.run))
        }
        let fileRun = ScenarioFileRun(simulator: simulator, context: context, trace: options.trace)
        let files = byInput.keys.sorted().map { (input: inputs[$0], items: byInput[$0] ?? []) }
        let ran = await ParallelWork.map(files, jobs: jobs) { file in fileRun.run(file.items, of: file.input) }
        var outcomes: [ScenarioOutcome] = runs.map { entry in
            // Not run: every campaign error stops all scenarios; a scenario's own errors fail it.
            let item = selected[entry.selected]
            return ScenarioOutcome(
                id: entry.run.label ?? item.facts.id.value, file: item.file, line: item.facts.id.range.start.line,
                result: campaignBroken ? .notRun : .fail, diagnostics: [], trace: nil, platform: item.facts.platform ?? entry.run.platform
            )
        }
        for (index, outcome) in ran.joined() { outcomes[index] = outcome }
        assembly.add(late: outcomes.flatMap(\.diagnostics))
        var assembled = assembly.finish(sources: inputs.map(\.source))
        let ranSelected = Set(zip(runs, outcomes).filter { $0.1.result != .notRun }.map(\.0.selected))
        assembled.report.units = Self.selectedUnits(assembled.report.units, found: found, selected: selected, ran: ranSelected)
        if options.platform == .all {
            assembled.report.units = Self.unitsPerRun(assembled.report.units, runs: runs.map { (selected[$0.selected], $0.run) })
        }
        let others = wanted.isEmpty ? nil : assembled.report.diagnostics.count { $0.severity == .error && owners.owner(of: $0) == nil }
        return TestRun(report: assembled.report, outcomes: outcomes, errorsInOtherInputs: others, recorded: assembled.recorded)
    }

    /// The JUnit units of the run (SPEC §19 item 8): every campaign, and of the scenarios only
    /// the selected ones, each skipped when it did not run (`--platform all`: when no run of it
    /// ran).
    private static func selectedUnits(_ units: [ReportUnit], found: [Found], selected: [Found], ran: Set<Int>) -> [ReportUnit] {
        // Looked up by file and id, then by place (one id may name several documents).
        func index(_ list: [Found]) -> [String: [Int]] { Dictionary(grouping: list.indices) { list[$0].file + "\u{0}" + list[$0].facts.id.value } }
        let (everyScenario, selectedScenarios) = (index(found), index(selected))
        func scenario(of unit: ReportUnit, in table: [String: [Int]], of list: [Found]) -> Int? {
            table[unit.file + "\u{0}" + unit.id]?.first { unit.contains(list[$0].facts.id.range.start) }
        }
        return units.compactMap { unit in
            guard scenario(of: unit, in: everyScenario, of: found) != nil else { return unit }
            guard let index = scenario(of: unit, in: selectedScenarios, of: selected) else { return nil }
            var kept = unit
            kept.skipped = !ran.contains(index)
            return kept
        }
    }

    /// `--platform all`: each selected scenario's document stands for one unit per run
    /// (`id [ios]`, …) with its range, so the JUnit report has one test case per run; every
    /// other unit stays as it is.
    private static func unitsPerRun(_ units: [ReportUnit], runs: [(Found, TestPlatform.Run)]) -> [ReportUnit] {
        var labels: [String: [String: [String]]] = [:]
        for (item, run) in runs {
            guard let label = run.label else { continue }
            labels[item.file, default: [:]][item.facts.id.value, default: []].append(label)
        }
        return units.flatMap { unit -> [ReportUnit] in
            guard let names = labels[unit.file]?[unit.id] else { return [unit] }
            return names.map { ReportUnit(file: unit.file, id: $0, range: unit.range, skipped: unit.skipped) }
        }
    }

    private static func precedes(_ a: Found, _ b: Found) -> Bool {
        if a.facts.id.value != b.facts.id.value { return UTF8Order.precedes(a.facts.id.value, b.facts.id.value) }
        if a.file != b.file { return UTF8Order.precedes(a.file, b.file) }
        return a.facts.id.range.start < b.facts.id.range.start
    }

    /// The payload document the compiler would write, read back as trigger objects.
    /// The zone rules the messages and the scenarios' users name, read through `files`; UTC
    /// alone without a file system (the explain examples).
    private static func zoneRules(_ payload: SimulationPayload, users: [String], files: (any SourceFileSystem)?) -> any LiquidTimeZoneProvider {
        guard let files else { return LiquidFixedTimeZones() }
        let texts = payload.triggers.flatMap { trigger in MessageTexts.fields(of: trigger.data).map(\.text) }
        return ZoneNames.rules(texts: texts, names: users, files: files)
    }

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
