import CampaignDiagnostics

/// What the per-file stages learned about one input.
public struct FileOutcome: Sendable {
    /// The input as read; its `path` is the one shown (`<stdin>` for standard input).
    /// Kept for the snippets of the report.
    public let source: SourceFile
    /// The number of documents (campaigns) in the file's stream.
    public let documentCount: Int
    /// The diagnostics of the per-file stages, in no particular order.
    public let diagnostics: [Diagnostic]

    /// The path shown for the file.
    public var path: String { source.path }

    public init(source: SourceFile, documentCount: Int, diagnostics: [Diagnostic]) {
        self.source = source
        self.documentCount = documentCount
        self.diagnostics = diagnostics
    }
}
