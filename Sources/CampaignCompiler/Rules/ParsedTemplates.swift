import CampaignDiagnostics
import CampaignLiquid

/// The Liquid templates one campaign document's rules parsed, by the byte offset where their
/// scalar starts: the Liquid rules parse every text of a Liquid field, and the text fit check
/// renders the same parse instead of reading the text a second time. Lives as long as the
/// document's `RuleContext`; a text at the same place but different (another variant's) is
/// parsed anew.
final class ParsedTemplates {
    private var byOffset: [Int: LiquidTemplate] = [:]

    /// The template of `text`, written at `range`: the one parsed before, or parsed now.
    func template(_ text: String, at range: SourceRange) -> LiquidTemplate {
        if let known = byOffset[range.start.offset], known.text == text { return known }
        let template = LiquidTemplate(parsing: text)
        byOffset[range.start.offset] = template
        return template
    }
}
