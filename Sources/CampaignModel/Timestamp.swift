/// A point in time, as Unix milliseconds (UTC). Written in campaigns and scenarios as RFC 3339
/// with an offset; a fraction past the milliseconds is dropped.
///
/// The payload carries whole seconds (`unixSeconds`, the fraction dropped towards the past);
/// the simulator keeps the milliseconds, as the Web SDK compares dates.
public struct Timestamp: Hashable, Comparable, Sendable {
    public var unixMilliseconds: Int64

    public init(unixMilliseconds: Int64) {
        self.unixMilliseconds = unixMilliseconds
    }

    public init(unixSeconds: Int64) {
        self.unixMilliseconds = unixSeconds * 1000
    }

    /// Whole Unix seconds, rounded towards the past (what the payload writes).
    public var unixSeconds: Int64 {
        let quotient = unixMilliseconds / 1000
        return unixMilliseconds % 1000 < 0 ? quotient - 1 : quotient
    }

    public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        lhs.unixMilliseconds < rhs.unixMilliseconds
    }
}
