/// One well-formed inline suppression (SPEC §11), `# campaignc: ignore[W402] -- reason`, as the
/// per-file stage found it: which codes it names and which lines it covers.
public struct SuppressionComment: Hashable, Sendable {
    /// Where the comment is, from `#` to the end of its text.
    public var location: SourceLocation
    /// The adjustable codes it names, in the order written.
    public var codes: [DiagnosticCode]
    /// The text after ` -- `; nil when there is none (`W011`, the suppression still applies).
    public var reason: String?
    /// The lines whose diagnostics it suppresses: its own, and the next one when the comment
    /// is alone on its line.
    public var lines: [Int]
    /// The campaign id, node path and document at the comment, for the fingerprint of its
    /// `W010` and the document it belongs to.
    public var unit: String?
    public var nodePath: String?
    public var document: Int?
    /// The fix-it of its `W010`, which removes it (SPEC §13.1); made by the scanner, which
    /// knows the line around it.
    public var removal: FixIt?

    public init(location: SourceLocation, codes: [DiagnosticCode], reason: String?, lines: [Int]) {
        self.location = location
        self.codes = codes
        self.reason = reason
        self.lines = lines
    }

    /// True when this comment suppresses `diagnostic`.
    public func covers(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.location.file == location.file
            && lines.contains(diagnostic.location.range.start.line)
            && codes.contains(diagnostic.code)
    }
}

/// A diagnostic hidden by an inline suppression, kept for SARIF and the `suppressed` count.
public struct SuppressedDiagnostic: Hashable, Sendable {
    public var diagnostic: Diagnostic
    /// The suppression's reason, SARIF's `justification`.
    public var justification: String?

    public init(diagnostic: Diagnostic, justification: String?) {
        self.diagnostic = diagnostic
        self.justification = justification
    }
}
