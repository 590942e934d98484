import CampaignCompiler
import CampaignWorkspace

/// What `preview` keeps of one input: its documents, and the bytes of the local images its
/// campaigns show, read once by the compiler's check (SPEC §2.6) and copied from here.
public struct PreviewInputs: Sendable {
    public let documents: [KeptDocument]
    /// By path relative to the project root.
    public let localImages: [String: [UInt8]]
    /// The texts of a translation file (SPEC §16.3): locale → campaign → unit → text.
    public let translations: [String: [String: [String: String]]]

    init(_ compiled: CompiledFile) {
        documents = KeptDocument.documents(of: compiled)
        localImages = compiled.localImages
        if let file = compiled.translations, let locale = file.locale {
            translations = [locale: file.campaigns]
        } else {
            translations = [:]
        }
    }
}

extension FileKeeper where Product == PreviewInputs {
    /// `preview`'s product: the documents and local images of each file. Scenario documents are
    /// skipped, as `compile` skips them (SPEC §10); the cards place the analyses' diagnostics
    /// by their documents.
    static var previewInputs: FileKeeper<PreviewInputs> {
        var keeper = FileKeeper { _, _, compiled in PreviewInputs(compiled) }
        keeper.needs = CompilationNeeds(scenarios: false, anchorPlaces: true, localImages: true)
        return keeper
    }
}
