import CampaignDiagnostics
import CampaignModel

/// One event step as the engine sees it: its kind, name, properties and how it is shown.
struct EngineEvent {
    var kind: EngineCondition.Kind
    /// Event name, product id or push campaign id; nil for a session start.
    var argument: String?
    var properties: [EventProperty]
    /// The step's word (`custom_event`, …) for traces.
    var word: String
    /// The properties by name, so that a filter finds its property at once (one event's P
    /// properties against F filters cost P + F, not P × F).
    private let byName: [String: EventProperty]

    init?(_ step: ScenarioStepKind) {
        switch step {
        case .sessionStart:
            self.init(kind: .open, argument: nil, properties: [], word: step.word)
        case .customEvent(let name, let properties):
            self.init(kind: .customEvent, argument: name.value, properties: properties, word: step.word)
        case .purchase(let product, let properties):
            self.init(kind: .purchase, argument: product.value, properties: properties, word: step.word)
        case .pushClick(let campaign):
            self.init(kind: .pushClick, argument: campaign.value, properties: [], word: step.word)
        default:
            return nil
        }
    }

    init(kind: EngineCondition.Kind, argument: String?, properties: [EventProperty], word: String) {
        self.kind = kind
        self.argument = argument
        self.properties = properties
        self.word = word
        // The first of a name wins (a scenario cannot repeat a key: E002).
        byName = Dictionary(properties.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The property named `name`, or nil when the event has none.
    func property(_ name: String) -> EventProperty? {
        byName[name]
    }

    /// `custom_event added_to_cart {cart_total: 75}`.
    var description: String {
        var text = word
        if let argument { text += " " + argument }
        if !properties.isEmpty {
            text += " {" + properties.map { "\(YAMLScalarText.of($0.name.value)): \(EventValueText.of($0.value.value))" }.joined(separator: ", ") + "}"
        }
        return text
    }
}

/// How event values are shown in traces and notes: as a scenario writes them in YAML, so a
/// string that would read as another type is quoted (`"3"`).
enum EventValueText {
    static func of(_ value: EventValue) -> String {
        switch value {
        case .string(let text): YAMLScalarText.of(text)
        case .boolean(let flag): flag ? "true" : "false"
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        }
    }
}
