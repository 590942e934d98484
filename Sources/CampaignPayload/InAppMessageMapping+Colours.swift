import CampaignModel
import CanonicalJSON

/// Colours as unsigned 32-bit ARGB integers (`#FFFFFF` → 4294967295, `#333333BF` →
/// 3207803699): the light theme's colours are the message's own keys; the dark theme goes to
/// `themes.dark` with the same keys and `btns` (the buttons' overrides, by index).
extension InAppMessageMapping {
    /// The message colour keys, in the order of the theme's fields.
    public static let colourKeys = [
        "bg_color", "text_color", "header_text_color", "close_btn_color", "frame_color", "icon_color", "icon_bg_color",
    ]

    /// The button colour keys.
    public static let buttonColourKeys = ["bg_color", "text_color", "border_color"]

    static func addColours(_ theme: Theme?, to data: inout [String: JSONValue]) {
        if let light = theme?.light {
            addThemeColours(light, to: &data)
        }
        if let dark = theme?.dark {
            var members: [String: JSONValue] = [:]
            addThemeColours(dark, to: &members)
            if !dark.buttons.isEmpty {
                members["btns"] = .array(
                    dark.buttons.map { style in
                        var button: [String: JSONValue] = [:]
                        addButtonColours(style, to: &button)
                        return .object(button)
                    })
            }
            if !members.isEmpty {
                data["themes"] = ["dark": .object(members)]
            }
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
