public import CampaignDiagnostics

/// The five trigger words of SPEC §2.3.
public enum TriggerKind: String, CaseIterable, Hashable, Sendable {
    case sessionStart = "session_start"
    case anyPurchase = "any_purchase"
    case specificPurchase = "specific_purchase"
    case customEvent = "custom_event"
    case pushClick = "push_click"

    /// Only these take `filters`.
    public var takesFilters: Bool { self == .specificPurchase || self == .customEvent }

    /// Written as a one-key mapping with an argument (`{custom_event: name}`), not a plain word.
    public var takesArgument: Bool { self != .sessionStart && self != .anyPurchase }
}

/// One event that fires a campaign (SPEC §2.3).
public struct Trigger: Hashable, Sendable {
    public var kind: TriggerKind
    /// The product id, event name or push campaign id; nil for `session_start`, `any_purchase`.
    public var argument: Located<String>?
    /// AND of the entries; empty when the trigger has none.
    public var filters: [FilterEntry]
    /// The whole trigger as written (the word, or the mapping).
    public var range: SourceRange

    public init(kind: TriggerKind, argument: Located<String>? = nil, filters: [FilterEntry] = [], range: SourceRange) {
        self.kind = kind
        self.argument = argument
        self.filters = filters
        self.range = range
    }

    /// What the trigger matches, without source positions: equal keys mean the same trigger.
    public var key: TriggerKey {
        TriggerKey(kind: kind, argument: argument?.value, filters: filters.map { $0.alternatives.map(\.key) })
    }
}

/// A trigger without positions, for finding identical triggers (W315) and campaigns that
/// compete for the same event (W402).
public struct TriggerKey: Hashable, Sendable {
    public var kind: TriggerKind
    public var argument: String?
    public var filters: [[PropertyFilterKey]]

    public init(kind: TriggerKind, argument: String?, filters: [[PropertyFilterKey]]) {
        self.kind = kind
        self.argument = argument
        self.filters = filters
    }
}
