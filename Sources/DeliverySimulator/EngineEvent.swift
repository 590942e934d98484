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
    }

    /// True when `condition` is of this event's kind and names it (R1.3): exact name, product
    /// (a purchase condition without product matches any purchase) or push campaign.
    func isNamed(by condition: EngineCondition) -> Bool {
        guard condition.kind == kind else { return false }
        switch kind {
        case .open: return true
        case .purchase: return condition.argument == nil || condition.argument == argument
        case .customEvent, .pushClick: return condition.argument == argument
        }
    }

    /// `custom_event added_to_cart {cart_total: 75}`.
    var description: String {
        var text = word
        if let argument { text += " " + argument }
        if !properties.isEmpty {
            text += " {" + properties.map { "\($0.name.value): \(EventValueText.of($0.value.value))" }.joined(separator: ", ") + "}"
        }
        return text
    }
}

/// How event and filter values are shown in traces and notes.
enum EventValueText {
    static func of(_ value: EventValue) -> String {
        switch value {
        case .string(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        case .number(let number): number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        }
    }
}
