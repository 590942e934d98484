public import CanonicalJSON

extension ActionStep {
    /// The step object Braze's SDKs read (SPEC §2.5.1): `{"args":[…],"type":T}`, and for
    /// `requestPushPermission` no `args` at all.
    public var wireObject: JSONValue {
        var members: [String: JSONValue] = ["type": .string(wireType)]
        if let args = wireArguments { members["args"] = .array(args) }
        return .object(members)
    }

    /// The `args` list, nil for a step that has none.
    private var wireArguments: [JSONValue]? {
        switch self {
        case .requestPushPermission:
            return nil
        case .logCustomEvent(let name, let properties):
            if properties.isEmpty { return [.string(name)] }
            return [.string(name), .object(properties.mapValues(\.jsonValue))]
        case .setCustomAttribute(let key, let value):
            return [.string(key), value.jsonValue]
        case .addToCustomAttributeArray(let key, let value), .removeFromCustomAttributeArray(let key, let value):
            return [.string(key), .string(value)]
        case .addToSubscriptionGroup(let group), .removeFromSubscriptionGroup(let group):
            return [.string(group)]
        case .setEmailSubscription(let state), .setPushSubscription(let state):
            return [.string(state.rawValue)]
        case .openLink(let uri, _):
            return [.string(uri)]
        }
    }

    /// The step a wire object stands for, or nil when it is not exactly one of the shapes
    /// `wireObject` writes: the keys `type` and `args` only (`args` absent for
    /// `requestPushPermission`), the arguments of the type in number and kind, texts that
    /// the language accepts (names and keys not empty, a group a UUID, a state one of the
    /// three words, a link with a scheme), values a string, number or boolean, properties
    /// not empty when sent. A `container` is not a step.
    public init?(wireObject value: JSONValue) {
        guard let members = value.objectValue, case .string(let type)? = members["type"], let word = ActionStepWord(wireType: type) else { return nil }
        guard members.keys.allSatisfy({ $0 == "type" || $0 == "args" }) else { return nil }
        if word == .requestPushPermission {
            guard members["args"] == nil else { return nil }
            self = .requestPushPermission
            return
        }
        guard let args = members["args"]?.arrayValue, let step = Self.step(word, webview: type == ActionStepWord.openLinkInWebviewType, args) else {
            return nil
        }
        self = step
    }

    private static func step(_ word: ActionStepWord, webview: Bool, _ args: [JSONValue]) -> ActionStep? {
        let first = args.first.flatMap(nonEmptyText)
        switch (word, args.count) {
        case (.logCustomEvent, 1):
            return first.map { .logCustomEvent(name: $0, properties: [:]) }
        case (.logCustomEvent, 2):
            guard let name = first, let properties = eventProperties(args[1]) else { return nil }
            return .logCustomEvent(name: name, properties: properties)
        case (.setCustomAttribute, 2):
            guard let key = first, let value = ActionValue(json: args[1]) else { return nil }
            return .setCustomAttribute(key: key, value: value)
        case (.addToCustomAttributeArray, 2), (.removeFromCustomAttributeArray, 2):
            guard let key = first, let value = nonEmptyText(args[1]) else { return nil }
            return word == .addToCustomAttributeArray
                ? .addToCustomAttributeArray(key: key, value: value) : .removeFromCustomAttributeArray(key: key, value: value)
        case (.addToSubscriptionGroup, 1), (.removeFromSubscriptionGroup, 1):
            guard let group = first, isGroupID(group) else { return nil }
            return word == .addToSubscriptionGroup ? .addToSubscriptionGroup(group) : .removeFromSubscriptionGroup(group)
        case (.setEmailSubscription, 1), (.setPushSubscription, 1):
            guard let state = first.flatMap(SubscriptionState.init(rawValue:)) else { return nil }
            return word == .setEmailSubscription ? .setEmailSubscription(state) : .setPushSubscription(state)
        case (.openLink, 1):
            guard let uri = first, hasScheme(uri) else { return nil }
            return .openLink(uri: uri, webview: webview)
        default:
            return nil
        }
    }

    private static func nonEmptyText(_ value: JSONValue) -> String? {
        if case .string(let text) = value, !text.isEmpty { return text }
        return nil
    }

    /// A non-empty object of non-empty keys and scalar values.
    private static func eventProperties(_ value: JSONValue) -> [String: ActionValue]? {
        guard let members = value.objectValue, !members.isEmpty else { return nil }
        var properties: [String: ActionValue] = [:]
        for (key, member) in members {
            guard !key.isEmpty, let value = ActionValue(json: member) else { return nil }
            properties[key] = value
        }
        return properties
    }
}

extension ActionValue {
    /// The JSON value: a string, a number (`.number`, which the writer gives its RFC 8785
    /// form) or a boolean.
    public var jsonValue: JSONValue {
        switch self {
        case .string(let text): .string(text)
        case .number(let number): .number(number)
        case .boolean(let flag): .bool(flag)
        }
    }

    /// The value a JSON scalar holds; nil for null, arrays and objects.
    public init?(json: JSONValue) {
        switch json {
        case .string(let text): self = .string(text)
        case .integer(let number): self = .number(Double(number))
        case .number(let number) where number.isFinite: self = .number(number)
        case .bool(let flag): self = .boolean(flag)
        default: return nil
        }
    }
}
