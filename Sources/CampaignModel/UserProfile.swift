public import CampaignLiquid

/// One user as `render`, a scenario's `user:` and a persona give it (SPEC §18): who they are,
/// where and when they are, and what Liquid reads for them.
public struct UserProfile: Sendable, Hashable {
    /// `user_id`; also `${user_id}` in `liquid.attributes`.
    public var userID: String?
    /// `locale` as written (a BCP 47 tag); nil: the source texts.
    public var locale: String?
    /// `time_zone` as written (an IANA name); also `${time_zone}`.
    public var timeZone: String?
    /// Attributes, custom attributes, content blocks, connected content responses, catalogs.
    public var liquid: LiquidProfile

    public init(userID: String? = nil, locale: String? = nil, timeZone: String? = nil, liquid: LiquidProfile = LiquidProfile()) {
        self.userID = userID
        self.locale = locale
        self.timeZone = timeZone
        self.liquid = liquid
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userID)
        hasher.combine(locale)
        hasher.combine(timeZone)
    }

    /// A user without any attribute: what the preview's empty row shows.
    public static let empty = UserProfile()

    /// How diagnostics name this user: `user `ID``, or "the user without a `user_id`".
    public var name: String { userID.map { "user `\($0)`" } ?? "the user without a `user_id`" }
}

/// A named profile of the project file's `personas:` (SPEC §3, §15.7): the preview draws each
/// message for it.
public struct Persona: Sendable, Hashable {
    public var name: String
    public var profile: UserProfile

    public init(name: String, profile: UserProfile) {
        self.name = name
        self.profile = profile
    }
}
