import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import DeliverySimulator

/// Runs the selected scenarios of one input: decodes the file again (as the checks did, so the
/// scenarios are the same values) and runs each on a fresh simulated device. The decoded file
/// lives only while its scenarios run.
struct ScenarioFileRun: Sendable {
    /// One scenario run: its place in the run's list, its document in the file, and the
    /// platform and name it runs with (`test --platform`).
    struct Item: Sendable {
        let index: Int
        let documentIndex: Int
        let run: TestPlatform.Run
    }

    let simulator: Simulator
    let settings: CompilationSettings
    let policy: SeverityPolicy
    let trace: Bool
    private let compiler: CampaignCompiler

    init(simulator: Simulator, context: CheckContext, trace: Bool) {
        self.simulator = simulator
        settings = context.settings
        policy = context.policy
        self.trace = trace
        var compiler = CampaignCompiler(project: context.settings.project, now: context.settings.now, files: context.files)
        // The checks already placed every diagnostic of the file; the run needs only the scenarios.
        compiler.recordsAnchorPlaces = false
        self.compiler = compiler
    }

    /// Each item's outcome, with its index.
    func run(_ items: [Item], of source: SourceFile) -> [(Int, ScenarioOutcome)] {
        let compiled = compiler.compile(YAMLParser.parse(source, limits: settings.limits))
        let byDocument = Dictionary(compiled.scenarios.map { ($0.documentIndex, $0) }, uniquingKeysWith: { first, _ in first })
        return items.compactMap { item in
            guard let scenario = byDocument[item.documentIndex] else { return nil }
            var outcome = simulator.run(scenario, file: source.path, trace: trace, platform: item.run.platform, label: item.run.label)
            // A failed expectation belongs to its scenario's run (its JUnit test case, its
            // fingerprint); under `--platform all` its message names the run.
            outcome.diagnostics = outcome.diagnostics.map { diagnostic in
                var owned = diagnostic
                if let label = item.run.label {
                    owned.unit = label
                    owned.message = "\(label): " + owned.message
                } else {
                    owned.unit = owned.unit ?? scenario.id.value
                }
                return owned
            }
            if policy.apply(outcome.diagnostics).contains(where: { $0.severity == .error }) { outcome.result = .fail }
            return (item.index, outcome)
        }
    }
}
