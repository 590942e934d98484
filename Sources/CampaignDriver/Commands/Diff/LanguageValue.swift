import CanonicalJSON

/// A value as `campaignc diff` shows it (SPEC §5.1): in the language's words, read back from a
/// trigger object. Every value has a YAML form (text and markdown) and a JSON form.
enum LanguageValue: Hashable, Sendable {
    case integer(Int64)
    case flag(Bool)
    /// Free text (a header, an event name, an extras value): double-quoted in YAML.
    case text(String)
    /// A word or a form that YAML reads without quotes: `modal`, `7d`, `#FFFFFFFF`,
    /// `2026-03-01T09:00:00Z`, `cart_total greater_than 50`, `{ uri: "myapp://cart" }`.
    case plain(String)
    /// A payload value with no counterpart in the language, as its JSON.
    case json(JSONValue)

    /// The YAML form, on one line: texts in double quotes with JSON's escapes (which YAML
    /// reads the same way), plus `\u` escapes for the characters that would hide or reorder
    /// text on a terminal or a web page (a plain form quotes every text it holds, so those
    /// characters are always inside quotes).
    var yaml: String {
        switch self {
        case .integer(let number): String(number)
        case .flag(let flag): flag ? "true" : "false"
        case .text(let text): Self.quoted(text)
        case .plain(let text): Self.visible(text)
        case .json(let value): Self.visible(String(decoding: JSONWriter.compact(value), as: UTF8.self))
        }
    }

    /// The JSON form: numbers as numbers, booleans as booleans, everything else a string
    /// (the YAML form of a plain value), and a payload value as itself.
    var json: JSONValue {
        switch self {
        case .integer(let number): .integer(number)
        case .flag(let flag): .bool(flag)
        case .text(let text): .string(text)
        case .plain(let text): .string(text)
        case .json(let value): value
        }
    }

    /// `text` in double quotes, escaped.
    static func quoted(_ text: String) -> String {
        visible(String(decoding: JSONWriter.compact(.string(text)), as: UTF8.self))
    }

    /// `text` with C1 controls, line and paragraph separators, bidirectional controls and
    /// zero-width characters written as `\uXXXX` (JSON already escapes C0 controls), so a
    /// reviewer sees every character a change holds.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isHidden) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isHidden(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
        default: false
        }
    }
}
