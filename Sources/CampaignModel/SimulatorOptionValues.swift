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
