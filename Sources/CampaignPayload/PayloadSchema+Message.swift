import CampaignModel
import CanonicalJSON

/// The schema of the in-app message object (`data`), its buttons and themes.
extension PayloadSchema {
    static var messageDefinitions: [String: JSONValue] {
        [
            "in_app_message": inAppMessage,
            "button": button,
            "colour": JSONSchema.integer("An unsigned 32-bit ARGB colour, 0xAARRGGBB.", minimum: 0, maximum: Int64(UInt32.max)),
            "button_colours": JSONSchema.object(required: [], colourProperties(InAppMessageMapping.buttonColourKeys)),
            "themes": JSONSchema.object(
                "Colour overrides for the dark mode.", required: ["dark"],
                [
                    "dark": JSONSchema.object(
                        required: [],
                        colourProperties(InAppMessageMapping.colourKeys).merging([
                            "btns": JSONSchema.array(JSONSchema.ref("button_colours"), "Overrides of the buttons' colours, by index.")
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

    static func colourProperties(_ keys: [PayloadKey]) -> [String: JSONValue] {
        Dictionary(uniqueKeysWithValues: keys.map { ($0.rawValue, JSONSchema.ref("colour")) })
    }

    /// `click_action: URI` needs `uri` and `use_webview`; `NONE` has neither.
    static var clickActionRules: [JSONValue] {
        [
            JSONSchema.when(
                "click_action", in: [.string(InAppMessageMapping.clickURI)],
                then: JSONSchema.requires(["uri", "use_webview"])),
            JSONSchema.when(
                "click_action", in: [.string(InAppMessageMapping.clickNone)],
                then: JSONSchema.forbids(["uri", "use_webview"])),
        ]
    }

    static var clickActionProperties: [String: JSONValue] {
        [
            "click_action": JSONSchema.words([InAppMessageMapping.clickNone, InAppMessageMapping.clickURI]),
            "uri": JSONSchema.ref("uri"),
            "use_webview": JSONSchema.boolean("Open the URI in an in-app web view."),
        ]
    }

    static var button: JSONValue {
        var properties = clickActionProperties.merging(colourProperties(InAppMessageMapping.buttonColourKeys)) { first, _ in first }
        properties["id"] = JSONSchema.integer("Logged on a click.", minimum: 0, maximum: Int64(Button.maxID))
        properties["text"] = JSONSchema.string(minLength: 1)
        var object = JSONSchema.object(required: ["id", "text", "click_action"], properties).objectValue ?? [:]
        object["allOf"] = .array(clickActionRules)
        return .object(object)
    }

    static var inAppMessage: JSONValue {
        let text = JSONSchema.string(minLength: 1)
        let alignment = JSONSchema.words(TextAlignment.allCases.map(\.wireName))
        var properties: [String: JSONValue] = [
            "type": JSONSchema.words(InAppMessageMapping.typeWords),
            "message": JSONSchema.string("The body text; for HTML types the HTML document.", minLength: 1),
            "header": text,
            "image_url": JSONSchema.ref("https_url"),
            "image_alt": text,
            "language": JSONSchema.string("A BCP 47 language tag.", minLength: 1),
            "image_style": JSONSchema.words(ImageLayout.allCases.map(\.wireName)),
            "crop_type": JSONSchema.words(ImageCrop.allCases.map(\.wireName)),
            "slide_from": JSONSchema.words(SlideFrom.allCases.map(\.wireName)),
            "hide_chevron": JSONSchema.boolean(),
            "orientation": JSONSchema.words(Orientation.allCases.map(\.wireName)),
            "text_align_header": alignment,
            "text_align_message": alignment,
            "message_close": JSONSchema.words([InAppMessageMapping.autoDismiss, InAppMessageMapping.swipe]),
            "duration": JSONSchema.integer(
                "Auto-dismiss time in milliseconds.",
                minimum: Dismiss.afterRange.lowerBound.milliseconds, maximum: Dismiss.afterRange.upperBound.milliseconds
            ),
            "animate_in": JSONSchema.boolean(),
            "animate_out": JSONSchema.boolean(),
            "btns": JSONSchema.array(JSONSchema.ref("button"), minItems: 1, maxItems: 2),
            "themes": JSONSchema.ref("themes"),
            "extras": JSONSchema.ref("extras"),
            "asset_urls": JSONSchema.array(JSONSchema.ref("https_url"), "Files the HTML uses, prefetched.", minItems: 1),
            "zipped_assets_url": JSONSchema.ref("https_url"),
            "delay": JSONSchema.integer("Seconds between the trigger and the display.", minimum: 1, maximum: Duration.hours(24).seconds),
            "trigger_id": JSONSchema.ref("campaign_id"),
        ]
        properties.merge(clickActionProperties) { first, _ in first }
        properties.merge(colourProperties(InAppMessageMapping.colourKeys)) { first, _ in first }
        var object =
            JSONSchema.object(
                "The in-app message in the SDK's own keys and words.",
                required: ["type", "orientation", "click_action", "message_close", "animate_in", "animate_out", "trigger_id"],
                properties
            ).objectValue ?? [:]
        object["allOf"] = .array(
            typeRules + clickActionRules + [
                JSONSchema.when("message_close", in: [.string(InAppMessageMapping.autoDismiss)], then: JSONSchema.requires(["duration"])),
                JSONSchema.when("message_close", in: [.string(InAppMessageMapping.swipe)], then: JSONSchema.forbids(["duration"])),
                JSONSchema.when("image_style", in: [.string(ImageLayout.standard.wireName)], then: JSONSchema.requires(["message"])),
                JSONSchema.when("image_style", in: [.string(ImageLayout.imageOnly.wireName)], then: JSONSchema.requires(["image_url"])),
            ])
        return .object(object)
    }

    /// Which keys each type must have and may not have.
    static var typeRules: [JSONValue] {
        let immersiveOnly = ["header", "image_style", "btns", "text_align_header", "header_text_color", "frame_color"]
        let slideupOnly = ["slide_from", "hide_chevron"]
        let htmlOnly = ["asset_urls", "zipped_assets_url"]
        func rule(_ type: String, requires required: [String], forbids forbidden: [String]) -> JSONValue {
            JSONSchema.when("type", in: [.string(type)], then: JSONSchema.requires(required, forbids: forbidden))
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
