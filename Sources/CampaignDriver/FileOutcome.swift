import CampaignCompiler
import CampaignDiagnostics
import CampaignModel

/// What the per-file stages learned about one input.
public struct FileOutcome: Sendable {
    /// The input as read; its `path` is the one shown (`<stdin>` for standard input).
    /// Kept for the snippets of the report.
    public let source: SourceFile
    /// The compiler's result: campaigns, ids and the file's diagnostics.
    public let compiled: CompiledFile

    public init(source: SourceFile, compiled: CompiledFile) {
        self.source = source
        self.compiled = compiled
    }

    /// The path shown for the file.
    public var path: String { source.path }
    /// The number of documents (campaigns) in the file's stream.
    public var documentCount: Int { compiled.documentCount }
    /// The diagnostics of the per-file stages, in report order.
    public var diagnostics: [Diagnostic] { compiled.diagnostics }
    /// The campaigns that decoded without an error of their own.
    public var campaigns: [Campaign] { compiled.campaigns }
}
