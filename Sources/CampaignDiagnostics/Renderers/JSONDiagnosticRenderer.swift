import CanonicalJSON

/// `--format json` (SPEC §4.2, `Schemas/diagnostics.schema.json`): one canonical JSON object
/// (keys sorted, compact unless asked otherwise) followed by a newline.
///
/// Each diagnostic has `code`, `severity`, `message`, `file`, `line`, `column`, `end_line`,
/// `end_column`, `fingerprint` and `notes` (always, maybe empty); `help` only when there is one; `variant`
/// only inside a variant's message (SPEC §17); `fix_its` only when there are some. A note has `message`, and `file`, `line`, `column` when it has a location.
/// A fix-it has `message` (its title), `line`, `column`, `end_line`, `end_column`, `replacement`
/// and `safe` (SPEC §4.2 v3, §13.1).
public struct JSONDiagnosticRenderer: DiagnosticRenderer {
    /// The version of the report's shape (v3: fix-its carry `safe`).
    public static let schemaVersion: Int64 = 3

    public var style: JSONWriter.Style

    public init(style: JSONWriter.Style = .compact) {
        self.style = style
    }

    public func render(_ report: DiagnosticReport) -> String {
        String(decoding: renderBytes(report), as: UTF8.self)
    }

    /// The bytes of the report (UTF-8, with the final newline): those of `value(of:)`, written
    /// one diagnostic at a time, so a large report is never held as one `JSONValue` (issue 24).
    public func renderBytes(_ report: DiagnosticReport) -> [UInt8] {
        let writer = JSONWriter(style: style)
        let elements = zip(report.diagnostics, report.fingerprints).map { diagnostic, fingerprint in
            writer.encode(Self.value(of: diagnostic, fingerprint: fingerprint), depth: JSONWriter.memberArrayElementDepth)
        }
        let pieces = writer.documentPieces(Self.members(of: report), splicing: Self.diagnosticsKey, elements: elements)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { bytes += piece }
        return bytes
    }

    private static let diagnosticsKey = "diagnostics"

    /// The report as a JSON value.
    public static func value(of report: DiagnosticReport) -> JSONValue {
        var members = members(of: report)
        members[diagnosticsKey] = .array(zip(report.diagnostics, report.fingerprints).map { value(of: $0, fingerprint: $1) })
        return .object(members)
    }

    /// The members of the report's object but its diagnostics.
    private static func members(of report: DiagnosticReport) -> [String: JSONValue] {
        let summary = report.summary
        var members: [String: JSONValue] = [
            "schema_version": .integer(schemaVersion),
            "summary": [
                "files": JSONValue(summary.files),
                "campaigns": JSONValue(summary.campaigns),
                "errors": JSONValue(summary.errors),
                "warnings": JSONValue(summary.warnings),
                "suppressed": JSONValue(summary.suppressed),
                "baselined": JSONValue(summary.baselined),
            ],
        ]
        if let fixed = report.fixed {
            members["fixed"] = .array(fixed.map(JSONValue.string))
        }
        if let applied = summary.appliedFixes, case .object(var counts)? = members["summary"] {
            counts["applied_fixes"] = JSONValue(applied)
            members["summary"] = .object(counts)
        }
        return members
    }

    /// One diagnostic as a JSON value, with its own fingerprint (empty when it has none).
    public static func value(of diagnostic: Diagnostic) -> JSONValue {
        value(of: diagnostic, fingerprint: diagnostic.fingerprint ?? "")
    }

    /// One diagnostic as a JSON value, with `fingerprint`.
    public static func value(of diagnostic: Diagnostic, fingerprint: String) -> JSONValue {
        let range = diagnostic.location.range
        var members: [String: JSONValue] = [
            "code": .string(diagnostic.code.rawValue),
            "severity": .string(diagnostic.severity.rawValue),
            "message": .string(diagnostic.message),
            "file": .string(diagnostic.location.file),
            "line": JSONValue(range.start.line),
            "column": JSONValue(range.start.column),
            "end_line": JSONValue(range.end.line),
            "end_column": JSONValue(range.end.column),
            "notes": .array(diagnostic.notes.map(value(of:))),
            "fingerprint": .string(fingerprint),
        ]
        if let help = diagnostic.help {
            members["help"] = .string(help)
        }
        if let variant = diagnostic.variant {
            members["variant"] = .string(variant)
        }
        if !diagnostic.fixIts.isEmpty {
            members["fix_its"] = .array(diagnostic.fixIts.map(value(of:)))
        }
        return .object(members)
    }

    private static func value(of note: Note) -> JSONValue {
        var members: [String: JSONValue] = ["message": .string(note.message)]
        if let location = note.location {
            members["file"] = .string(location.file)
            members["line"] = JSONValue(location.range.start.line)
            members["column"] = JSONValue(location.range.start.column)
        }
        return .object(members)
    }

    private static func value(of fixIt: FixIt) -> JSONValue {
        [
            "message": .string(fixIt.message),
            "line": JSONValue(fixIt.range.start.line),
            "column": JSONValue(fixIt.range.start.column),
            "end_line": JSONValue(fixIt.range.end.line),
            "end_column": JSONValue(fixIt.range.end.column),
            "replacement": .string(fixIt.replacement),
            "safe": .bool(fixIt.safe),
        ]
    }
}
