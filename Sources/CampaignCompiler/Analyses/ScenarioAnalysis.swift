import CampaignDiagnostics
import CampaignModel

/// (v2) E603: a scenario id used more than once across the inputs (the later uses, with a
/// note at the first); E601: a scenario naming a campaign that no input defines, with a
/// did-you-mean among the campaign ids. `files` come in path order.
struct ScenarioAnalysis {
    func run(_ files: [AnalysisFacts]) -> [Diagnostic] {
        let hasScenarios = files.contains { !$0.scenarios.isEmpty }
        guard hasScenarios else { return [] }
        var campaignIDs = Set<String>()
        var sortedIDs: [String] = []
        for file in files {
            for campaign in file.campaigns where campaignIDs.insert(campaign.id.value).inserted { sortedIDs.append(campaign.id.value) }
        }
        sortedIDs.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var diagnostics: [Diagnostic] = []
        var first: [String: SourceLocation] = [:]
        for file in files {
            for scenario in file.scenarios.sorted(by: { $0.id.range.start < $1.id.range.start }) {
                let location = SourceLocation(file: file.path, range: scenario.id.range)
                if let original = first[scenario.id.value] {
                    diagnostics.append(Diagnostic(
                        .E603, "duplicate scenario id `\(scenario.id.value)`", at: location,
                        notes: [Note("`\(scenario.id.value)` is first used here", at: original)],
                        help: "scenario ids must be unique across all inputs; rename one of them"
                    ))
                } else {
                    first[scenario.id.value] = location
                }
                for name in scenario.campaignReferences where !campaignIDs.contains(name.value) {
                    diagnostics.append(Diagnostic(
                        .E601, "no campaign `\(name.value)` in the inputs", at: SourceLocation(file: file.path, range: name.range),
                        help: DidYouMean.help(for: name.value, among: sortedIDs) ?? "add the campaign's file to the inputs"
                    ))
                }
            }
        }
        return diagnostics
    }
}
