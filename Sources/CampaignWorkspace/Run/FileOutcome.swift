/// One input after the per-file stage: its summary, and the command's product of it
/// (`FileKeeper`).
public struct FileOutcome<Product: Sendable>: Sendable {
    public let summary: FileSummary
    public let product: Product

    public init(summary: FileSummary, product: Product) {
        self.summary = summary
        self.product = product
    }

    public var path: String { summary.path }
}
