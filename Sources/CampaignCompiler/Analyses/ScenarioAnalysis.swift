import CampaignDiagnostics
import CampaignMessages
import CampaignModel

/// (v2) E603: a scenario id used more than once across the inputs (the later uses, with a
/// note at the first); E601: a scenario naming a campaign that no input defines, with a
/// did-you-mean among the campaign ids; E605: an event property that a campaign's `time`
/// filter on that event compares, written as something other than an RFC 3339 time.
/// `files` come in path order.
struct ScenarioAnalysis {
    /// The trigger ids of `test --payload`: the campaigns scenarios may name instead of the
    /// inputs' (E601 then says "in the payload").
    var payloadCampaigns: [String]?

    func run(_ files: [AnalysisFacts]) -> [Diagnostic] {
        let hasScenarios = files.contains { !$0.scenarios.isEmpty }
        guard hasScenarios else { return [] }
        var campaignIDs = Set<String>()
        var sortedIDs: [String] = []
        for id in payloadCampaigns ?? files.flatMap({ $0.campaigns.map(\.id.value) }) where campaignIDs.insert(id).inserted {
            sortedIDs.append(id)
        }
        sortedIDs.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        let unknownCampaign = payloadCampaigns == nil ? AnalysisMessages.unknownCampaign : AnalysisMessages.notInPayload
        let timed = timeFilteredProperties(files)
        var diagnostics: [Diagnostic] = []
        var first: [String: SourceLocation] = [:]
        for file in files {
            for scenario in file.scenarios.sorted(by: { $0.id.range.start < $1.id.range.start }) {
                let location = SourceLocation(file: file.path, range: scenario.id.range)
                if let original = first[scenario.id.value] {
                    diagnostics.append(
                        Diagnostic(
                            AnalysisMessages.duplicateScenarioID(scenario.id.value), at: location,
                            notes: [Note(AnalysisMessages.firstUseNote(scenario.id.value), at: original)]
                        ))
                } else {
                    first[scenario.id.value] = location
                }
                for property in scenario.untimedProperties where timed.contains(TimedProperty(property)) {
                    diagnostics.append(
                        Diagnostic(
                            AnalysisMessages.unreadableTime(property: property.name, value: property.value.value),
                            at: SourceLocation(file: file.path, range: property.value.range)
                        ))
                }
                for name in scenario.campaignReferences where !campaignIDs.contains(name.value) {
                    diagnostics.append(
                        Diagnostic(
                            unknownCampaign(name.value, sortedIDs), at: SourceLocation(file: file.path, range: name.range),
                            fixIts: FixIts.suggestedName(for: name, among: sortedIDs)
                        ))
                }
            }
        }
        return diagnostics
    }

    /// (trigger kind, event or product, property) of every `time` filter of every campaign.
    private func timeFilteredProperties(_ files: [AnalysisFacts]) -> Set<TimedProperty> {
        var result = Set<TimedProperty>()
        for file in files {
            for campaign in file.campaigns {
                for trigger in campaign.contender?.triggers ?? [] {
                    guard let argument = trigger.argument else { continue }
                    for entry in trigger.filters {
                        for filter in entry where filter.type == .time {
                            result.insert(TimedProperty(trigger: trigger.kind, argument: argument, name: filter.property))
                        }
                    }
                }
            }
        }
        return result
    }
}

/// A property that some campaign compares as a time, on one event.
private struct TimedProperty: Hashable {
    let trigger: TriggerKind
    let argument: String
    let name: String

    init(trigger: TriggerKind, argument: String, name: String) {
        self.trigger = trigger
        self.argument = argument
        self.name = name
    }

    init(_ property: UntimedProperty) {
        self.init(trigger: property.trigger, argument: property.argument, name: property.name)
    }
}
