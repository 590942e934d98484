import CanonicalJSON

extension CampaignSchema {
    /// `theme`, `themeColours`, `darkThemeColours`, `button`, `buttonStyle`,
    /// `textAlign`, `extras`.
    static var appearanceDefinitions: [String: JSONValue] {
        [
            "theme": S.object(
                "Colours for the light appearance and, optionally, the dark one.",
                [
                    "light": S.ref("themeColours", "Colours in light mode."),
                    "dark": S.ref("darkThemeColours", "Colours in dark mode; `buttons` overrides the buttons' styles by index."),
                ]
            ),
            "themeColours": S.object("The colours of one appearance.", themeColours),
            "darkThemeColours": S.object("The colours of the dark appearance.", darkThemeColours),
            "button": S.object(
                "A button of a modal or full message.",
                [
                    "text": S.text("The button's label. Required."),
                    "id": S.integer(
                        "The id the SDK reports clicks with (0 to 2147483647); default the button's index. Unique in the message (E205).", 0...2_147_483_647),
                    "click_action": S.ref("clickAction", "What the button does: `close` (default), `{ uri: \"myapp://…\" }` or `{ actions: [ … ] }`."),
                    "style": S.ref("buttonStyle", "The button's colours."),
                ],
                required: ["text"]
            ),
            "buttonStyle": S.object(
                "A button's colours.",
                [
                    "background": colour("The button's background colour."),
                    "text": colour("The button's text colour."),
                    "border": colour("The button's border colour."),
                ]
            ),
            "textAlign": S.object(
                "Text alignment: `start`, `center` or `end`.",
                [
                    "header": S.words("Alignment of the header (modal, full).", alignments),
                    "message": S.words("Alignment of the message text.", alignments),
                ]
            ),
            "extras": S.freeMapping(
                "Key-value pairs handed to the app; every value is sent as the text written (`count: 5` arrives as \"5\").",
                values: S.text("A value sent to the app as text: a string, number or boolean.", nonEmpty: false),
                properties: [
                    "view_type": S.text(
                        "The app's custom view for this message (declared under `view_types` in campaignc.yaml), such as `picker` or `toggle_list`.",
                        nonEmpty: false),
                    "attribute_key": S.text("The custom attribute a picker or toggle list stores the user's choice in.", nonEmpty: false),
                ]
            ),
        ]
    }

    static let alignments = ["start", "center", "end"]

    static func colour(_ description: String) -> JSONValue {
        S.ref("colour", description)
    }

    static let themeColours: [String: JSONValue] = [
        "background": colour("The message's background colour."),
        "text": colour("The message text's colour."),
        "header": colour("The header's colour (modal, full)."),
        "close_button": colour("The close button's colour (on a slideup, the chevron's)."),
        "frame": colour("The screen overlay behind the message (modal, full), usually translucent such as `\"#333333BF\"`."),
        "icon": colour("The icon's colour."),
        "icon_background": colour("The icon's background colour."),
    ]

    static var darkThemeColours: [String: JSONValue] {
        var colours = themeColours
        colours["buttons"] = S.list(
            "Modal and full messages: dark-mode styles of the buttons, by index (at most two).",
            of: S.ref("buttonStyle"),
            maxItems: 2
        )
        return colours
    }
}
