/// How a message goes away (SPEC §2.5): by the user, or by itself after a time.
/// The payload writes `message_close: SWIPE`, or `AUTO_DISMISS` with `duration` in milliseconds.
public enum Dismiss: Hashable, Sendable {
    case manual
    /// Auto-dismiss after this long (1 s ... 5 m, millisecond precision).
    case after(Duration)

    /// The default for a message type: slideups go after 5 s, the others stay until closed.
    public static func defaultFor(_ type: MessageType) -> Dismiss {
        type == .slideup ? .after(.seconds(5)) : .manual
    }

    /// The allowed range of `after`.
    public static let afterRange: ClosedRange<Duration> = Duration.seconds(1)...Duration.minutes(5)

    /// The auto-dismiss time in milliseconds, nil for manual.
    public var milliseconds: Int64? {
        switch self {
        case .manual: nil
        case .after(let duration): duration.milliseconds
        }
    }
}
