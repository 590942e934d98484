public import CampaignDiagnostics

/// One step of a scenario (SPEC §9.1's table), with the range of the whole step.
public struct ScenarioStep: Hashable, Sendable {
    public var kind: ScenarioStepKind
    public var range: SourceRange

    public init(_ kind: ScenarioStepKind, at range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}

/// What a step does.
public enum ScenarioStepKind: Hashable, Sendable {
    case sessionStart
    case customEvent(Located<String>, properties: [EventProperty])
    case purchase(Located<String>, properties: [EventProperty])
    case pushClick(Located<String>)
    case wait(Duration)
    case dismiss
    /// A tap on the body (nil) or on the button with this id.
    case click(Located<String>?)
    case requestNext
    case display(DisplayChoice)
    case background
    case foreground
    case rotate(DeviceOrientation)
    /// `network: on|off`: the device gains or loses its connection (SPEC §15.5).
    case network(NetworkState)
    case restart
    indirect case expect(Expectation)

    /// The step's word as written (`custom_event`, `wait`, …).
    public var word: String {
        switch self {
        case .sessionStart: "session_start"
        case .customEvent: "custom_event"
        case .purchase: "purchase"
        case .pushClick: "push_click"
        case .wait: "wait"
        case .dismiss: "dismiss"
        case .click: "click"
        case .requestNext: "request_next"
        case .display: "display"
        case .background: "background"
        case .foreground: "foreground"
        case .rotate: "rotate"
        case .network: "network"
        case .restart: "restart"
        case .expect: "expect"
        }
    }

    /// Every step word, for did-you-mean.
    public static let words = [
        "session_start", "custom_event", "purchase", "push_click", "wait", "dismiss", "click", "request_next",
        "display", "background", "foreground", "rotate", "network", "restart", "expect",
    ]
}

/// One event property of a `custom_event` or `purchase` step, typed like a YAML 1.2 core
/// plain scalar.
public struct EventProperty: Hashable, Sendable {
    public var name: Located<String>
    public var value: Located<EventValue>

    public init(name: Located<String>, value: Located<EventValue>) {
        self.name = name
        self.value = value
    }
}

/// The value of an event property.
public enum EventValue: Hashable, Sendable {
    case string(String)
    case number(Double)
    case boolean(Bool)
}
