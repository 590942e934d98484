import CampaignDiagnostics
import CanonicalJSON

/// A campaignc diagnostic as LSP's `Diagnostic` (SPEC §13.5): the range through byte offsets
/// (§13.4), the severity after the policy, the message with its note and help lines, the notes
/// with a location as `relatedInformation`, `Unnecessary` for W010, and the fingerprint and
/// fix-its as `data`.
struct LSPDiagnostic {
    /// The lines of each file diagnostics point into, by path.
    let lines: [String: LineTable]
    let encoding: PositionEncoding
    /// The URI a path is published under.
    let uri: (String) -> String

    func json(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [String: JSONValue] = [
            "range": range(diagnostic.location),
            "severity": diagnostic.severity == .error ? 1 : 2,
            "code": .string(diagnostic.code.rawValue),
            "source": "campaignc",
            "message": .string(Self.message(diagnostic)),
            "data": [
                "fingerprint": JSONValue(diagnostic.fingerprint),
                "fix_its": .array(diagnostic.fixIts.map { fixIt(in: diagnostic.location.file, $0) }),
            ],
        ]
        let related: [JSONValue] = diagnostic.notes.compactMap { note in
            guard let location = note.location else { return nil }
            return ["location": ["uri": .string(uri(location.file)), "range": range(location)], "message": .string(note.message)]
        }
        if !related.isEmpty { members["relatedInformation"] = .array(related) }
        if diagnostic.code == .W010 { members["tags"] = [1] }
        return .object(members)
    }

    /// The message, one `note: …` line per note without a location, then `help: …`.
    static func message(_ diagnostic: Diagnostic) -> String {
        var lines = [diagnostic.message]
        for note in diagnostic.notes where note.location == nil { lines.append("note: \(note.message)") }
        if let help = diagnostic.help { lines.append("help: \(help)") }
        return lines.joined(separator: "\n")
    }

    /// `{"title", "safe", "range", "newText"}` (SPEC §13.1).
    private func fixIt(in file: String, _ fixIt: FixIt) -> JSONValue {
        [
            "title": .string(fixIt.message), "safe": .bool(fixIt.safe),
            "range": range(SourceLocation(file: file, range: fixIt.range)), "newText": .string(fixIt.replacement),
        ]
    }

    func range(_ location: SourceLocation) -> JSONValue {
        guard let text = lines[location.file] else {
            return LSPRange(start: LSPPosition(line: 0, character: 0), end: LSPPosition(line: 0, character: 0)).json
        }
        return text.range(location.range.start.offset..<max(location.range.start.offset, location.range.end.offset), in: encoding).json
    }
}
