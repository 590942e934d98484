import CampaignDiagnostics

/// Which fix-its one pass of `validate --fix` applies to a file (SPEC §13.2): the safe fix-its
/// of the diagnostics the run reports for it, in report order, each whose range overlaps none
/// taken before it (an identical edit — same range and replacement — counts once; two that
/// write the same key into one mapping overlap); none at all
/// in a file with any of `E001`–`E008`, whose stream did not read as written — unless the
/// front end's diagnostic carries a safe fix-it, which it gives only where the stream read as
/// written and the place is certain (a Unicode space that indents a line).
public enum FixSelection {
    /// The edits of one pass for one file; `diagnostics` are the file's reported ones, in report order.
    public static func edits(for diagnostics: [Diagnostic]) -> [TextEdit] {
        guard !diagnostics.contains(where: blocksFixes) else { return [] }
        var taken: [TextEdit] = []
        var writtenKeys = Set<[UInt8]>()
        for diagnostic in diagnostics {
            for fixIt in diagnostic.fixIts where fixIt.safe {
                let edit = TextEdit(
                    range: fixIt.range.start.offset..<max(fixIt.range.start.offset, fixIt.range.end.offset), replacement: Array(fixIt.replacement.utf8))
                if taken.contains(where: { $0.overlaps(edit) }) { continue }
                // A second rename to a key one taken writes into the same mapping overlaps it.
                if let key = fixIt.writtenKey, !writtenKeys.insert(key).inserted { continue }
                taken.append(edit)
            }
        }
        return taken
    }

    /// The edits of one pass for every file of a report, by file, in report order of the files.
    public static func edits(in report: [Diagnostic]) -> [(file: String, edits: [TextEdit])] {
        var order: [String] = []
        var byFile: [PathKey: [Diagnostic]] = [:]
        for diagnostic in report {
            let file = diagnostic.location.file
            if byFile[PathKey(file)] == nil { order.append(file) }
            byFile[PathKey(file), default: []].append(diagnostic)
        }
        return order.compactMap { file in
            let edits = edits(for: byFile[PathKey(file)] ?? [])
            return edits.isEmpty ? nil : (file, edits)
        }
    }

    /// A file with any of these is never changed: `E001`–`E008`.
    static let unreadableCodes: Set<DiagnosticCode> = [.E001, .E002, .E003, .E004, .E005, .E006, .E007, .E008]

    /// True for a diagnostic that keeps its file from being changed: one of `unreadableCodes`
    /// without a safe fix-it of its own.
    static func blocksFixes(_ diagnostic: Diagnostic) -> Bool {
        unreadableCodes.contains(diagnostic.code) && !diagnostic.fixIts.contains(where: \.safe)
    }

    /// At most this many passes apply fix-its (a fix can reveal another).
    public static let maximumPasses = 10
}
