import CampaignDiagnostics

/// One text of a campaign that a translation replaces (SPEC §16.2): its id — the field's path,
/// such as `buttons.0.text` — and the source text where it is written.
public struct TranslationUnit: Hashable, Sendable {
    public var id: String
    public var text: Located<String>

    public init(id: String, text: Located<String>) {
        self.id = id
        self.text = text
    }
}

extension Campaign {
    /// The translation units of the campaign's visible text fields, in field order: `header`,
    /// `message`, each button's `text` (`buttons.N.text`), `image_alt`. None when the campaign
    /// says `localise: false`, and none for an HTML message's `html`.
    public var translationUnits: [TranslationUnit] {
        guard localise?.value != false else { return [] }
        var units: [TranslationUnit] = []
        if let header = message.header { units.append(TranslationUnit(id: "header", text: header)) }
        if let text = message.text { units.append(TranslationUnit(id: "message", text: text)) }
        for (index, button) in message.buttons.enumerated() {
            units.append(TranslationUnit(id: "buttons.\(index).text", text: button.text))
        }
        if let alt = message.common.imageAlt { units.append(TranslationUnit(id: "image_alt", text: alt)) }
        return units
    }
}

extension Message {
    /// The `header` of a modal or full message, if any.
    public var header: Located<String>? {
        switch self {
        case .modal(let m), .full(let m): m.header
        case .slideup, .html: nil
        }
    }
}
