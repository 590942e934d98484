import CampaignDiagnostics

/// The `message:` of a campaign (SPEC §2.5): one case per message type, each holding
/// only the fields that type allows. Defaults of the language are already applied.
public enum Message: Hashable, Sendable {
    case slideup(SlideupMessage)
    case modal(ImmersiveMessage)
    /// `crop` is set on a full message.
    case full(ImmersiveMessage)
    case html(HTMLMessage)

    public var type: MessageType {
        switch self {
        case .slideup: .slideup
        case .modal: .modal
        case .full: .full
        case .html: .html
        }
    }

    /// The fields every message type has.
    public var common: MessageCommon {
        switch self {
        case .slideup(let m): m.common
        case .modal(let m), .full(let m): m.common
        case .html(let m): m.common
        }
    }

    /// The body text (`message`) of a slideup, modal or full message, if any.
    public var text: Located<String>? {
        switch self {
        case .slideup(let m): m.message
        case .modal(let m), .full(let m): m.message
        case .html: nil
        }
    }

    /// The buttons of a modal or full message; empty for the other types.
    public var buttons: [Button] {
        switch self {
        case .modal(let m), .full(let m): m.buttons
        case .slideup, .html: []
        }
    }
}
