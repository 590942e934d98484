/// When a campaign is live. Either bound may be absent (always live on that side).
public struct Schedule: Hashable, Sendable {
    public var start: Located<Timestamp>?
    public var end: Located<Timestamp>?

    public init(start: Located<Timestamp>? = nil, end: Located<Timestamp>? = nil) {
        self.start = start
        self.end = end
    }

    /// Always live.
    public static let always = Schedule()

    /// True when both schedules share at least one second of life (bounds inclusive).
    public func overlaps(_ other: Schedule) -> Bool {
        let lo = max(start?.value.unixSeconds ?? .min, other.start?.value.unixSeconds ?? .min)
        let hi = min(end?.value.unixSeconds ?? .max, other.end?.value.unixSeconds ?? .max)
        return lo <= hi
    }
}
