import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CanonicalJSON

/// E401: a campaign id used more than once across all inputs of a run, reported once, at the
/// use that comes last in report order — the file that sorts last, the copy a pull request
/// usually adds (SPEC §19 item 7) — with a note at each other use, in report order. Linear in
/// the number of campaigns (the ids are visited by index, not copied). In a file of `shownIn`
/// (an editor's open documents), every other use is reported too, with notes at the rest.
struct DuplicateIDAnalysis {
    private struct Use: Equatable {
        let file: Int32
        let index: Int32
    }

    var shownIn: Set<PathKey> = []

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
        // Each id's uses, in report order; the ids in the order of their first use.
        var group: [String: Int] = [:]
        var groups: [[Use]] = []
        for use in uses {
            let value = id(use).value
            if let index = group[value] {
                groups[index].append(use)
            } else {
                group[value] = groups.count
                groups.append([use])
            }
        }
        var diagnostics: [Diagnostic] = []
        for group in groups where group.count > 1 {
            let value = id(group[0]).value
            func reported(at use: Use) -> Diagnostic {
                let notes = group.enumerated().filter { $0.element != use }.map { position, other in
                    Note(position == 0 ? AnalysisMessages.firstUseNote(value) : AnalysisMessages.otherUseNote(value), at: location(other))
                }
                return Diagnostic(AnalysisMessages.duplicateID(value), at: location(use), notes: notes)
            }
            diagnostics.append(reported(at: group[group.count - 1]))
            for use in group.dropLast() where shownIn.contains(PathKey(files[Int(use.file)].path)) {
                diagnostics.append(reported(at: use))
            }
        }
        return diagnostics
    }
}
