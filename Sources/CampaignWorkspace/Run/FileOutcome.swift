public import CampaignCompiler

/// One input after the per-file stage: its summary, and the command's product of it
/// (`FileKeeper`). Immutable, and a class: every list of a project's outcomes (an editor's
/// analysis after each change) then shares them instead of copying each field of each.
public final class FileOutcome<Product: Sendable>: Sendable {
    public let summary: FileSummary
    public let product: Product
    /// What a translation file's Liquid texts came to, for the next check of the same input,
    /// when the keeper asks for it (`CompilationNeeds.unitMemo`).
    public let unitMemo: TranslationUnitMemo?

    public init(summary: FileSummary, product: Product, unitMemo: TranslationUnitMemo? = nil) {
        self.summary = summary
        self.product = product
        self.unitMemo = unitMemo
    }

    public var path: String { summary.path }
}
