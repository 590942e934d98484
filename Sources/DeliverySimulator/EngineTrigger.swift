public import CampaignModel
public import CanonicalJSON

/// One trigger object as the delivery engine reads it (SPEC §6, payload version 2): only what
/// the rules of SPEC §9.2 look at.
public struct EngineTrigger: Hashable, Sendable {
    public var id: String
    /// Position in the payload's `triggers` list (ties of priority go by it).
    public var order: Int
    public var priority: Int64
    /// Unix seconds; 0 means no start.
    public var startTime: Int64
    /// Unix seconds; nil means no end.
    public var endTime: Int64?
    /// Seconds; nil means "once only".
    public var reEligibility: Int64?
    public var conditions: [EngineCondition]
    /// Seconds between the event and the publication.
    public var delay: Int64
    /// Milliseconds after the event after which the message is expired; nil when absent.
    public var timeout: Int64?
    /// `min_seconds_since_last_trigger`: this campaign's minimum interval in seconds, in place
    /// of the payload's `trigger_minimum_interval_seconds`; nil when absent.
    public var minimumInterval: Int64?
    /// The message shown; with variants, the user's variant's (or, for the control group, the
    /// first variant's, whose type the control message carries).
    public var message: EngineMessage
    /// `type: templated_iam`: the message is rendered when the trigger fires (SPEC §15.5).
    public var templated = false
    /// The in-app message object as written, which Liquid is rendered from.
    public var data: JSONValue = .null
    /// Whether the texts of `data` hold Liquid, found once when the trigger is read: each
    /// scenario's session rendering renders only such messages (and translated ones), and
    /// looking at every message's texts again for every scenario made `test` grow with
    /// scenarios × campaigns.
    public var hasLiquid = false
    /// (v4) The variants of the trigger object, in written order (SPEC §17); empty without.
    public var variants: [EngineVariant] = []
    /// (v4) The control group's buckets, nil without one.
    public var controlBuckets: ClosedRange<Int>? = nil
    /// (v4) What the scenario's user got: their bucket and variant, or the control group;
    /// nil without variants or before `SimulationPayload.assigned(to:)`.
    public var assignment: Assignment? = nil

    /// What a user got of a trigger with variants.
    public struct Assignment: Hashable, Sendable {
        /// 0...99.
        public var bucket: Int
        /// The variant's name; nil for the control group.
        public var variant: String?
        public var isControl: Bool { variant == nil }
    }

    /// True when the scenario's user is in this trigger's control group: the message wins its
    /// trigger and shows nothing.
    public var isControl: Bool { assignment?.isControl ?? false }

    /// R4: the minimum interval (ms) this trigger's display must keep from the last display of
    /// any message — its own `min_seconds_since_last_trigger` in place of the app's `global`
    /// one, as the Web SDK reads it (Android: the same when it is not -1).
    func intervalMilliseconds(global: Int64) -> Int64 {
        minimumInterval.map { $0 * 1000 } ?? global
    }
}

/// One entry of a trigger object's `variants`.
public struct EngineVariant: Hashable, Sendable {
    public var name: String
    public var buckets: ClosedRange<Int>
    public var message: EngineMessage
}

/// One entry of `trigger_condition`.
public struct EngineCondition: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable {
        case open, purchase
        case customEvent = "custom_event"
        case pushClick = "push_click"
    }

    public var kind: Kind
    /// The event name, product id (nil: any purchase) or push campaign id.
    public var argument: String?
    /// AND of OR lists.
    public var filters: [[EngineFilter]]
}

/// One property filter of a condition.
public struct EngineFilter: Hashable, Sendable {
    public enum PropertyType: String, Hashable, Sendable {
        case string, number, boolean, date

        /// The campaign language's type: `date` is `time`.
        var language: CampaignModel.PropertyType {
            switch self {
            case .string: .string
            case .number: .number
            case .boolean: .boolean
            case .date: .time
            }
        }
    }

    public var key: String
    public var type: PropertyType
    /// The comparator as the payload writes it.
    public let comparator: Int
    /// The operator `comparator` stands for on `type`, read once (`FilterOperator(comparator:type:)`);
    /// nil for a comparator the engines do not know, which never holds.
    public let op: FilterOperator?
    /// For `exists`: whether the property must exist.
    public let mustExist: Bool
    /// Nil for `exists`.
    public var value: JSONValue?

    public init(key: String, type: PropertyType, comparator: Int, value: JSONValue?) {
        self.key = key
        self.type = type
        self.comparator = comparator
        self.op = FilterOperator(comparator: comparator, type: type.language)
        self.mustExist = FilterOperator.existsValue(comparator: comparator) ?? false
        self.value = value
    }
}

/// What the presenter needs of the in-app message object (`data`).
public struct EngineMessage: Hashable, Sendable {
    /// `SLIDEUP`, `MODAL`, `FULL`, `HTML`, `HTML_FULL`.
    public var type: String
    /// `ANY`, `PORTRAIT`, `LANDSCAPE`.
    public var orientation: String
    public var imageURL: String?
    /// `image_style` `GRAPHIC`: an image-only layout.
    public var isImageOnly: Bool
    /// `asset_urls` and `zipped_assets_url`.
    public var assetURLs: [String]
    /// `duration` when `message_close` is `AUTO_DISMISS`.
    public var autoDismissMilliseconds: Int64?
    /// `animate_out` (absent: true, as every SDK reads it): the message fades or slides out.
    public var animatesOut: Bool
    /// Body click `uri`, when the click action is `URI`.
    public var uri: String?
    public var buttons: [EngineButton]

    /// Modal, full and HTML messages take the whole screen (Web shows one of them at a time).
    public var isBlocking: Bool { type != "SLIDEUP" }
}

/// One button of a message.
public struct EngineButton: Hashable, Sendable {
    public var id: String
    public var uri: String?
}
