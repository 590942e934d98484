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
        var data: [String: JSONValue] = [:]
        switch message {
        case .slideup(let slideup):
            Self.addSlideup(slideup, to: &data)
        case .modal(let immersive), .full(let immersive):
            Self.addImmersive(immersive, type: message.type, to: &data)
        case .html(let html):
            Self.addHTML(html, to: &data)
        }
        Self.addCommon(message.common, to: &data)
        Self.addColours(message, to: &data)
        data[.triggerID] = .string(triggerID)
        if delay.milliseconds > 0 {
            data[.delay] = .integer(delay.seconds)
        }
        return .object(data)
    }

    /// `SLIDEUP` with `message`, `slide_from`, `hide_chevron`, `text_align_message`.
    static func addSlideup(_ slideup: SlideupMessage, to data: inout [String: JSONValue]) {
        data[.type] = .string(MessageType.slideup.wireName)
        data[.message] = .string(slideup.message.value)
        data[.slideFrom] = .string(slideup.slideFrom.wireName)
        data[.hideChevron] = .bool(slideup.hideChevron)
        data[.textAlignMessage] = slideup.textAlign.message.map { .string($0.wireName) }
    }

    /// `MODAL` or `FULL` with `header`, `message`, `image_style`, `crop_type` (full),
    /// `text_align_header`, `text_align_message` and `btns`.
    static func addImmersive(_ immersive: ImmersiveMessage, type: MessageType, to data: inout [String: JSONValue]) {
        data[.type] = .string(type.wireName)
        data[.header] = immersive.header.map { .string($0.value) }
        data[.message] = immersive.message.map { .string($0.value) }
        data[.imageStyle] = .string(immersive.imageLayout.wireName)
        data[.cropType] = immersive.crop.map { .string($0.wireName) }
        data[.textAlignHeader] = immersive.textAlign.header.map { .string($0.wireName) }
        data[.textAlignMessage] = immersive.textAlign.message.map { .string($0.wireName) }
        if !immersive.buttons.isEmpty {
            data[.buttons] = .array(immersive.buttons.map(button(_:)))
        }
    }

    /// `HTML`, or `HTML_FULL` when a zip is given; the document goes in `message`.
    static func addHTML(_ html: HTMLMessage, to data: inout [String: JSONValue]) {
        data[.type] = .string(html.assetsZip == nil ? MessageType.html.wireName : htmlFullType)
        data[.message] = .string(html.html.value)
        if !html.assetURLs.isEmpty {
            data[.assetURLs] = .array(html.assetURLs.map { .string($0.value) })
        }
        data[.zippedAssetsURL] = html.assetsZip.map { .string($0.value) }
    }

    /// The SDK type of an HTML message with a zip of assets.
    public static let htmlFullType = "HTML_FULL"

    /// Every `type` word the mapping writes.
    public static var typeWords: [String] {
        MessageType.allCases.map(\.wireName) + [htmlFullType]
    }

    /// The fields every type has.
    static func addCommon(_ common: MessageCommon, to data: inout [String: JSONValue]) {
        data[.imageURL] = common.image.map { .string($0.value.url) }
        data[.imageAlt] = common.imageAlt.map { .string($0.value) }
        data[.language] = common.language.map { .string($0.value) }
        data[.orientation] = .string(common.orientation.wireName)
        addClickAction(common.clickAction, to: &data)
        switch common.dismiss {
        case .manual:
            data[.messageClose] = .string(swipe)
        case .after(let duration):
            data[.messageClose] = .string(autoDismiss)
            data[.duration] = .integer(duration.milliseconds)
        }
        data[.animateIn] = .bool(common.animate)
        data[.animateOut] = .bool(common.animate)
        if !common.extras.isEmpty {
            data[.extras] = .object(
                Dictionary(
                    common.extras.entries.map { ($0.key.value, JSONValue.string($0.value.value)) },
                    uniquingKeysWith: { first, _ in first }
                ))
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
    static func addClickAction(_ action: ClickAction, to members: inout [String: JSONValue]) {
        switch action {
        case .close:
            members[.clickAction] = .string(clickNone)
        case .uri(let uri, let webview):
            members[.clickAction] = .string(clickURI)
            members[.uri] = .string(uri)
            members[.useWebview] = .bool(webview)
        case .actions(let steps):
            members[.clickAction] = .string(clickURI)
            members[.uri] = .string(BrazeActionsURI.uri(steps))
            members[.useWebview] = .bool(false)
        }
    }

    /// `id`, `text`, the click action and the button's own colours.
    static func button(_ button: Button) -> JSONValue {
        var members: [String: JSONValue] = [:]
        members[.id] = JSONValue(button.id)
        members[.text] = .string(button.text.value)
        addClickAction(button.clickAction, to: &members)
        addButtonColours(button.style, to: &members)
        return .object(members)
    }
}
