import CampaignModel

extension CompiledFile {
    /// What the analyses need of this file.
    public var analysisFacts: AnalysisFacts { storedAnalysisFacts ?? factsOfCampaigns }

    /// `analysisFacts` worked out from the campaigns.
    var factsOfCampaigns: AnalysisFacts {
        // Each decoded campaign goes with the id of its document (it has one: a campaign
        // cannot decode without its id); both lists are in document order.
        var next = campaigns.startIndex
        var facts = AnalysisFacts(
            path: path,
            campaigns: campaignIDs.map { occurrence in
                var contender: PriorityContender?
                if next < campaigns.endIndex, campaigns[next].documentIndex == occurrence.documentIndex {
                    contender = PriorityContender(campaigns[next])
                    next += 1
                }
                var facts = CampaignFacts(id: occurrence.id, contender: contender)
                if contender != nil { facts.units = unitFacts[occurrence.documentIndex] }
                return facts
            }, scenarios: scenarioFacts)
        // Only a localised project has translation files to measure against these shapes.
        facts.fitShapes =
            localeFacts == nil
            ? []
            : campaigns.compactMap { campaign in
                FitSubjects.layout(of: campaign.message).map {
                    FitShape(campaign: campaign.id.value, layout: $0, buttons: campaign.message.buttons.count, units: Set(campaign.translationUnits.map(\.id)))
                }
            }
        facts.translationFit = translationFit
        facts.locales = localeFacts
        facts.translationFile = translationFileFacts
        return facts
    }
}
