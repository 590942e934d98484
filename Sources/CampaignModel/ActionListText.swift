import CanonicalJSON

/// Steps written back as the YAML of an `actions:` list in flow style (W216's help, and the
/// click actions `campaignc diff` shows):
/// `[request_push_permission, { log_custom_event: { name: accepted, properties: { step: 3 } } }]`.
/// A text is written plain when it cannot be read as anything else, otherwise in double
/// quotes with JSON's escapes (which YAML reads the same way).
public enum ActionListText {
    public static func flow(_ steps: [ActionStep]) -> String {
        "[" + steps.map(step).joined(separator: ", ") + "]"
    }

    public static func step(_ step: ActionStep) -> String {
        let word = step.word.rawValue
        func entry(_ value: String) -> String { "{ \(word): \(value) }" }
        switch step {
        case .requestPushPermission:
            return word
        case .logCustomEvent(let name, let properties):
            if properties.isEmpty { return entry(text(name)) }
            let members = properties.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }.map { text($0.key) + ": " + value($0.value) }
            return entry("{ name: \(text(name)), properties: { \(members.joined(separator: ", ")) } }")
        case .setCustomAttribute(let key, let value):
            return entry("{ key: \(text(key)), value: \(self.value(value)) }")
        case .addToCustomAttributeArray(let key, let value), .removeFromCustomAttributeArray(let key, let value):
            return entry("{ key: \(text(key)), value: \(text(value)) }")
        case .addToSubscriptionGroup(let group), .removeFromSubscriptionGroup(let group):
            return entry(text(group))
        case .setEmailSubscription(let state), .setPushSubscription(let state):
            return entry(state.rawValue)
        case .openLink(let uri, let webview):
            return entry("{ uri: \(quoted(uri))" + (webview ? ", webview: true }" : " }"))
        }
    }

    /// A value typed by its form: a string that would read as a number or boolean is quoted.
    public static func value(_ value: ActionValue) -> String {
        switch value {
        case .string(let string): text(string)
        case .number(let number): String(decoding: JSONWriter.compact(.number(number)), as: UTF8.self)
        case .boolean(let flag): flag ? "true" : "false"
        }
    }

    /// Plain when the text is a word of letters, digits, `_`, `.` and `-` starting with a
    /// letter or `_` that YAML and the language read as that very text; quoted otherwise.
    public static func text(_ text: String) -> String {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, isLetter(first) || first == UInt8(ascii: "_"),
            bytes.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") }),
            !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
        else { return quoted(text) }
        return text
    }

    public static func quoted(_ text: String) -> String {
        String(decoding: JSONWriter.compact(.string(text)), as: UTF8.self)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
