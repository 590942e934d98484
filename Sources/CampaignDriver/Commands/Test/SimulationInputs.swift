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

    /// With `localised`, the payload part keeps the units of the campaigns and the texts of a
    /// translation file (SPEC §6).
    public init(source: SourceFile, compiled: CompiledFile, encoding: PayloadEncoding?, localised: Bool = false) {
        self.source = source
        scenarios = compiled.scenarios
        scenarioFacts = compiled.scenarioFacts
        campaignSources = compiled.campaigns.map { CampaignSources(campaign: $0, file: compiled.path) }
        var payload = encoding.map { PayloadBuilder.encode(compiled.campaigns, layout: $0.layout, style: $0.style, localised: localised) }
        if localised, let file = compiled.translations, let locale = file.locale { payload?.translations = [locale: file.campaigns] }
        self.payload = payload
    }
}

extension FileKeeper where Product == SimulationInputs {
    /// `test`'s product: each file's scenarios and campaign sources, and with `encoding` (when
    /// the scenarios run against the inputs' own campaigns) their trigger objects.
    static func simulationInputs(encoding: PayloadEncoding?, localised: Bool = false) -> FileKeeper<SimulationInputs> {
        FileKeeper { source, _, compiled in SimulationInputs(source: source, compiled: compiled, encoding: encoding, localised: localised) }
    }
}
