/// What a caller needs of one compile beyond the diagnostics and the campaigns, said with each
/// call (`CampaignCompiler.compile(_:needs:regexes:)`) rather than set as modes of the compiler:
/// a driver's keeper knows what its command keeps of each file.
public struct CompilationNeeds: Hashable, Sendable {
    /// False for `compile` and `preview`, which ignore scenario documents (SPEC §9.4, §10):
    /// they are skipped without a diagnostic and not counted. `validate` and `test` check them.
    public var scenarios: Bool
    /// False when the run's report prints no fingerprints: the node paths of the places the
    /// cross-file analyses point at (`CompiledFile.anchorPlaces`) are then not worked out.
    public var anchorPlaces: Bool
    /// True to keep the bytes of the local images it checks (`CompiledFile.localImages`), so
    /// that the preview copies them without reading them again.
    public var localImages: Bool
    /// False when nothing reads a translation file's texts back (`CompiledFile.translations`):
    /// `validate` only reports on them.
    public var translationTexts: Bool
    /// True to keep what a translation file's Liquid texts came to (`CompiledFile.unitMemo`),
    /// for the next check of the same file: the language server, which checks it on each edit.
    public var unitMemo: Bool

    public init(
        scenarios: Bool = true, anchorPlaces: Bool = true, localImages: Bool = false, translationTexts: Bool = true, unitMemo: Bool = false
    ) {
        self.scenarios = scenarios
        self.anchorPlaces = anchorPlaces
        self.localImages = localImages
        self.translationTexts = translationTexts
        self.unitMemo = unitMemo
    }

    /// Everything but the local images' bytes.
    public static let standard = CompilationNeeds()
}
