import CampaignDiagnostics
import CampaignModel
import CampaignYAML

/// One campaign document through the per-document stages: decoding (`CampaignDecoder`) builds
/// the whole decoded document, then the rules stage (`CampaignRules`) checks it. The
/// cross-campaign analyses come later, over every file (`CampaignCompiler.analyze`).
struct CampaignStages {
    let context: DecodingContext
    let decoder: CampaignDecoder
    let rules: CampaignRules

    /// The decoded campaign (nil when the document has an error that leaves nothing to
    /// compile) and its id (set whenever the id decoded, for cross-file checks).
    struct Result {
        var id: Located<String>?
        var campaign: Campaign?
    }

    init(context: DecodingContext, files: any AssetFileSystem, now: Int64, regexes: RegexVerdicts) {
        self.context = context
        self.decoder = CampaignDecoder(context: context, files: files, regexes: regexes)
        self.rules = CampaignRules(now: now)
    }

    /// Decodes `document` and checks it; everything wrong is reported through `context`.
    func decode(_ document: YAMLDocument) -> Result {
        let mark = context.mark
        let decoded = decoder.decode(document)
        rules.check(decoded, in: RuleContext(after: context))
        return Result(id: decoded.id, campaign: context.blockingErrorSince(mark) ? nil : decoded.campaign)
    }
}
