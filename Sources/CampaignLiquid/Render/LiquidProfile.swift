/// What a template is rendered for: one user's attributes and the responses and data a
/// scenario or persona gives (SPEC §15.4, §18). Never fetched: everything is here.
public struct LiquidProfile: Sendable, Equatable {
    /// Standard attributes by name (`${first_name}`).
    public var attributes: [String: LiquidValue]
    /// `custom_attribute.${name}`.
    public var customAttributes: [String: LiquidValue]
    /// `event_properties.${name}` (the triggering event's).
    public var eventProperties: [String: LiquidValue]
    /// Other objects by root: `campaign`, `app`, `most_recently_used_device`, `targeted_device`,
    /// `subscribed_state`.
    public var objects: [String: LiquidValue]
    /// Content blocks' Liquid texts by name.
    public var contentBlocks: [String: String]
    /// `connected_content` responses by the rendered URL.
    public var connectedContent: [String: LiquidConnectedResponse]
    /// Catalogs by name.
    public var catalogs: [String: LiquidCatalog]

    public init(
        attributes: [String: LiquidValue] = [:], customAttributes: [String: LiquidValue] = [:], eventProperties: [String: LiquidValue] = [:],
        objects: [String: LiquidValue] = [:], contentBlocks: [String: String] = [:], connectedContent: [String: LiquidConnectedResponse] = [:],
        catalogs: [String: LiquidCatalog] = [:]
    ) {
        self.attributes = attributes
        self.customAttributes = customAttributes
        self.eventProperties = eventProperties
        self.objects = objects
        self.contentBlocks = contentBlocks
        self.connectedContent = connectedContent
        self.catalogs = catalogs
    }
}

/// A `connected_content` response: its status and its body (a JSON value, or a string).
public struct LiquidConnectedResponse: Sendable, Equatable {
    public var status: Int
    public var body: LiquidValue

    public init(status: Int = 200, body: LiquidValue) {
        self.status = status
        self.body = body
    }
}

/// A catalog: its items (objects with an `id`) and named selections of them.
public struct LiquidCatalog: Sendable, Equatable {
    public var items: [LiquidValue]
    public var selections: [String: [LiquidValue]]

    public init(items: [LiquidValue], selections: [String: [LiquidValue]] = [:]) {
        self.items = items
        self.selections = selections
    }
}

/// Everything besides the profile: the clock, the locale's translations, time zone rules.
public struct LiquidRenderEnvironment: Sendable {
    /// `'now'` and `'today'`: the run's `--now`, in UTC.
    public var now: LiquidTime
    /// The text of a `translation` block's id in the user's locale; nil keeps the source text.
    public var translation: @Sendable (String) -> String?
    /// Zone rules for `time_zone`.
    public var timeZones: any LiquidTimeZoneProvider

    public init(
        now: LiquidTime, translation: @escaping @Sendable (String) -> String? = { _ in nil }, timeZones: any LiquidTimeZoneProvider = LiquidFixedTimeZones()
    ) {
        self.now = now
        self.translation = translation
        self.timeZones = timeZones
    }
}

/// How rendering ended.
public enum LiquidRenderOutcome: Sendable, Equatable {
    /// The text, and the pairs of `message_extras` in order.
    case rendered(String, extras: [LiquidRenderedExtra])
    /// `abort_message`: the message is not shown; the reason when one was given.
    case aborted(reason: String?)
    /// A problem of the run; no text.
    case failed(LiquidRenderError)
}

public struct LiquidRenderedExtra: Sendable, Equatable {
    public var key: String
    public var value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}
