import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignPayload
import CampaignWorkspace
import DeliverySimulator

/// What `campaignc test` keeps of one input: its scenarios as the checks decoded them (each
/// file is compiled once), what the checks learned of them, the source ranges of its campaigns
/// (for notes that point at them), its whole text (for the snippets of failures), and —
/// unless the run reads a `--payload` — its campaigns' trigger objects, as `compile` writes them.
public struct SimulationInputs: Sendable {
    public let source: SourceFile
    public let scenarios: [Scenario]
    public let scenarioFacts: [ScenarioFacts]
    public let campaignSources: [CampaignSources]
    /// The file's part of the payload the scenarios run against; nil with `--payload`.
    public let payload: EncodedCampaigns?

    public init(source: SourceFile, compiled: CompiledFile, encoding: PayloadEncoding?) {
        self.source = source
        scenarios = compiled.scenarios
        scenarioFacts = compiled.scenarioFacts
        campaignSources = compiled.campaigns.map { CampaignSources(campaign: $0, file: compiled.path) }
        payload = encoding.map { PayloadBuilder.encode(compiled.campaigns, layout: $0.layout, style: $0.style) }
    }
}

extension FileKeeper where Product == SimulationInputs {
    /// `test`'s product: each file's scenarios and campaign sources, and with `encoding` (when
    /// the scenarios run against the inputs' own campaigns) their trigger objects.
    static func simulationInputs(encoding: PayloadEncoding?) -> FileKeeper<SimulationInputs> {
        FileKeeper { source, _, compiled in SimulationInputs(source: source, compiled: compiled, encoding: encoding) }
    }
}
