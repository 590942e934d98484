public import CampaignModel
public import CanonicalJSON

/// A message → the in-app message object (`data` of a trigger object, SPEC §6), in the
/// SDK's own keys and UPPERCASE words so that an app can hand it to the SDK's deserializer.
///
/// Keys that do not apply to the type, or that the campaign does not set, are omitted (never
/// `null`). Values the language defaults (`orientation`, `click_action`, `message_close`,
/// `animate_in`/`animate_out`, and per type `slide_from`, `hide_chevron`, `image_style`,
/// `crop_type`) are always written, because the SDKs' own defaults differ from the language's.
public struct InAppMessageMapping: Sendable {
    /// The campaign id, written as `trigger_id`.
    public let triggerID: String
    /// The campaign's `delay`; written in seconds when it is not zero.
    public let delay: Duration

    public init(triggerID: String, delay: Duration = .zero) {
        self.triggerID = triggerID
        self.delay = delay
    }

    public func value(of message: Message) -> JSONValue {
        var data = ValueWriter()
        write(message, into: &data)
        return data.value
    }

    /// Writes the members of the message object of `message` into `data`.
    func write<Object: ObjectWriter>(_ message: Message, into data: inout Object) {
        switch message {
        case .slideup(let slideup):
            Self.addSlideup(slideup, to: &data)
        case .modal(let immersive), .full(let immersive):
            Self.addImmersive(immersive, type: message.type, to: &data)
        case .html(let html):
            Self.addHTML(html, to: &data)
        }
        Self.addCommon(message.common, to: &data)
        if Object.keepsValues { Self.addColours(message, to: &data) }
        data.set(.triggerID, .string(triggerID))
        if delay.milliseconds > 0 {
            data.set(.delay, .integer(delay.seconds))
        }
    }

    /// `SLIDEUP` with `message`, `slide_from`, `hide_chevron`, `text_align_message`.
    static func addSlideup<Object: ObjectWriter>(_ slideup: SlideupMessage, to data: inout Object) {
        data.set(.type, .string(MessageType.slideup.wireName))
        data.set(text: .message, slideup.message.value)
        data.set(.slideFrom, .string(slideup.slideFrom.wireName))
        data.set(.hideChevron, .bool(slideup.hideChevron))
        data.set(.textAlignMessage, slideup.textAlign.message.map { .string($0.wireName) })
    }

    /// `MODAL` or `FULL` with `header`, `message`, `image_style`, `crop_type` (full),
    /// `text_align_header`, `text_align_message` and `btns`.
    static func addImmersive<Object: ObjectWriter>(_ immersive: ImmersiveMessage, type: MessageType, to data: inout Object) {
        data.set(.type, .string(type.wireName))
        data.set(text: .header, immersive.header?.value)
        data.set(text: .message, immersive.message?.value)
        data.set(.imageStyle, .string(immersive.imageLayout.wireName))
        data.set(.cropType, immersive.crop.map { .string($0.wireName) })
        data.set(.textAlignHeader, immersive.textAlign.header.map { .string($0.wireName) })
        data.set(.textAlignMessage, immersive.textAlign.message.map { .string($0.wireName) })
        if !immersive.buttons.isEmpty {
            data.set(.buttons, objects: immersive.buttons.map { button($0) })
        }
    }

    /// `HTML`, or `HTML_FULL` when a zip is given; the document goes in `message`.
    static func addHTML<Object: ObjectWriter>(_ html: HTMLMessage, to data: inout Object) {
        data.set(.type, .string(html.assetsZip == nil ? MessageType.html.wireName : htmlFullType))
        data.set(text: .message, html.html.value)
        if !html.assetURLs.isEmpty {
            data.set(.assetURLs, .array(html.assetURLs.map { .string($0.value) }))
        }
        data.set(.zippedAssetsURL, html.assetsZip.map { .string($0.value) })
    }

    /// The SDK type of an HTML message with a zip of assets.
    public static let htmlFullType = "HTML_FULL"

    /// Every `type` word the mapping writes.
    public static var typeWords: [String] {
        MessageType.allCases.map(\.wireName) + [htmlFullType]
    }

    /// The fields every type has.
    static func addCommon<Object: ObjectWriter>(_ common: MessageCommon, to data: inout Object) {
        data.set(.imageURL, common.image.map { .string($0.value.url) })
        data.set(text: .imageAlt, common.imageAlt?.value)
        data.set(.language, common.language.map { .string($0.value) })
        data.set(.orientation, .string(common.orientation.wireName))
        addClickAction(common.clickAction, to: &data)
        switch common.dismiss {
        case .manual:
            data.set(.messageClose, .string(swipe))
        case .after(let duration):
            data.set(.messageClose, .string(autoDismiss))
            data.set(.duration, .integer(duration.milliseconds))
        }
        data.set(.animateIn, .bool(common.animate))
        data.set(.animateOut, .bool(common.animate))
        if !common.extras.isEmpty {
            var extras = Object()
            // Of a key written twice (as `String` compares keys) the first counts.
            var written = Set<String>()
            for entry in common.extras.entries where written.insert(entry.key.value).inserted {
                extras.set(text: entry.key.value, entry.value.value)
            }
            data.set(.extras, object: extras)
        }
    }

    /// `message_close` words.
    public static let swipe = "SWIPE"
    public static let autoDismiss = "AUTO_DISMISS"

    /// `click_action` words.
    public static let clickNone = "NONE"
    public static let clickURI = "URI"

    /// `click_action: NONE` for close; `URI` with `uri` and `use_webview`; steps as `URI` with
    /// their Braze Actions URI and `use_webview: false` (SPEC §6, §2.5.1).
    static func addClickAction<Object: ObjectWriter>(_ action: ClickAction, to members: inout Object) {
        switch action {
        case .close:
            members.set(.clickAction, .string(clickNone))
        case .uri(let uri, let webview):
            members.set(.clickAction, .string(clickURI))
            members.set(text: .uri, uri)
            members.set(.useWebview, .bool(webview))
        case .actions(let steps):
            members.set(.clickAction, .string(clickURI))
            // Base64 after its scheme: never Liquid, and not worked out for a probe.
            if Object.keepsValues { members.set(.uri, .string(BrazeActionsURI.uri(steps))) }
            members.set(.useWebview, .bool(false))
        }
    }

    /// `id`, `text`, the click action and the button's own colours.
    static func button<Object: ObjectWriter>(_ button: Button) -> Object {
        var members = Object()
        members.set(.id, JSONValue(button.id))
        members.set(text: .text, button.text.value)
        addClickAction(button.clickAction, to: &members)
        if Object.keepsValues { addButtonColours(button.style, to: &members) }
        return members
    }
}
