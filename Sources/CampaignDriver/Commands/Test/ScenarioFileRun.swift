import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignWorkspace
import DeliverySimulator

/// Runs the selected scenarios of one input, each on a fresh simulated device, from the
/// scenarios the checks decoded (the file is not compiled again).
struct ScenarioFileRun: Sendable {
    /// One scenario run: its place in the run's list, its document in the file, and the
    /// platform and name it runs with (`test --platform`).
    struct Item: Sendable {
        let index: Int
        let documentIndex: Int
        let run: TestPlatform.Run
    }

    let simulator: Simulator
    let policy: SeverityPolicy
    let trace: Bool

    init(simulator: Simulator, context: CheckContext, trace: Bool) {
        self.simulator = simulator
        policy = context.policy
        self.trace = trace
    }

    /// Each item's outcome, with its index.
    func run(_ items: [Item], of input: SimulationInputs) -> [(Int, ScenarioOutcome)] {
        let byDocument = Dictionary(input.scenarios.map { ($0.documentIndex, $0) }, uniquingKeysWith: { first, _ in first })
        return items.compactMap { item in
            guard let scenario = byDocument[item.documentIndex] else { return nil }
            var outcome = simulator.run(scenario, file: input.source.path, trace: trace, platform: item.run.platform, label: item.run.label)
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
