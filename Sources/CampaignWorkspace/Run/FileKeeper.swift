import CampaignCompiler
import CampaignDiagnostics
import CampaignYAML

/// What a command keeps of each input after the per-file stage — its product — and what it
/// asks of the compiler to have it. Each command has one (SPEC §5): `validate` keeps nothing,
/// `compile` its encoded campaigns, `test` its simulation inputs, `preview` its documents; an
/// editor server keeps what it needs the same way. The product is made while the file's bytes,
/// node tree and model are still there; then they are dropped.
public struct FileKeeper<Product: Sendable>: Sendable {
    /// What the product needs of the compiler: scenario documents (false for the commands that
    /// skip them: no check, no count; SPEC §9.4, §10), the bytes of the local images it checked,
    /// the places of the cross-file analyses' diagnostics even when the report prints no
    /// fingerprint. The report's own needs are added to these (`CampaignPipeline`).
    public var needs = CompilationNeeds(scenarios: true, anchorPlaces: false, localImages: false)
    /// Makes the product of one file: its text, its node tree and what the compiler made of it.
    public let keep: @Sendable (SourceFile, YAMLFile, CompiledFile) -> Product

    public init(keep: @escaping @Sendable (SourceFile, YAMLFile, CompiledFile) -> Product) {
        self.keep = keep
    }
}

/// The product of a command that keeps nothing but the report (`validate`).
public struct NoProduct: Hashable, Sendable {
    public init() {}
}

extension FileKeeper where Product == NoProduct {
    /// `validate`'s: nothing beyond the file's summary.
    public static var nothing: FileKeeper<NoProduct> {
        var keeper = FileKeeper { _, _, _ in NoProduct() }
        keeper.needs.translationTexts = false
        return keeper
    }
}
