import CampaignCompiler
import CampaignDiagnostics

/// Which scenario document a diagnostic lies in, found by a binary search over each file's
/// documents: `test` asks it for every error of a run, so thousands of scenarios and errors
/// cost O((S + E) log S), never S × E.
struct ScenarioOwners {
    /// Per file, the scenario documents as (range, index into the list given), by start.
    private let byFile: [String: [(range: SourceRange, index: Int)]]

    /// `documents`: each scenario's file and facts, in any order.
    init(_ documents: [(file: String, facts: ScenarioFacts)]) {
        var byFile: [String: [(range: SourceRange, index: Int)]] = [:]
        for (index, document) in documents.enumerated() {
            byFile[document.file, default: []].append((document.facts.documentRange, index))
        }
        self.byFile = byFile.mapValues { $0.sorted { $0.range.start < $1.range.start } }
    }

    /// The index of the scenario whose document holds the diagnostic's start, or nil.
    func owner(of diagnostic: Diagnostic) -> Int? {
        guard let documents = byFile[diagnostic.location.file] else { return nil }
        let position = diagnostic.location.range.start
        // The last document that starts at or before the position.
        let low = documents.partitionPoint { $0.range.start <= position }
        guard low > 0, position <= documents[low - 1].range.end else { return nil }
        return documents[low - 1].index
    }
}
