import CampaignDiagnostics

/// E401: a campaign id used more than once across all inputs of a run. The first use in
/// report order (file, then position) is the original; every later use is reported, with
/// a note at the first. Linear in the number of campaigns.
struct DuplicateIDAnalysis {
    func run(_ files: [CompiledFile]) -> [Diagnostic] {
        let occurrences = files.flatMap(\.campaignIDs).sorted { reportOrder($0.location, $1.location) }
        var first: [String: CampaignIDOccurrence] = [:]
        var diagnostics: [Diagnostic] = []
        for occurrence in occurrences {
            guard let original = first[occurrence.id.value] else {
                first[occurrence.id.value] = occurrence
                continue
            }
            diagnostics.append(Diagnostic(
                .E401,
                "duplicate campaign id `\(occurrence.id.value)`",
                at: occurrence.location,
                notes: [Note("`\(occurrence.id.value)` is first used here", at: original.location)],
                help: "campaign ids must be unique across all inputs; rename one of them"
            ))
        }
        return diagnostics
    }
}

/// Report order of two locations: file (byte-wise), then line, then column.
func reportOrder(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
    if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
    return a.range.start < b.range.start
}
