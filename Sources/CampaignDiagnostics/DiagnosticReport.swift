/// Everything a renderer needs: the diagnostics in report order, the summary counts and the
/// sources (by the path shown to the user) for snippets.
public struct DiagnosticReport: Sendable {
    /// In the order of `Diagnostic.reportOrder`.
    public let diagnostics: [Diagnostic]
    public let summary: DiagnosticSummary
    public let sources: [String: SourceFile]

    /// A report over `diagnostics` (in any order; severities as final, so apply a
    /// `SeverityPolicy` first). `files` defaults to the number of `sources`.
    public init(diagnostics: [Diagnostic], sources: [SourceFile], files: Int? = nil, campaigns: Int) {
        let sorted = diagnostics.sortedForReport()
        self.diagnostics = sorted
        self.summary = DiagnosticSummary(
            files: files ?? sources.count,
            campaigns: campaigns,
            diagnostics: sorted
        )
        self.sources = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A report with explicit summary counts (the error and warning counts are taken as given).
    public init(diagnostics: [Diagnostic], summary: DiagnosticSummary, sources: [SourceFile]) {
        self.diagnostics = diagnostics.sortedForReport()
        self.summary = summary
        self.sources = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// True when the command must fail (exit status 1).
    public var hasErrors: Bool { summary.errors > 0 }
}
