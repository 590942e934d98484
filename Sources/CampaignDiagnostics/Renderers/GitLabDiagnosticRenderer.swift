import CanonicalJSON

/// `--format gitlab` (SPEC §4.4): a GitLab Code Quality report, one canonical JSON array.
///
/// Each diagnostic is an object with `description` (the message), `check_name` (the code),
/// `fingerprint` (SPEC §4.4), `severity` (`major` for errors, `minor` for warnings) and
/// `location` with `path` and `lines.begin`. Schema: `Schemas/external/gitlab-codequality.schema.json`.
public struct GitLabDiagnosticRenderer: DiagnosticRenderer {
    public var style: JSONWriter.Style

    public init(style: JSONWriter.Style = .pretty) {
        self.style = style
    }

    public func render(_ report: DiagnosticReport) -> String {
        String(decoding: JSONWriter(style: style).encodeDocument(Self.value(of: report)), as: UTF8.self)
    }

    /// The report as a JSON value.
    public static func value(of report: DiagnosticReport) -> JSONValue {
        .array(zip(report.diagnostics, report.fingerprints).map { value(of: $0, fingerprint: $1) })
    }

    /// One Code Quality issue.
    public static func value(of diagnostic: Diagnostic, fingerprint: String) -> JSONValue {
        [
            "description": .string(diagnostic.message),
            "check_name": .string(diagnostic.code.rawValue),
            "fingerprint": .string(fingerprint),
            "severity": .string(diagnostic.severity == .error ? "major" : "minor"),
            "location": [
                "path": .string(diagnostic.location.file),
                "lines": ["begin": JSONValue(diagnostic.location.range.start.line)],
            ],
        ]
    }
}
