import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML

/// Decodes `theme: { light, dark }` (SPEC §2.5). `header` and `frame` apply to modal and full
/// messages only, and so does the dark theme's `buttons` list (E203 elsewhere); `buttons`
/// in the light theme is E203 too (button colours of the light theme go in each button's `style`).
struct ThemeDecoder {
    let context: DecodingContext
    /// Nil when the message type is unknown: every key is then read.
    let type: MessageType?

    func decode(_ node: YAMLNode, _ field: String) -> Theme? {
        var reader = MappingReader(node, field: field, in: context)
        guard reader.isValid else { return nil }
        let light = reader.read("light") { colours($0, $1, dark: false) }
        let dark = reader.read("dark") { colours($0, $1, dark: true) }
        reader.finish()
        return Theme(light: light, dark: dark)
    }

    private func colours(_ node: YAMLNode, _ field: String, dark: Bool) -> ThemeColours? {
        var reader = MappingReader(node, field: field, in: context)
        guard reader.isValid else { return nil }
        let table = MessageKeys.theme
        func colour(_ key: String) -> Colour? {
            guard table.applies(key, to: type) else { return nil }
            return reader.read(key, context.colour)?.value
        }
        var result = ThemeColours(
            background: colour("background"),
            text: colour("text"),
            header: colour("header"),
            closeButton: colour("close_button"),
            frame: colour("frame"),
            icon: colour("icon"),
            iconBackground: colour("icon_background")
        )
        if dark {
            if table.applies("buttons", to: type) {
                result.buttons = reader.read("buttons", buttonStyles) ?? []
            }
            reader.finish(notHere: table.notHere(for: type))
        } else {
            reader.finish(notHere: Self.notHereInLight[type] ?? [:])
        }
        return result
    }

    /// The E203 messages of a light theme for each message type (and for an unknown one):
    /// those of the theme table, and `buttons`, which only the dark theme has.
    private static let notHereInLight: [MessageType?: [String: DiagnosticMessage]] = {
        var messages: [MessageType?: [String: DiagnosticMessage]] = [:]
        for type in MessageType.allCases.map(Optional.some) + [nil] {
            var notHere = MessageKeys.theme.notHere(for: type)
            notHere["buttons"] = ContentMessages.buttonsInLightTheme
            messages[type] = notHere
        }
        return messages
    }()

    /// The dark theme's `buttons`: a list of at most two styles, overriding the buttons by index.
    private func buttonStyles(_ node: YAMLNode, _ field: String) -> [ButtonStyle]? {
        guard let items = context.list(node, field) else { return nil }
        let buttons = ButtonDecoder(context: context)
        buttons.reportExtra(items.value, what: "button styles")
        return items.value.prefix(ButtonDecoder.maxButtons).map { buttons.style($0, "button style") ?? ButtonStyle() }
    }
}
