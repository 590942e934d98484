import CanonicalJSON

extension ActionStep {
    /// The step as the simulator's trace and the preview's list write it (SPEC §9.4): its
    /// word, then its arguments separated by spaces, the first as its text and a second as
    /// canonical JSON; a link in a web view ends with `(webview)`.
    /// `log_custom_event push_primer_accepted {"source":"onboarding","step":3}`,
    /// `set_custom_attribute wants_push true`, `open_link https://example.com (webview)`.
    public var text: String {
        let word = word.rawValue
        switch self {
        case .requestPushPermission:
            return word
        case .logCustomEvent(let name, let properties):
            if properties.isEmpty { return word + " " + name }
            return word + " " + name + " " + Self.json(.object(properties.mapValues(\.jsonValue)))
        case .setCustomAttribute(let key, let value):
            return word + " " + key + " " + Self.json(value.jsonValue)
        case .addToCustomAttributeArray(let key, let value), .removeFromCustomAttributeArray(let key, let value):
            return word + " " + key + " " + Self.json(.string(value))
        case .addToSubscriptionGroup(let group), .removeFromSubscriptionGroup(let group):
            return word + " " + group
        case .setEmailSubscription(let state), .setPushSubscription(let state):
            return word + " " + state.rawValue
        case .openLink(let uri, let webview):
            return word + " " + uri + (webview ? " (webview)" : "")
        }
    }

    private static func json(_ value: JSONValue) -> String {
        String(decoding: JSONWriter.compact(value), as: UTF8.self)
    }
}
