/// What the checker needs to know about the field a template is in and the campaign around it.
public struct LiquidCheckContext: Sendable, Equatable {
    /// The kind of field (SPEC §15.1).
    public enum Field: Sendable, Equatable {
        /// `header`, `message`, button `text`, `image_alt`: W806 applies.
        case visibleText
        /// `html`: W809 applies.
        case html
        /// A click action's URI: W814 applies (and the URI skeleton of §15.6).
        case uri
        /// An `extras` value.
        case extrasValue
    }

    /// A trigger of the campaign (SPEC §2.3).
    public enum Trigger: Sendable, Equatable {
        case sessionStart
        case anyPurchase
        case specificPurchase(product: String)
        case customEvent(name: String)
        case pushClick(campaign: String)

        /// Whether the trigger's event carries properties.
        var hasEventProperties: Bool {
            switch self {
            case .anyPurchase, .specificPurchase, .customEvent: return true
            case .sessionStart, .pushClick: return false
            }
        }

        var word: String {
            switch self {
            case .sessionStart: return "session_start"
            case .anyPurchase: return "any_purchase"
            case .specificPurchase: return "specific_purchase"
            case .customEvent: return "custom_event"
            case .pushClick: return "push_click"
            }
        }
    }

    public var field: Field
    public var triggers: [Trigger]
    /// The project's `attributes:`; nil when it declares none (then any name passes).
    public var attributes: [String: LiquidValueType]?
    /// The project's `events:` with their properties' types; nil when it declares none.
    public var events: [String: [String: LiquidValueType]]?
    /// The names of the project's content blocks.
    public var contentBlocks: [String]

    public init(
        field: Field, triggers: [Trigger], attributes: [String: LiquidValueType]? = nil, events: [String: [String: LiquidValueType]]? = nil,
        contentBlocks: [String] = []
    ) {
        self.field = field
        self.triggers = triggers
        self.attributes = attributes
        self.events = events
        self.contentBlocks = contentBlocks
    }
}
