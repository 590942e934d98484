public import CampaignModel
public import CanonicalJSON

/// Colours as unsigned 32-bit ARGB integers (`#FFFFFF` → 4294967295, `#333333BF` →
/// 3207803699): the light theme's colours are the message's own keys; the dark theme goes to
/// `themes.dark`, written complete (SPEC §6 v3): every key either theme writes, resolved as
/// the contrast checks and the gallery resolve it (`ResolvedTheme`: the dark value, else the
/// light one), and `btns` with all three colours of every button, so a device draws exactly
/// what was checked whatever its SDK does with a partial dark theme.
extension InAppMessageMapping {
    /// The message colour keys, in the order of the theme's fields (`ThemeKey.allCases`).
    public static let colourKeys: [PayloadKey] = [
        .backgroundColour, .textColour, .headerTextColour, .closeButtonColour, .frameColour, .iconColour, .iconBackgroundColour,
    ]

    /// The button colour keys (`ButtonColourKey.allCases`).
    public static let buttonColourKeys: [PayloadKey] = [.backgroundColour, .textColour, .borderColour]

    static func addColours<Object: ObjectWriter>(_ message: Message, to data: inout Object) {
        let theme = message.common.theme
        if let light = theme?.light {
            addThemeColours(light, to: &data)
        }
        guard theme?.dark != nil else { return }
        let dark = ResolvedTheme(message: message, appearance: .dark)
        var members = Object()
        var isEmpty = true
        for (key, theme) in zip(colourKeys, ThemeKey.allCases) where dark[theme].origin.isWritten {
            members.set(key, value(of: dark[theme].colour))
            isEmpty = false
        }
        if !dark.buttons.isEmpty {
            members.set(
                .buttons,
                objects: dark.buttons.map { colours in
                    var button = Object()
                    for (key, colour) in zip(buttonColourKeys, ButtonColourKey.allCases) {
                        button.set(key, value(of: colours[colour].colour))
                    }
                    return button
                })
            isEmpty = false
        }
        if !isEmpty {
            var themes = Object()
            themes.set(.dark, object: members)
            data.set(.themes, object: themes)
        }
    }

    static func addThemeColours<Object: ObjectWriter>(_ colours: ThemeColours, to members: inout Object) {
        let values = [
            colours.background, colours.text, colours.header, colours.closeButton,
            colours.frame, colours.icon, colours.iconBackground,
        ]
        for (key, colour) in zip(colourKeys, values) {
            members.set(key, colour.map(value(of:)))
        }
    }

    static func addButtonColours<Object: ObjectWriter>(_ style: ButtonStyle, to members: inout Object) {
        for (key, colour) in zip(buttonColourKeys, [style.background, style.text, style.border]) {
            members.set(key, colour.map(value(of:)))
        }
    }

    /// `0xAARRGGBB` as an unsigned JSON integer.
    public static func value(of colour: Colour) -> JSONValue {
        JSONValue(colour.argb)
    }
}
