public import CampaignDiagnostics
import CampaignLiquid

/// One text of a campaign that a translation replaces (SPEC §16.2): its id — the field's path,
/// such as `buttons.0.text`, or the id of an explicit `{% translation id %}` block — and the
/// source text where it is written.
public struct TranslationUnit: Hashable, Sendable {
    public var id: String
    /// The source text: the field's text, or the block's body. Its range is the field's.
    public var text: Located<String>
    /// The path of the field the unit is in (`message`, `html`, `click_action.uri`).
    public var field: String

    public init(id: String, text: Located<String>, field: String? = nil) {
        self.id = id
        self.text = text
        self.field = field ?? id
    }

    /// A text field of a message, as the units are found in it.
    public struct Field: Sendable {
        /// The field's path inside the message: `header`, `buttons.0.text`, `html`,
        /// `buttons.1.click_action.uri`.
        public var path: String
        public var text: Located<String>
        /// True for a visible text (a unit itself unless it holds blocks); false for `html` and
        /// URIs, where only explicit blocks are units.
        public var isVisibleText: Bool

        public init(path: String, text: Located<String>, isVisibleText: Bool) {
            self.path = path
            self.text = text
            self.isVisibleText = isVisibleText
        }
    }

    /// The units of `fields`, in field order: a visible text without blocks is one unit named
    /// by its path; otherwise each outermost block is one, named by its id (the first block of
    /// an id counts; a nested block is part of the block around it).
    public static func units(of fields: [Field]) -> [TranslationUnit] {
        var units: [TranslationUnit] = []
        var seen: Set<String> = []
        for field in fields {
            let mayHoldBlocks = LiquidDetection.containsLiquid(field.text.value) && mentionsTranslation(field.text.value)
            let blocks = mayHoldBlocks ? LiquidTemplate(parsing: field.text.value).translationSpans : []
            if blocks.isEmpty {
                if field.isVisibleText, seen.insert(field.path).inserted { units.append(TranslationUnit(id: field.path, text: field.text)) }
                continue
            }
            for block in blocks where block.depth == 0 && seen.insert(block.id).inserted {
                units.append(TranslationUnit(id: block.id, text: field.text.map { _ in block.body }, field: field.path))
            }
        }
        return units
    }

    /// Whether `text` holds the word `translation`, by its bytes (`String.contains` of a
    /// string compares characters, many times slower on every field of every campaign).
    public static func mentionsTranslation(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.firstIndex(ofBytes: word, from: 0) != nil }
            ?? (Array(text.utf8).firstIndex(ofBytes: word, from: 0) != nil)
    }

    private static let word = Array("translation".utf8)
}

extension Campaign {
    /// The translation units of the campaign (SPEC §16.2), in field order: `header`, `message`,
    /// each button's `text` (`buttons.N.text`), `image_alt`, `html`, then the links. None when
    /// the campaign says `localise: false`.
    public var translationUnits: [TranslationUnit] {
        guard localise?.value != false else { return [] }
        return TranslationUnit.units(of: message.translationFields(linkRange: id.range))
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

    /// The message's text fields where units may be, in field order. The model keeps no place
    /// for a link, so links are located at `linkRange`.
    public func translationFields(linkRange: SourceRange) -> [TranslationUnit.Field] {
        var fields: [TranslationUnit.Field] = []
        if let header { fields.append(.init(path: "header", text: header, isVisibleText: true)) }
        if let text { fields.append(.init(path: "message", text: text, isVisibleText: true)) }
        for (index, button) in buttons.enumerated() {
            fields.append(.init(path: "buttons.\(index).text", text: button.text, isVisibleText: true))
        }
        if let alt = common.imageAlt { fields.append(.init(path: "image_alt", text: alt, isVisibleText: true)) }
        if case .html(let html) = self { fields.append(.init(path: "html", text: html.html, isVisibleText: false)) }
        func links(_ action: ClickAction, at path: String) {
            switch action {
            case .close: break
            case .uri(let uri, _): fields.append(.init(path: path + "click_action.uri", text: Located(uri, at: linkRange), isVisibleText: false))
            case .actions(let steps):
                for (index, step) in steps.enumerated() {
                    if case .openLink(let uri, _) = step {
                        fields.append(
                            .init(path: path + "click_action.actions.\(index).open_link.uri", text: Located(uri, at: linkRange), isVisibleText: false))
                    }
                }
            }
        }
        links(common.clickAction, at: "")
        for (index, button) in buttons.enumerated() { links(button.clickAction, at: "buttons.\(index).") }
        return fields
    }
}
