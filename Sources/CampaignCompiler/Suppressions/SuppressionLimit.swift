public import CampaignDiagnostics
import CampaignMessages

/// The cap on the diagnostics about suppression comments (issue 23 item 15): like the
/// decoder's, at most 1,000 per file, the last one kept saying how many more there are.
/// `W011`, `W012` and `E108` are capped as the scanner finds them, `W010` as the matcher makes
/// them (`unused`). Every comment still suppresses what it covers.
public struct SuppressionLimit {
    /// The most diagnostics of each of the two kinds kept per file.
    static let perFile = DecodingContext.diagnosticLimit

    /// The cap of `W010`, for `SuppressionMatcher.apply`.
    public static let unused = PerFileLimit(count: perFile, note: { LimitNotes.unreported($0, limit: perFile) })

    /// The diagnostics made but not kept.
    private(set) var unreported = 0

    /// Appends `make()` to `diagnostics` while they hold fewer than `perFile`; counts it otherwise.
    mutating func add(to diagnostics: inout [Diagnostic], _ make: () -> Diagnostic) {
        guard diagnostics.count < Self.perFile else {
            unreported += 1
            return
        }
        diagnostics.append(make())
    }

    /// Notes on the last of `diagnostics` how many were not kept, if any.
    func noteUnreported(in diagnostics: inout [Diagnostic]) {
        guard unreported > 0, !diagnostics.isEmpty else { return }
        diagnostics[diagnostics.count - 1].notes.append(Note(LimitNotes.unreported(unreported, limit: Self.perFile)))
    }
}
