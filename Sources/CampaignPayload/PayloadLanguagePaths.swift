import CampaignModel

/// The inverse of the payload mapping (SPEC §5.1, §6): for every key a trigger object can hold,
/// the campaign-language path it comes from and how its value reads back. It lives beside
/// `TriggerObjectBuilder`, `TriggerConditionMapping` and `InAppMessageMapping`, and takes their
/// key lists and the model's words, so the two directions cannot drift; a test checks that
/// every key of the payload schema has an entry.
///
/// Each list is in the order of SPEC §2 (the order `campaignc diff` lists changes in). A key a
/// reader finds in no list (or a value it cannot read back) is shown as `payload.<key path>`.
public enum PayloadLanguagePaths {
    /// One payload key: the language path it reads back as, and how.
    public struct Entry: Hashable, Sendable {
        /// The key in its object (`priority`, `bg_color`).
        public let payloadKey: PayloadKey
        /// The path below the object's own path (`priority`, `theme.light.background`); empty
        /// for keys that are not shown (`revision`) or that name the object itself.
        public let path: String
        public let reading: Reading
        /// Other keys of the same object the reading takes together with `key` (`uri` and
        /// `use_webview` for `click_action`).
        public let with: [PayloadKey]

        public init(_ key: PayloadKey, _ path: String, _ reading: Reading, with: [PayloadKey] = []) {
            self.payloadKey = key
            self.path = path
            self.reading = reading
            self.with = with
        }

        /// The key as the payload spells it.
        public var key: String { payloadKey.rawValue }

        /// `key` and `with`.
        public var payloadKeys: [PayloadKey] { [payloadKey] + with }

        /// The keys as the payload spells them.
        public var keys: [String] { payloadKeys.map(\.rawValue) }
    }

    /// How a payload value reads back as a value of the language.
    public enum Reading: Hashable, Sendable {
        /// The campaign id: campaigns are matched by it, never listed as a change.
        case campaignID
        /// A hash of the other members (`revision`): never shown.
        case derived
        /// One of the values the writer writes (`type`: `inapp`, or `templated_iam`, which the
        /// message's texts decide); any other value is shown.
        case constant([String])
        /// A copy the writer makes of a trigger-level key (`data.delay`, `data.trigger_id`).
        case copyOfTrigger(PayloadKey)
        case integer
        case text
        case flag
        /// Unix seconds, shown in RFC 3339; with `zeroIsAbsent` 0 means "not set".
        case time(zeroIsAbsent: Bool)
        /// A duration written in seconds, or in milliseconds.
        case seconds
        case milliseconds
        /// A colour as an unsigned 32-bit ARGB integer, shown as `#RRGGBBAA`.
        case colour
        /// An SDK word (`MODAL`, `CENTER_CROP`), shown as the language's word.
        case word([String: String])
        /// `click_action` with `uri` and `use_webview`: `close`, `{ uri: … }` or `{ actions: […] }`.
        case clickAction
        /// `message_close` with `duration`: `manual` or `{ after: 5s }`.
        case dismiss
        /// `animate_in` with its copy `animate_out`.
        case animate
        /// The body: `message.message`, or `message.html` on an html message.
        case body
        /// `trigger_condition`: one `trigger[i]` per condition (`conditionWords`, `filterKeys`).
        case conditions
        /// `data`: the in-app message (`message`).
        case message
        /// `btns`: one `buttons[i]` per button (`button`).
        case buttons
        /// `themes.dark.btns`: one `buttons[i]` per button's dark colours (`buttonColours`).
        case darkButtons
        /// `themes`: `dark` with the colour keys and `btns` (`darkTheme`, `buttonColours`).
        case themes
        /// `extras`: one `extras.<key>` per entry, each a text.
        case extras
        /// A list of texts (`asset_urls`), one `[i]` per element.
        case texts
        /// `variants`: one `variants.NAME` per variant, its `percent` (the width of its
        /// `buckets`) and its `message` (`data`, as `message`).
        case variants
        /// `control_buckets`: `control`, the width of the range (0 when absent beside `variants`).
        case controlBuckets
    }

