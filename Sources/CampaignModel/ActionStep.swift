/// One step of a click with Braze Actions (SPEC §2.5.1): an SDK function the device runs
/// after the message closes. Values are already typed and checked by the decoder.
public enum ActionStep: Hashable, Sendable {
    case requestPushPermission
    /// `properties` may be empty; it is sent only when it has entries.
    case logCustomEvent(name: String, properties: [String: ActionValue])
    case setCustomAttribute(key: String, value: ActionValue)
    case addToCustomAttributeArray(key: String, value: String)
    case removeFromCustomAttributeArray(key: String, value: String)
    /// The group's UUID as written.
    case addToSubscriptionGroup(String)
    case removeFromSubscriptionGroup(String)
    case setEmailSubscription(SubscriptionState)
    case setPushSubscription(SubscriptionState)
    case openLink(uri: String, webview: Bool)

    /// The step's word in the language.
    public var word: ActionStepWord {
        switch self {
        case .requestPushPermission: .requestPushPermission
        case .logCustomEvent: .logCustomEvent
        case .setCustomAttribute: .setCustomAttribute
        case .addToCustomAttributeArray: .addToCustomAttributeArray
        case .removeFromCustomAttributeArray: .removeFromCustomAttributeArray
        case .addToSubscriptionGroup: .addToSubscriptionGroup
        case .removeFromSubscriptionGroup: .removeFromSubscriptionGroup
        case .setEmailSubscription: .setEmailSubscription
        case .setPushSubscription: .setPushSubscription
        case .openLink: .openLink
        }
    }

    /// The wire `type`: the word's, but `openLinkInWebview` for a link in a web view.
    public var wireType: String {
        if case .openLink(_, webview: true) = self { return ActionStepWord.openLinkInWebviewType }
        return word.wireType
    }
}

extension ActionStep {
    /// The longest event name, attribute key, property name or string value Braze accepts, in
    /// UTF-16 code units as the SDKs count them (SPEC §2.5.1, E213).
    public static let maxTextLength = 255

    /// True when `text` is a subscription group id as the dashboard shows it: a UUID,
    /// 8-4-4-4-12 hexadecimal digits, either case.
    public static func isGroupID(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 36 else { return false }
        for (index, byte) in bytes.enumerated() {
            if [8, 13, 18, 23].contains(index) {
                guard byte == UInt8(ascii: "-") else { return false }
            } else {
                guard isHexDigit(byte) else { return false }
            }
        }
        return true
    }

    /// True when `text` starts with a URI scheme and its colon (`https:`, `myapp:`); the
    /// compiler checks a written URI more closely.
    public static func hasScheme(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) else { return false }
        while let byte = bytes.next() {
            if byte == UInt8(ascii: ":") { return true }
            guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else {
                return false
            }
        }
        return false
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
