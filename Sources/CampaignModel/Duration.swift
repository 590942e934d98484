/// A length of time as written in a campaign (`500ms`, `2.5s`, `30s`, `15m`, `24h`, `7d`,
/// or a plain integer meaning seconds), kept in whole milliseconds.
public struct Duration: Hashable, Comparable, Sendable {
    public var milliseconds: Int64

    public init(milliseconds: Int64) {
        self.milliseconds = milliseconds
    }

    public static func seconds(_ seconds: Int64) -> Duration {
        Duration(milliseconds: seconds * 1000)
    }

    public static func minutes(_ minutes: Int64) -> Duration { .seconds(minutes * 60) }
    public static func hours(_ hours: Int64) -> Duration { .seconds(hours * 3600) }
    public static func days(_ days: Int64) -> Duration { .seconds(days * 86_400) }

    public static let zero = Duration(milliseconds: 0)

    /// True when the duration is a whole number of seconds.
    public var isWholeSeconds: Bool { milliseconds % 1000 == 0 }

    /// Whole seconds, rounded toward zero (use `isWholeSeconds` first where it matters).
    public var seconds: Int64 { milliseconds / 1000 }

    /// The shortest exact way to write this duration in the campaign language
    /// (`0s`, `500ms`, `2500ms`, `30s`, `15m`, `24h`, `7d`); days from two days up.
    public var description: String {
        let ms = milliseconds
        if ms == 0 { return "0s" }
        if ms % 1000 != 0 { return "\(ms)ms" }
        let s = ms / 1000
        if s % 86_400 == 0, s / 86_400 >= 2 { return "\(s / 86_400)d" }
        if s % 3600 == 0 { return "\(s / 3600)h" }
        if s % 60 == 0 { return "\(s / 60)m" }
        return "\(s)s"
    }

    public static func < (lhs: Duration, rhs: Duration) -> Bool {
        lhs.milliseconds < rhs.milliseconds
    }
}

extension Duration: CustomStringConvertible {}
