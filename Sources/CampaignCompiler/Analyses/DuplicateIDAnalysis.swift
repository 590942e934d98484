import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CanonicalJSON

/// E401: a campaign id used more than once across all inputs of a run. The first use in
/// report order (file, then position) is the original; every later use is reported, with
/// a note at the first. Linear in the number of campaigns (the ids are visited by index,
/// not copied).
struct DuplicateIDAnalysis {
    private struct Use {
        let file: Int32
        let index: Int32
    }

    func run(_ files: [AnalysisFacts]) -> [Diagnostic] {
        func id(_ use: Use) -> Located<String> { files[Int(use.file)].campaigns[Int(use.index)].id }
        func location(_ use: Use) -> SourceLocation { SourceLocation(file: files[Int(use.file)].path, range: id(use).range) }
        var uses: [Use] = []
        for (fileIndex, file) in files.enumerated() {
            for index in file.campaigns.indices { uses.append(Use(file: Int32(fileIndex), index: Int32(index))) }
        }
        // Files come sorted by path and ids in document order, so the uses are usually in
        // report order already; sort only when they are not.
        let inOrder = zip(uses, uses.dropFirst()).allSatisfy { !SourceLocation.reportOrder(location($1), location($0)) }
        if !inOrder {
            uses.sort { SourceLocation.reportOrder(location($0), location($1)) }
        }
        var first: [String: Use] = [:]
        var diagnostics: [Diagnostic] = []
        for use in uses {
            let value = id(use).value
            guard let original = first[value] else {
                first[value] = use
                continue
            }
            diagnostics.append(
                Diagnostic(
                    AnalysisMessages.duplicateID(value), at: location(use), notes: [Note(AnalysisMessages.firstUseNote(value), at: location(original))]
                ))
        }
        return diagnostics
    }
}
