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

    /// The properties a description shows; the rest are counted (every note of an event
    /// repeats its description, so an event of thousands of properties must not repeat them all).
    static let describedProperties = 20

    /// `custom_event added_to_cart {cart_total: 75}`.
    var description: String {
        var text = word
        if let argument { text += " " + EventValueText.shortened(argument) }
        if !properties.isEmpty {
            let shown = properties.prefix(Self.describedProperties).map {
                "\(YAMLScalarText.of(EventValueText.shortened($0.name.value))): \(EventValueText.of($0.value.value))"
            }
            let more = properties.count > Self.describedProperties ? ", … (\(properties.count - Self.describedProperties) more)" : ""
            text += " {" + shown.joined(separator: ", ") + more + "}"
        }
        return text
    }
}

/// How event values are shown in traces and notes: as a scenario writes them in YAML, so a
/// string that would read as another type is quoted (`"3"`); a text longer than
/// `longestText` scalars is cut there, with `…` after it.
enum EventValueText {
    static let longestText = 120

    static func of(_ value: EventValue) -> String {
        switch value {
        case .string(let text):
            let short = cut(text)
            return YAMLScalarText.of(short.text) + (short.isCut ? "…" : "")
        case .boolean(let flag): return flag ? "true" : "false"
        case .number(let number): return number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        }
    }

    /// The text, cut at `longestText` Unicode scalars (with `…` after it when cut).
    static func shortened(_ text: String) -> String {
        let short = cut(text)
        return short.isCut ? short.text + "…" : short.text
    }

    /// The first `longestText` Unicode scalars of `text`, and whether any were left out.
    static func cut(_ text: String) -> (text: String, isCut: Bool) {
        var scalars = text.unicodeScalars.makeIterator()
        var short = String.UnicodeScalarView()
        for _ in 0..<longestText {
            guard let scalar = scalars.next() else { return (text, false) }
            short.append(scalar)
        }
        return scalars.next() == nil ? (text, false) : (String(short), true)
    }
}
