/// The markdown hover and completion show in a translation file (SPEC §16.3): a translation
/// unit's campaign, id, place and source text, and the meaning of the file's own keys.
///
/// ```
/// **spring-sale** · `buttons.0.text` · `c/spring.yaml:7`
///
/// Source text (en):
///
/// ```text
/// Shop now
/// ```
/// ```
enum TranslationText {
    /// The keys of a translation file's top level, with what each holds.
    static let topLevelKeys: [(key: String, text: String)] = [
        (
            "campaigns",
            "The translations of this locale: campaign id, then translation unit id (`header`, `message`, `buttons.0.text`, `image_alt`, or a `{% translation id %}` block's id), then the text."
        ),
        ("locale", "The locale of this file: the BCP 47 tag its file name has (`fr.yaml` holds `locale: fr`), one of the project's `localisation.locales`."),
    ]

    static func unit(_ unit: SourceUnit, of campaign: CampaignFact, sourceLocale: String?) -> String {
        let head = "**\(campaign.card.id)** · `\(unit.id)` · `\(campaign.shownPath):\(unit.line)`"
        let label = sourceLocale.map { "Source text (\($0)):" } ?? "Source text:"
        return [head, label, fenced(unit.text)].joined(separator: "\n\n")
    }

    /// `text` in a fenced block whose fence is longer than any run of backticks in it.
    static func fenced(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return fence + "text\n" + text + "\n" + fence
    }
}
