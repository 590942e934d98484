import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// Decodes `buttons:` of a modal or full message (SPEC §2.5): at most two (E204 at the
/// third), each with a required non-empty `text`, an optional unique `id` (E205), a click
/// action and a style.
struct ButtonDecoder {
    let context: DecodingContext

    static let maxButtons = 2

    /// The first two buttons that decoded; nil when `buttons` is not a list.
    func decodeList(_ node: YAMLNode) -> [Button]? {
        guard let items = context.list(node, "buttons") else { return nil }
        reportExtra(items.value)
        var buttons: [Button] = []
        for (index, item) in items.value.enumerated() {
            if let button = decode(item, index: index), index < Self.maxButtons {
                buttons.append(button)
            }
        }
        reportDuplicateIDs(buttons)
        return buttons
    }

    /// E204 at the third item of a button list (`what` names the list in the message).
    func reportExtra(_ items: [YAMLNode], what: String = "buttons") {
        guard items.count > Self.maxButtons else { return }
        context.report(ContentMessages.tooMany(what, found: items.count), at: items[Self.maxButtons].range)
    }

    private func decode(_ node: YAMLNode, index: Int) -> Button? {
        var reader = MappingReader(node, field: "button", in: context)
        guard reader.isValid else { return nil }
        let text = reader.readRequired("text", context.nonEmptyString)
        let id = reader.read("id") { context.integer($0, $1, in: 0...Button.maxID) }
        let clickAction = reader.read("click_action", ClickActionDecoder(context: context, type: nil).decode)
        let style = reader.takeEntry("style").flatMap { self.style($0.value, "style", keyRange: $0.key.range) }
        reader.finish()
        guard let text else { return nil }
        return Button(
            id: id?.value ?? index, idRange: id?.range, text: text, clickAction: clickAction ?? .close,
            style: style ?? ButtonStyle(), range: node.range
        )
    }

    /// `{ background, text, border }`, located at each value written and at `keyRange` (the
    /// `style` key), else at its mapping (an entry of the dark theme's `buttons`).
    func style(_ node: YAMLNode, _ field: String, keyRange: SourceRange? = nil) -> ButtonStyle? {
        var reader = MappingReader(node, field: field, in: context)
        guard reader.isValid else { return nil }
        var style = ButtonStyle()
        style.range = keyRange ?? node.range
        for key in ButtonColourKey.allCases {
            guard let colour = reader.read(key.rawValue, context.colour) else { continue }
            key.set(colour.value, in: &style)
            style.valueRanges[key] = colour.range
        }
        reader.finish()
        return style
    }

    /// E205 at the second button with an id already used, with a note at the first.
    private func reportDuplicateIDs(_ buttons: [Button]) {
        var seen: [Int: Button] = [:]
        for button in buttons {
            guard let first = seen[button.id] else {
                seen[button.id] = button
                continue
            }
            context.report(
                ContentMessages.duplicateButtonID(button.id, written: button.idRange != nil), at: button.idRange ?? button.range,
                notes: [context.note(ContentMessages.firstButtonNote(button.id), at: first.idRange ?? first.range)]
            )
        }
    }
}
