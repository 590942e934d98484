import CanonicalJSON

extension CampaignSchema {
    /// `message`, with the keys of each message type (E203), the required texts (E102), the
    /// image of full and image-only messages (E201, E202) as `if`/`then` rules on `type`.
    static var messageDefinitions: [String: JSONValue] {
        [
            "message": S.object(
                "The in-app message: `type` and the keys of that type.",
                messageProperties,
                required: ["type"],
                more: ["allOf": .array(typeRules)]
            )
        ]
    }

    static let messageTypes = ["slideup", "modal", "full", "html"]

    static let messageProperties: [String: JSONValue] = [
        "type": S.words(
            "`slideup`: a small banner sliding in from the top or bottom. `modal`: a dialog in the middle of the screen. `full`: the whole screen, built around an image. `html`: your own HTML document.",
            messageTypes
        ),
        "header": S.text("The title (modal, full)."),
        "message": S.text("The body text (slideup, modal, full). Required unless `layout: image_only`."),
        "image": S.string(
            "The image: an https URL, or a path relative to this file (published under `assets.base_url`). PNG, JPEG, GIF or WebP. Required on full messages (E201).",
            pattern: S.imagePattern
        ),
        "image_alt": S.text("The image's alternative text, for screen readers."),
        "layout": S.words(
            "Modal and full messages: `standard` (header, text, buttons) or `image_only` (the image alone; needs `image`, E202). Default standard.",
            ["standard", "image_only"]),
        "crop": S.words("Full messages: how the image fills the screen, `fill` (crop to fill, the default) or `fit` (show it whole).", ["fill", "fit"]),
        "slide_from": S.words("Slideups: the screen edge it slides in from, `top` or `bottom` (default).", ["top", "bottom"]),
        "hide_chevron": S.boolean("Slideups: hide the chevron (the arrow at the end). Default false."),
        "orientation": S.words(
            "The device orientation the message shows in: `any` (default), `portrait` or `landscape`. The SDK discards a message in the other orientation.",
            ["any", "portrait", "landscape"]),
        "language": S.string("The message's language, a BCP 47 tag such as `en` or `pt-BR`.", pattern: S.languagePattern),
        "text_align": S.ref("textAlign", "Text alignment of `header` (modal, full) and `message` (slideup, modal, full)."),
        "click_action": S.ref(
            "clickAction", "What a tap on the message does: `close` (default), `{ uri: \"myapp://…\", webview: false }` or `{ actions: [ … ] }`."),
        "dismiss": [
            "description": "How the message goes away: `manual`, or `{ after: 5s }` (1s to 5m). Default `{ after: 5s }` on slideups, manual on the others.",
            "anyOf": [
                S.words("Stays until the user closes it.", ["manual"]),
                S.object("Closes by itself.", ["after": S.duration("How long it stays (1s to 5m).", seconds: 1...300)], required: ["after"]),
            ],
        ],
        "animate": S.boolean("Animate the message in and out. Default true."),
        "buttons": S.list(
            "Modal and full messages: up to two buttons (E204).",
            of: S.ref("button"),
            maxItems: 2
        ),
        "theme": S.ref("theme", "Colours for the light and dark appearance."),
        "html": S.text("Html messages: the HTML document. Required on html messages."),
        "asset_urls": S.list(
            "Html messages: https URLs of files the document uses (fonts, images), prefetched with the message.",
            of: S.string("An https URL.", pattern: S.httpsPattern)
        ),
        "assets_zip": S.string("Html messages: the https URL of a legacy `.zip` of the document's assets.", pattern: S.zipPattern),
        "extras": S.ref("extras", "Key-value pairs handed to the app as strings (custom views read `view_type` and its keys)."),
    ]

    /// The keys that apply only to some message types (SPEC §2.5), with those types.
    static let typedKeys: [(key: String, types: [String])] = [
        ("header", ["modal", "full"]),
        ("message", ["slideup", "modal", "full"]),
        ("layout", ["modal", "full"]),
        ("crop", ["full"]),
        ("slide_from", ["slideup"]),
        ("hide_chevron", ["slideup"]),
        ("text_align", ["slideup", "modal", "full"]),
        ("buttons", ["modal", "full"]),
        ("html", ["html"]),
        ("asset_urls", ["html"]),
        ("assets_zip", ["html"]),
    ]

    /// One `if type == X then …` rule per message type.
    static var typeRules: [JSONValue] {
        messageTypes.map { type in
            var properties: [String: JSONValue] = [:]
            for (key, types) in typedKeys where !types.contains(type) {
                properties[key] = false
            }
            let immersive = type == "modal" || type == "full"
            if !immersive {
                properties["theme"] = [
                    "properties": [
                        "light": ["properties": ["header": false, "frame": false]],
                        "dark": ["properties": ["header": false, "frame": false, "buttons": false]],
                    ]
                ]
                if type == "slideup" {
                    properties["text_align"] = ["properties": ["header": false]]
                }
            }
            var then: [String: JSONValue] = ["properties": .object(properties)]
            switch type {
            case "slideup": then["required"] = ["message"]
            case "html": then["required"] = ["html"]
            case "full":
                then["required"] = ["image"]
                then["if"] = imageOnly
                then["else"] = ["required": ["message"]]
            default:
                then["if"] = imageOnly
                then["then"] = ["required": ["image"]]
                then["else"] = ["required": ["message"]]
            }
            return [
                "if": ["properties": ["type": ["const": .string(type)]], "required": ["type"]],
                "then": .object(then),
            ]
        }
    }

    /// `layout: image_only` is given.
    static let imageOnly: JSONValue = ["properties": ["layout": ["const": "image_only"]], "required": ["layout"]]
}
