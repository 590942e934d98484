/// The ten step words of a click's `actions:` list (SPEC §2.5.1), in the order of the SPEC's
/// table, with the Braze wire `type` each one is sent as.
public enum ActionStepWord: String, Hashable, Sendable, CaseIterable {
    case requestPushPermission = "request_push_permission"
    case logCustomEvent = "log_custom_event"
    case setCustomAttribute = "set_custom_attribute"
    case addToCustomAttributeArray = "add_to_custom_attribute_array"
    case removeFromCustomAttributeArray = "remove_from_custom_attribute_array"
    case addToSubscriptionGroup = "add_to_subscription_group"
    case removeFromSubscriptionGroup = "remove_from_subscription_group"
    case setEmailSubscription = "set_email_subscription"
    case setPushSubscription = "set_push_subscription"
    case openLink = "open_link"

    /// The wire `type` of the step. `open_link` is `openLink`, or `openLinkInWebview` in a
    /// web view (`ActionStep.wireType`).
    public var wireType: String {
        switch self {
        case .requestPushPermission: "requestPushPermission"
        case .logCustomEvent: "logCustomEvent"
        case .setCustomAttribute: "setCustomUserAttribute"
        case .addToCustomAttributeArray: "addToCustomAttributeArray"
        case .removeFromCustomAttributeArray: "removeFromCustomAttributeArray"
        case .addToSubscriptionGroup: "addToSubscriptionGroup"
        case .removeFromSubscriptionGroup: "removeFromSubscriptionGroup"
        case .setEmailSubscription: "setEmailNotificationSubscriptionType"
        case .setPushSubscription: "setPushNotificationSubscriptionType"
        case .openLink: "openLink"
        }
    }

    /// The wire type of `open_link` in a web view.
    public static let openLinkInWebviewType = "openLinkInWebview"

    /// Every wire type a step may have (the eleven of the SDKs' parsers but `container`).
    public static var wireTypes: [String] { allCases.map(\.wireType) + [openLinkInWebviewType] }

    /// The word whose wire type is `type` (`openLinkInWebview` is `open_link`), or nil.
    public init?(wireType type: String) {
        if type == Self.openLinkInWebviewType {
            self = .openLink
            return
        }
        guard let word = Self.allCases.first(where: { $0.wireType == type }) else { return nil }
        self = word
    }

    /// The words that take no value: written bare in the list.
    public var isBare: Bool { self == .requestPushPermission }
}
