import CampaignModel
import CanonicalJSON

/// The schema of the in-app message object (`data`), its buttons and themes.
extension PayloadSchema {
    static var messageDefinitions: [String: JSONValue] {
        [
            "in_app_message": inAppMessage,
            "button": button,
            "colour": SchemaFragment.integer("An unsigned 32-bit ARGB colour, 0xAARRGGBB.", minimum: 0, maximum: Int64(UInt32.max)),
            "button_colours": SchemaFragment.object(required: [], colourProperties(InAppMessageMapping.buttonColourKeys)),
            "themes": SchemaFragment.object(
                "Colour overrides for the dark mode.", required: ["dark"],
                [
                    "dark": SchemaFragment.object(
                        required: [],
                        colourProperties(InAppMessageMapping.colourKeys).merging([
                            "btns": SchemaFragment.array(SchemaFragment.ref("button_colours"), "Overrides of the buttons' colours, by index.")
                        ]) { first, _ in first }
                    )
                ]),
            "extras": [
                "type": "object",
                "description": "Key-value pairs for the app, every value a string.",
                "propertyNames": ["minLength": 1],
                "additionalProperties": ["type": "string"],
                "minProperties": 1,
            ],
        ]
    }

    static func colourProperties(_ keys: [String]) -> [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0, SchemaFragment.ref("colour")) })
    }

    /// `click_action: URI` needs `uri` and `use_webview`; `NONE` has neither.
    static var clickActionRules: [JSONValue] {
        [
            SchemaFragment.when(
                "click_action", in: [.string(InAppMessageMapping.clickURI)],
                then: SchemaFragment.requires(["uri", "use_webview"])),
            SchemaFragment.when(
                "click_action", in: [.string(InAppMessageMapping.clickNone)],
                then: SchemaFragment.forbids(["uri", "use_webview"])),
        ]
    }

    static var clickActionProperties: [String: JSONValue] {
        [
            "click_action": SchemaFragment.words([InAppMessageMapping.clickNone, InAppMessageMapping.clickURI]),
            "uri": SchemaFragment.ref("uri"),
            "use_webview": SchemaFragment.boolean("Open the URI in an in-app web view."),
        ]
    }

    static var button: JSONValue {
        var properties = clickActionProperties.merging(colourProperties(InAppMessageMapping.buttonColourKeys)) { first, _ in first }
        properties["id"] = SchemaFragment.integer("Logged on a click.", minimum: 0, maximum: Int64(Button.maxID))
        properties["text"] = SchemaFragment.string(minLength: 1)
        var object = SchemaFragment.object(required: ["id", "text", "click_action"], properties).objectValue ?? [:]
        object["allOf"] = .array(clickActionRules)
        return .object(object)
    }

    static var inAppMessage: JSONValue {
        let text = SchemaFragment.string(minLength: 1)
        let alignment = SchemaFragment.words(TextAlignment.allCases.map(\.wireName))
        var properties: [String: JSONValue] = [
            "type": SchemaFragment.words(InAppMessageMapping.typeWords),
            "message": SchemaFragment.string("The body text; for HTML types the HTML document.", minLength: 1),
            "header": text,
            "image_url": SchemaFragment.ref("https_url"),
            "image_alt": text,
            "language": SchemaFragment.string("A BCP 47 language tag.", minLength: 1),
            "image_style": SchemaFragment.words(ImageLayout.allCases.map(\.wireName)),
            "crop_type": SchemaFragment.words(ImageCrop.allCases.map(\.wireName)),
            "slide_from": SchemaFragment.words(SlideFrom.allCases.map(\.wireName)),
            "hide_chevron": SchemaFragment.boolean(),
            "orientation": SchemaFragment.words(Orientation.allCases.map(\.wireName)),
            "text_align_header": alignment,
            "text_align_message": alignment,
            "message_close": SchemaFragment.words([InAppMessageMapping.autoDismiss, InAppMessageMapping.swipe]),
            "duration": SchemaFragment.integer(
                "Auto-dismiss time in milliseconds.",
                minimum: Dismiss.afterRange.lowerBound.milliseconds, maximum: Dismiss.afterRange.upperBound.milliseconds
            ),
            "animate_in": SchemaFragment.boolean(),
            "animate_out": SchemaFragment.boolean(),
            "btns": SchemaFragment.array(SchemaFragment.ref("button"), minItems: 1, maxItems: 2),
            "themes": SchemaFragment.ref("themes"),
            "extras": SchemaFragment.ref("extras"),
            "asset_urls": SchemaFragment.array(SchemaFragment.ref("https_url"), "Files the HTML uses, prefetched.", minItems: 1),
            "zipped_assets_url": SchemaFragment.ref("https_url"),
            "delay": SchemaFragment.integer("Seconds between the trigger and the display.", minimum: 1, maximum: Duration.hours(24).seconds),
            "trigger_id": SchemaFragment.ref("campaign_id"),
        ]
        properties.merge(clickActionProperties) { first, _ in first }
        properties.merge(colourProperties(InAppMessageMapping.colourKeys)) { first, _ in first }
        var object =
            SchemaFragment.object(
                "The in-app message in the SDK's own keys and words.",
                required: ["type", "orientation", "click_action", "message_close", "animate_in", "animate_out", "trigger_id"],
                properties
            ).objectValue ?? [:]
        object["allOf"] = .array(
            typeRules + clickActionRules + [
                SchemaFragment.when("message_close", in: [.string(InAppMessageMapping.autoDismiss)], then: SchemaFragment.requires(["duration"])),
                SchemaFragment.when("message_close", in: [.string(InAppMessageMapping.swipe)], then: SchemaFragment.forbids(["duration"])),
                SchemaFragment.when("image_style", in: [.string(ImageLayout.standard.wireName)], then: SchemaFragment.requires(["message"])),
                SchemaFragment.when("image_style", in: [.string(ImageLayout.imageOnly.wireName)], then: SchemaFragment.requires(["image_url"])),
            ])
        return .object(object)
    }

    /// Which keys each type must have and may not have.
    static var typeRules: [JSONValue] {
        let immersiveOnly = ["header", "image_style", "btns", "text_align_header", "header_text_color", "frame_color"]
        let slideupOnly = ["slide_from", "hide_chevron"]
        let htmlOnly = ["asset_urls", "zipped_assets_url"]
        func rule(_ type: String, requires required: [String], forbids forbidden: [String]) -> JSONValue {
            SchemaFragment.when("type", in: [.string(type)], then: SchemaFragment.requires(required, forbids: forbidden))
        }
        return [
            rule(MessageType.slideup.wireName, requires: ["message"] + slideupOnly, forbids: immersiveOnly + ["crop_type"] + htmlOnly),
            rule(MessageType.modal.wireName, requires: ["image_style"], forbids: slideupOnly + ["crop_type"] + htmlOnly),
            rule(MessageType.full.wireName, requires: ["image_style", "crop_type", "image_url"], forbids: slideupOnly + htmlOnly),
            rule(
                MessageType.html.wireName, requires: ["message"],
                forbids: immersiveOnly + slideupOnly + ["crop_type", "text_align_message", "zipped_assets_url"]),
            rule(
                InAppMessageMapping.htmlFullType, requires: ["message", "zipped_assets_url"],
                forbids: immersiveOnly + slideupOnly + ["crop_type", "text_align_message"]),
        ]
    }
}