    /// The members of a trigger object (`TriggerObjectBuilder`).
    public static let triggerObject: [Entry] = [
        Entry(.id, "", .campaignID),
        Entry(.revision, "", .derived),
        Entry(.type, "", .constant([TriggerObjectBuilder.triggerType, TemplatedMessage.triggerType])),
        Entry(.priority, "priority", .integer),
        Entry(.startTime, "schedule.start", .time(zeroIsAbsent: true)),
        Entry(.endTime, "schedule.end", .time(zeroIsAbsent: false)),
        Entry(.reEligibility, "reeligible_after", .seconds),
        Entry(.delay, "delay", .seconds),
        Entry(.timeout, "expire_after", .milliseconds),
        Entry(.minSecondsSinceLastTrigger, "minimum_interval", .seconds),
        Entry(.triggerCondition, "trigger", .conditions),
        Entry(.data, "message", .message),
        Entry(.variants, "variants", .variants),
        Entry(.controlBuckets, "control", .controlBuckets),
    ]

    /// The in-app message object (`InAppMessageMapping`), below `message`.
    public static let message: [Entry] =
        [
            Entry(.type, "type", .word(messageTypeWords)),
            Entry(.header, "header", .text),
            Entry(.message, "message", .body),
            Entry(.imageURL, "image", .text),
            Entry(.imageAlt, "image_alt", .text),
            Entry(.imageStyle, "layout", .word(words(ImageLayout.self, \.wireName))),
            Entry(.cropType, "crop", .word(words(ImageCrop.self, \.wireName))),
            Entry(.slideFrom, "slide_from", .word(words(SlideFrom.self, \.wireName))),
            Entry(.hideChevron, "hide_chevron", .flag),
            Entry(.orientation, "orientation", .word(words(Orientation.self, \.wireName))),
            Entry(.language, "language", .text),
            Entry(.textAlignHeader, "text_align.header", .word(words(TextAlignment.self, \.wireName))),
            Entry(.textAlignMessage, "text_align.message", .word(words(TextAlignment.self, \.wireName))),
            Entry(.clickAction, "click_action", .clickAction, with: [.uri, .useWebview]),
            Entry(.messageClose, "dismiss", .dismiss, with: [.duration]),
            Entry(.animateIn, "animate", .animate, with: [.animateOut]),
            Entry(.buttons, "buttons", .buttons),
        ]
        + colours(InAppMessageMapping.colourKeys, ThemeKey.allCases.map(\.rawValue), under: "theme.light.")
        + [
            Entry(.themes, "theme", .themes),
            Entry(.assetURLs, "asset_urls", .texts),
            Entry(.zippedAssetsURL, "assets_zip", .text),
            Entry(.extras, "extras", .extras),
            Entry(.delay, "", .copyOfTrigger(.delay)),
            Entry(.triggerID, "", .copyOfTrigger(.id)),
        ]

    /// A button (`btns` entry), below `buttons[i]`.
    public static let button: [Entry] =
        [
            Entry(.text, "text", .text),
            Entry(.id, "id", .integer),
            Entry(.clickAction, "click_action", .clickAction, with: [.uri, .useWebview]),
        ] + buttonColours(under: "style.")

    /// `themes.dark`, below `theme.dark`: the colour keys, then `btns` (below `buttons[i]`).
    public static let darkTheme: [Entry] =
        colours(InAppMessageMapping.colourKeys, ThemeKey.allCases.map(\.rawValue), under: "")
        + [Entry(.buttons, "buttons", .darkButtons)]

    /// The colour keys of a button, or of an entry of `themes.dark.btns`.
    public static func buttonColours(under prefix: String) -> [Entry] {
        colours(InAppMessageMapping.buttonColourKeys, ButtonColourKey.allCases.map(\.rawValue), under: prefix)
    }

    /// `MODAL` → `modal`, and `HTML_FULL` (an html message with `assets_zip`) → `html`.
    public static var messageTypeWords: [String: String] {
        var words = words(MessageType.self, \.wireName)
        words[InAppMessageMapping.htmlFullType] = MessageType.html.rawValue
        return words
    }

    /// The language word of each SDK word of `type`.
    static func words<Word: CaseIterable & RawRepresentable>(_ type: Word.Type, _ wire: (Word) -> String) -> [String: String]
    where Word.RawValue == String {
        Dictionary(type.allCases.map { (wire($0), $0.rawValue) }, uniquingKeysWith: { first, _ in first })
    }

    static func colours(_ keys: [PayloadKey], _ names: [String], under prefix: String) -> [Entry] {
        zip(keys, names).map { Entry($0, prefix + $1, .colour) }
    }
}
