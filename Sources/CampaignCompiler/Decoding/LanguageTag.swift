import CampaignDiagnostics
import CampaignLocale
import CampaignMessages
import CampaignModel
import CampaignYAML

extension DecodingContext {
    /// A BCP 47 tag `language[-Script][-REGION]` with ISO 639, ISO 15924 and ISO 3166 subtags,
    /// kept as written (the payload carries it so); E106 with the locale library's reason and
    /// did-you-mean otherwise.
    func languageTag(_ node: YAMLNode, _ field: String) -> Located<String>? {
        guard let s = scalar(node, field, expected: "a language tag") else { return nil }
        guard checkedTag(s) != nil else { return nil }
        return Located(s.text, at: s.range)
    }

    /// A locale of the project file's `localisation:`.
    func localeTag(_ node: YAMLNode, _ field: String) -> Located<String>? {
        guard let s = scalar(node, field, expected: "a language tag"), let tag = checkedTag(s) else { return nil }
        return Located(tag, at: s.range)
    }

    /// The tag, or nil after E106 (a tag in another case too: `EN-us` gets "write `en-US`", so
    /// translation file names and tags compare as written).
    private func checkedTag(_ s: CampaignYAML.YAMLScalar) -> String? {
        switch CampaignLocale.LanguageTag.parse(s.text) {
        case .success(let tag):
            return tag.description
        case .failure(let problem):
            report(ValueMessages.malformedLanguage(found: s.found, reason: problem.reason), at: s.range, help: problem.help)
            return nil
        }
    }
}
