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

    /// The theme of the `theme` entry, which keeps where its keys and values are written
    /// (the contrast checks point there, SPEC §4.5).
    func decode(_ entry: YAMLEntry) -> Theme? {
        var reader = MappingReader(entry.value, field: entry.key.text, in: context)
        guard reader.isValid else { return nil }
        let light = reader.takeEntry("light").flatMap { colours($0, dark: false) }
        let dark = reader.takeEntry("dark").flatMap { colours($0, dark: true) }
        reader.finish()
        return Theme(light: light, dark: dark, keyRange: entry.key.range)
    }

    private func colours(_ entry: YAMLEntry, dark: Bool) -> ThemeColours? {
        var reader = MappingReader(entry.value, field: entry.key.text, in: context)
        guard reader.isValid else { return nil }
        let table = MessageKeys.theme
        var ranges: [ThemeKey: SourceRange] = [:]
        func colour(_ key: ThemeKey) -> Colour? {
            guard table.applies(key.rawValue, to: type), let colour = reader.read(key.rawValue, context.colour) else { return nil }
            ranges[key] = colour.range
            return colour.value
        }
        var result = ThemeColours(
            background: colour(.background),
            text: colour(.text),
            header: colour(.header),
            closeButton: colour(.closeButton),
            frame: colour(.frame),
            icon: colour(.icon),
            iconBackground: colour(.iconBackground)
        )
        result.keyRange = entry.key.range
        result.valueRanges = ranges
        if dark {
            if table.applies("buttons", to: type) {
                result.buttons = reader.read("buttons", buttonStyles) ?? []
            }
            reader.finish(notHere: table.notHere(for: type))
        } else {
            // The theme table's E203 messages, and `buttons`, which only the dark theme has.
            let notHere = table.notHere(for: type)
            reader.finish(notHere: { $0 == "buttons" ? ContentMessages.buttonsInLightTheme : notHere($0) })
        }
        return result
    }

    /// The dark theme's `buttons`: a list of at most two styles, overriding the buttons by index.
    private func buttonStyles(_ node: YAMLNode, _ field: String) -> [ButtonStyle]? {
        guard let items = context.list(node, field) else { return nil }
        let buttons = ButtonDecoder(context: context)
        buttons.reportExtra(items.value, what: "button styles")
        return items.value.prefix(ButtonDecoder.maxButtons).map { buttons.style($0, "button style") ?? ButtonStyle() }
    }
}
