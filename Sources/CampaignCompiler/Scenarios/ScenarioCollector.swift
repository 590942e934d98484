import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// Picks the scenario documents out of a file's stream (SPEC §1) and decodes them.
struct ScenarioCollector {
    let path: String
    private(set) var scenarios: [Scenario] = []
    private(set) var facts: [ScenarioFacts] = []
    /// Scenario documents skipped by `compile`.
    var skipped = 0
    /// Scenario documents (and documents with both keys) taken here or skipped.
    private(set) var taken = 0
    /// Every document that is not a campaign.
    var documents: Int { taken + skipped }

    init(path: String) {
        self.path = path
    }

    /// True when `document` is not a campaign: a scenario (decoded here), or a document with
    /// both `scenario` and `campaign` (E101 at `scenario`, decoded as neither).
    mutating func take(_ document: YAMLDocument, context: DecodingContext, frontEndErrors: [Diagnostic]) -> Bool {
        let root = document.root
        guard let scenarioKey = ScenarioDecoder.writtenKey("scenario", in: root) else { return false }
        taken += 1
        if ScenarioDecoder.writtenKey("campaign", in: root) != nil {
            context.report(ScenarioMessages.campaignAndScenario, at: scenarioKey.key.range)
            return true
        }
        let result = ScenarioDecoder(context: context).decode(document)
        guard let id = result.id else { return true }
        let range = root.range
        let broken = frontEndErrors.contains { range.start <= $0.location.range.start && $0.location.range.start <= range.end }
        facts.append(
            ScenarioFacts(
                id: id, campaignReferences: result.campaignReferences, documentIndex: document.index, documentRange: range,
                untimedProperties: result.untimedProperties, platform: result.platform
            ))
        if let scenario = result.scenario, !broken { scenarios.append(scenario) }
        return true
    }
}
