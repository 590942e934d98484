import CampaignLiquid
import CampaignModel

/// One locale the gallery draws (SPEC §16.5): its tag, its direction and its texts. A
/// localised project's frames carry `lang`, `dir` and `data-locale`; a right-to-left locale's
/// frames are mirrored as the SDKs mirror their layouts.
public struct PreviewLocale: Hashable, Sendable {
    /// The tag asked for (`fr-CA` shows the texts its fallback picks, under its own tag).
    public var tag: String
    public var rightToLeft: Bool
    /// Campaign id → unit id → text; empty for the source.
    public var texts: [String: [String: String]]
    /// True for the project's `source`: its frames keep the campaigns' own ids.
    public var isSource: Bool

    public init(tag: String, rightToLeft: Bool, texts: [String: [String: String]], isSource: Bool) {
        self.tag = tag
        self.rightToLeft = rightToLeft
        self.texts = texts
        self.isSource = isSource
    }

    /// `rtl` or `ltr`.
    var direction: String { rightToLeft ? "rtl" : "ltr" }

    /// The locale's heading above its rows: the tag, and the direction when right to left.
    var heading: String {
        let attributes = " data-locale=\"" + HTMLEscaping.escape(tag) + "\" lang=\"" + HTMLEscaping.escape(tag) + "\" dir=\"" + direction + "\""
        return "<h3 class=\"locale\"" + attributes + ">locale <code>" + HTMLEscaping.escape(tag) + "</code>" + (isSource ? " (source)" : "")
            + (rightToLeft ? " · right to left" : "") + "</h3>\n"
    }

    /// `campaign` in this locale: each text field that is a unit itself replaced by its
    /// translation, the message's language set to the tag, and (but for the source) the id
    /// `CAMPAIGN~TAG`, so that every frame id stays unique (`~` is in no campaign id).
    func localised(_ campaign: Campaign, units id: String) -> Campaign {
        var shown = campaign
        shown.message = LocalisedMessage.apply(texts[id] ?? [:], to: campaign.message, language: Located(tag, at: campaign.id.range))
        if !isSource { shown.id = Located(campaign.id.value + "~" + tag, at: campaign.id.range) }
        return shown
    }

    /// `personas` rendering this locale's `translation` blocks of campaign `id`.
    func personas(_ personas: PreviewPersonas?, units id: String) -> PreviewPersonas? {
        guard var personas, let units = texts[id], !units.isEmpty else { return personas }
        let fallback = personas.environment.translation
        personas.environment.translation = { block in units[block] ?? fallback(block) }
        return personas
    }
}

/// A message's text fields replaced by a locale's units (SPEC §16.2): `header`, `message`
/// (not an HTML body), `buttons.N.text`, `image_alt`; a field holding `translation` blocks
/// keeps its text (the blocks are rendered with the locale's texts). The message's `language`
/// becomes the locale's tag.
enum LocalisedMessage {
    static func apply(_ units: [String: String], to message: Message, language: Located<String>) -> Message {
        func replaced(_ text: Located<String>, _ id: String) -> Located<String> {
            guard let translated = units[id], !hasBlocks(text.value) else { return text }
            return Located(translated, at: text.range)
        }
        var common = message.common
        common.language = language
        common.imageAlt = common.imageAlt.map { replaced($0, "image_alt") }
        func immersive(_ message: ImmersiveMessage) -> ImmersiveMessage {
            var m = message
            m.common = common
            m.header = m.header.map { replaced($0, "header") }
            m.message = m.message.map { replaced($0, "message") }
            m.buttons = m.buttons.enumerated().map { index, button in
                var button = button
                button.text = replaced(button.text, "buttons.\(index).text")
                return button
            }
            return m
        }
        switch message {
        case .slideup(var m):
            m.common = common
            m.message = replaced(m.message, "message")
            return .slideup(m)
        case .modal(let m): return .modal(immersive(m))
        case .full(let m): return .full(immersive(m))
        case .html(var m):
            m.common = common
            return .html(m)
        }
    }

    static func hasBlocks(_ text: String) -> Bool {
        LiquidDetection.containsLiquid(text) && !LiquidTemplate(parsing: text).translationSpans.isEmpty
    }
}
