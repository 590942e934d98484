/// One input after the per-file stage: its summary, and the command's product of it
/// (`FileKeeper`). Immutable, and a class: every list of a project's outcomes (an editor's
/// analysis after each change) then shares them instead of copying each field of each.
public final class FileOutcome<Product: Sendable>: Sendable {
    public let summary: FileSummary
    public let product: Product

    public init(summary: FileSummary, product: Product) {
        self.summary = summary
        self.product = product
    }

    public var path: String { summary.path }
}
