/// A custom attribute's value or an event property's value in a Braze Action (SPEC §2.5.1):
/// typed by its own form, never by YAML's implicit typing.
public enum ActionValue: Hashable, Sendable {
    case string(String)
    /// A JSON number, as the double the SDKs read; written in RFC 8785 form (`1e3` is `1000`).
    case number(Double)
    case boolean(Bool)
}

extension ActionValue {
    /// True when `text` is a JSON number (RFC 8259 §6): `-12`, `0`, `2.5`, `1e3`, but not
    /// `+1`, `.5`, `5.`, `02134`, `0x1F`, `1_000` or `.inf`.
    public static func isJSONNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: "0") {
            bytes = bytes.dropFirst()
        } else if digits() == 0 {
            return false
        }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            if digits() == 0 { return false }
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            if digits() == 0 { return false }
        }
        return bytes.isEmpty
    }
}

/// The three states of `set_email_subscription` and `set_push_subscription`; the words are
/// also the wire values.
public enum SubscriptionState: String, Hashable, Sendable, CaseIterable {
    case optedIn = "opted_in"
    case subscribed
    case unsubscribed
}
