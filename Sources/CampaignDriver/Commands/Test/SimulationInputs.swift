import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import DeliverySimulator

/// What `campaignc test` keeps of one input beyond what `validate` keeps: its scenarios, the
/// source ranges of its campaigns (for notes that point at them) and its whole text (for the
/// snippets of failures).
public struct SimulationInputs: Sendable {
    public let source: SourceFile
    public let scenarios: [Scenario]
    public let scenarioFacts: [ScenarioFacts]
    public let campaignSources: [CampaignSources]

    public init(source: SourceFile, compiled: CompiledFile) {
        self.source = source
        scenarios = compiled.scenarios
        scenarioFacts = compiled.scenarioIDs
        campaignSources = compiled.campaigns.map { CampaignSources(campaign: $0, file: compiled.path) }
    }
}
