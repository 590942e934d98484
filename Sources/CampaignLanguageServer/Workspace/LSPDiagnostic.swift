import CampaignDiagnostics
import CanonicalJSON

/// A campaignc diagnostic as LSP's `Diagnostic` (SPEC §13.5): the range through byte offsets
/// (§13.4), the severity after the policy, the message with its note and help lines, the notes
/// with a location as `relatedInformation`, `Unnecessary` for W010, and the fingerprint and
/// fix-its as `data`: a `PublishedDiagnostic` value, written as JSON only when it is sent.
struct LSPDiagnostic {
    /// The lines of each file diagnostics point into, by path.
    let lines: [PathKey: LineTable]
    let encoding: PositionEncoding
    /// The URI a path is published under.
    let uri: (String) -> String

    func json(_ diagnostic: Diagnostic) -> JSONValue {
        value(of: diagnostic).json
    }

    /// The diagnostic as it is published, as a value.
    func value(of diagnostic: Diagnostic) -> PublishedDiagnostic {
        value(of: diagnostic, lines: lines[PathKey(diagnostic.location.file)])
    }

    /// The same, given the lines of the diagnostic's own file (nil when not known).
    func value(of diagnostic: Diagnostic, lines fileLines: LineTable?) -> PublishedDiagnostic {
        let range = { (range: SourceRange) in self.range(range, in: fileLines) }
        let related: [PublishedDiagnostic.Related] = diagnostic.notes.compactMap { note in
            guard let location = note.location else { return nil }
            return PublishedDiagnostic.Related(uri: uri(location.file), range: self.range(location), message: note.message)
        }
        return PublishedDiagnostic(
            range: range(diagnostic.location.range), isError: diagnostic.severity == .error, code: diagnostic.code.rawValue,
            message: Self.message(diagnostic), fingerprint: diagnostic.fingerprint,
            fixIts: diagnostic.fixIts.map { fixIt in
                PublishedDiagnostic.FixItValue(
                    title: fixIt.message, safe: fixIt.safe, range: range(fixIt.range),
                    newText: fixIt.replacement)
            },
            related: related, isUnnecessary: diagnostic.code == .W010)
    }

    /// The message, one `note: …` line per note without a location, then `help: …`.
    static func message(_ diagnostic: Diagnostic) -> String {
        var lines = [diagnostic.message]
        for note in diagnostic.notes where note.location == nil { lines.append("note: \(note.message)") }
        if let help = diagnostic.help { lines.append("help: \(help)") }
        return lines.joined(separator: "\n")
    }

    func range(_ location: SourceLocation) -> LSPRange {
        range(location.range, in: lines[PathKey(location.file)])
    }

    /// `range` in a file of `lines`; the file's start when its lines are not known.
    private func range(_ range: SourceRange, in lines: LineTable?) -> LSPRange {
        guard let lines else { return LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0)) }
        return lines.range(range.start.offset..<max(range.start.offset, range.end.offset), in: encoding)
    }
}
