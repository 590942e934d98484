/// A point in time, as Unix seconds (UTC). Written in campaigns as RFC 3339 with an offset.
public struct Timestamp: Hashable, Comparable, Sendable {
    public var unixSeconds: Int64

    public init(unixSeconds: Int64) {
        self.unixSeconds = unixSeconds
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.unixSeconds < rhs.unixSeconds
    }
}
