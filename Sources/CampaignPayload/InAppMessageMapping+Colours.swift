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

    static func addColours(_ message: Message, to data: inout [String: JSONValue]) {
        let theme = message.common.theme
        if let light = theme?.light {
            addThemeColours(light, to: &data)
        }
        guard theme?.dark != nil else { return }
        let dark = ResolvedTheme(message: message, appearance: .dark)
        var members: [String: JSONValue] = [:]
        for (key, theme) in zip(colourKeys, ThemeKey.allCases) where dark[theme].origin.isWritten {
            members[key] = value(of: dark[theme].colour)
        }
        if !dark.buttons.isEmpty {
            members[.buttons] = .array(
                dark.buttons.map { colours in
                    var button: [String: JSONValue] = [:]
                    for (key, colour) in zip(buttonColourKeys, ButtonColourKey.allCases) {
                        button[key] = value(of: colours[colour].colour)
                    }
                    return .object(button)
                })
        }
        if !members.isEmpty {
            data[.themes] = .object([PayloadKey.dark.rawValue: .object(members)])
        }
    }

    static func addThemeColours(_ colours: ThemeColours, to members: inout [String: JSONValue]) {
        let values = [
            colours.background, colours.text, colours.header, colours.closeButton,
            colours.frame, colours.icon, colours.iconBackground,
        ]
        for (key, colour) in zip(colourKeys, values) {
            members[key] = colour.map(value(of:))
        }
    }

    static func addButtonColours(_ style: ButtonStyle, to members: inout [String: JSONValue]) {
        for (key, colour) in zip(buttonColourKeys, [style.background, style.text, style.border]) {
            members[key] = colour.map(value(of:))
        }
    }

    /// `0xAARRGGBB` as an unsigned JSON integer.
    public static func value(of colour: Colour) -> JSONValue {
        JSONValue(colour.argb)
    }
}
