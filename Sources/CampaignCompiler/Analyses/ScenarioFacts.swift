public import CampaignDiagnostics
public import CampaignModel

/// What the cross-file scenario checks need of one scenario document: its id (E603) and the
/// campaign names it uses (E601).
public struct ScenarioFacts: Hashable, Sendable {
    public let id: Located<String>
    /// Every campaign name of `campaigns`, `history` and `expect`, in source order (of the parts
    /// that decoded when the scenario had errors of its own).
    let campaignReferences: [Located<String>]
    /// 0-based index of the document in its file.
    public let documentIndex: Int
    /// The whole document (a diagnostic inside it belongs to this scenario).
    public let documentRange: SourceRange
    /// Event properties whose text is not an RFC 3339 time (E605 when a filter compares them as times).
    let untimedProperties: [UntimedProperty]
    /// The platform the scenario's own `simulator:` names (`test --platform` keeps it).
    public let platform: SimulatorPlatform?

    init(
        id: Located<String>, campaignReferences: [Located<String>], documentIndex: Int, documentRange: SourceRange,
        untimedProperties: [UntimedProperty] = [], platform: SimulatorPlatform? = nil
    ) {
        self.id = id
        self.campaignReferences = campaignReferences
        self.documentIndex = documentIndex
        self.documentRange = documentRange
        self.untimedProperties = untimedProperties
        self.platform = platform
    }

    /// True when `location` (in this scenario's file) lies in the document.
    func contains(_ position: SourcePosition) -> Bool {
        documentRange.start <= position && position <= documentRange.end
    }
}

/// A string property of a `custom_event` or `purchase` step that is not an RFC 3339 time.
struct UntimedProperty: Hashable, Sendable {
    /// `custom_event` or `specific_purchase`: the triggers whose filters see the property.
    let trigger: TriggerKind
    /// The event name or product id.
    let argument: String
    let name: String
    let value: Located<String>

    /// The string properties of the events of `steps` that do not read as times.
    static func all(in steps: [ScenarioStep]) -> [UntimedProperty] {
        var found: [UntimedProperty] = []
        for step in steps {
            let kind: TriggerKind
            let argument: String
            let properties: [EventProperty]
            switch step.kind {
            case .customEvent(let name, let list): (kind, argument, properties) = (.customEvent, name.value, list)
            case .purchase(let product, let list): (kind, argument, properties) = (.specificPurchase, product.value, list)
            default: continue
            }
            for property in properties {
                guard case .string(let text) = property.value.value else { continue }
                if RFC3339Text.unixSeconds(text) != nil { continue }
                found.append(UntimedProperty(trigger: kind, argument: argument, name: property.name.value, value: Located(text, at: property.value.range)))
            }
        }
        return found
    }
}
