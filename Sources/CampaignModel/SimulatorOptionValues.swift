// The values of the simulator's options (SPEC §9.5). The first case of each is the default
// of the `ios` platform.

/// The SDK whose presenter and defaults the simulator follows.
public enum SimulatorPlatform: String, CaseIterable, Hashable, Sendable {
    case ios, android, web
}

/// R2: whether `start_time` and `end_time` themselves are inside the schedule.
public enum ScheduleBounds: String, CaseIterable, Hashable, Sendable {
    case exclusive, inclusive
}

/// R5: which of equal priorities wins, in payload order.
public enum TieBreak: String, CaseIterable, Hashable, Sendable {
    case first, last
}

/// R3, R4: when a campaign's stamp and the engine's last display stamp are taken.
public enum StampMoment: String, CaseIterable, Hashable, Sendable {
    case publish, display, selection
}

/// Whether the stack's top is shown by itself after a dismissal.
public enum AutoDrain: String, CaseIterable, Hashable, Sendable {
    case none
    case onDismiss = "on_dismiss"
}

/// R7: the expiry of a trigger object without `timeout`.
public enum TimeoutWhenAbsent: String, CaseIterable, Hashable, Sendable {
    case never
    case delayPlus30s = "delay_plus_30s"
}

/// R7: where a message's expiry is checked. `prepare` (iOS, Android): by the presenter, when
/// it prepares the message (a message waiting on the stack included), after the stamps of its
/// publication; `hand_off` (web): at the publication, before the re-checks and the stamps, so an
/// expired message stamps nothing, and never after it (a message the app holds is not expired).
public enum ExpiryCheck: String, CaseIterable, Hashable, Sendable {
    case prepare
    case handOff = "hand_off"
}

/// Which Web SDK the web presenter follows where versions differ: `current` (4.9.0 and later:
/// `deferInAppMessage`, `HTML_FULL`) or `3.5.0` (no deferral slot: a message the app holds for
/// later lives in the page only; `HTML_FULL` is a type it cannot read).
public enum WebSDK: String, CaseIterable, Hashable, Sendable {
    case current
    case v3_5_0 = "3.5.0"
}

/// R1.5: case of regular-expression filters.
public enum RegexCase: String, CaseIterable, Hashable, Sendable {
    case insensitive, sensitive
}

/// R12: which messages without an image are discarded.
public enum MissingImageRule: String, CaseIterable, Hashable, Sendable {
    case fullAndImageOnly = "full_and_image_only"
    case fullOnly = "full_only"
    case none
}

/// R10: what happens to a message published while the app is in the background.
public enum BackgroundRule: String, CaseIterable, Hashable, Sendable {
    case stack
    case singleSlot = "single_slot"
    case drop
}

/// v3, step 7: whether the minimum interval is checked again when a delay ends.
public enum IntervalAtPublish: String, CaseIterable, Hashable, Sendable {
    case skip, check
}

/// v3, §9.1: how filters read a property that is absent or of another type. `lenient` (Web):
/// `not_equals` and `does_not_match` hold on it, and `exists: true` holds on any type.
public enum AbsentProperty: String, CaseIterable, Hashable, Sendable {
    case strict, lenient
}

/// v3, §9.1: whether `less_than_ago` / `more_than_ago` hold at the bound (Web's comparators 4
/// and 6 are `<=` / `>=`).
public enum AgoBounds: String, CaseIterable, Hashable, Sendable {
    case strict, inclusive
}

/// v3, step 9: whether `request_next` and the return to the foreground ask the app's display
/// choice again (Android's `requestDisplayInAppMessage`).
public enum RequestNextAsks: String, CaseIterable, Hashable, Sendable {
    case no, yes
}

/// v3, step 8: a message of a campaign already on the stack: the older copy is removed and the
/// new one goes on top (`move`, iOS), or both stay (`keep`, Android).
public enum StackDuplicates: String, CaseIterable, Hashable, Sendable {
    case move, keep
}

/// v3, step 10: what a `restart` keeps besides the stamps: nothing (`forget`), or the pending
/// publications and the deferred message (`keep_pending`, Web).
public enum RestartRule: String, CaseIterable, Hashable, Sendable {
    case forget
    case keepPending = "keep_pending"
}

/// (v4) §17: whether a control message that wins its trigger stamps the minimum interval, as
/// a display does (`yes`, the Android SDK's behaviour).
public enum ControlStampsInterval: String, CaseIterable, Hashable, Sendable {
    case yes, no
}
