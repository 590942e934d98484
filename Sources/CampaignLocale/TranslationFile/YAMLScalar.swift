/// How the translation-file writer spells a text so that campaignc reads back exactly that
/// text (SPEC §2.1: a string field takes a plain scalar's text as written): plain when nothing in
/// it could read differently — to campaignc or to another YAML tool — else double-quoted with
/// escapes, on one line.
public enum YAMLScalar {
    /// The scalar for `text`: plain or double-quoted.
    public static func spelled(_ text: String) -> String { isPlainSafe(text) ? text : doubleQuoted(text) }

    /// True when `text` can be written plain as a block mapping's value or key: not empty, no
    /// space at either end, only printable characters and no line break or tab, not starting with
    /// a YAML indicator (`- ? : , [ ] { } # & * ! | > ' " % @` and the backquote), no `: ` or ` #`
    /// inside and no `:` at the end, and not a word or number a YAML 1.1 or 1.2 resolver reads
    /// as something else (`no`, `On`, `null`, `~`, `1e3`, `0x1F`, `12:30`, `2026-03-01`, `.inf`).
    public static func isPlainSafe(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return false }
        guard first != " ", last != " ", last != ":" else { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        for (index, scalar) in scalars.enumerated() {
            guard isPlainCharacter(scalar) else { return false }
            if scalar == ":", index + 1 < scalars.count, scalars[index + 1] == " " { return false }
            if scalar == "#", index > 0, scalars[index - 1] == " " { return false }
        }
        return !looksResolved(text)
    }

    /// `"…"` with YAML's escapes for `\`, `"`, controls, the YAML 1.1 line breaks (NEL, LS,
    /// PS), the BOM and the non-characters; everything else as itself.
    public static func doubleQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\0": out += "\\0"
            case "\u{7}": out += "\\a"
            case "\u{8}": out += "\\b"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\u{B}": out += "\\v"
            case "\u{C}": out += "\\f"
            case "\r": out += "\\r"
            case "\u{1B}": out += "\\e"
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) {
                    out += "\\x" + LanguageTagProblem.hex(value).suffix(2)
                } else if value == 0xFEFF || value == 0xFFFE || value == 0xFFFF {
                    out += "\\u" + LanguageTagProblem.hex(value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Printable in libyaml's sense, not a line break or tab, not the BOM.
    private static func isPlainCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF:
            return scalar.value != 0x2028 && scalar.value != 0x2029
        default:
            return false
        }
    }

    private static let words: Set<String> = [
        "~", "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE", "yes", "Yes", "YES", "no", "No", "NO",
        "y", "Y", "n", "N", "on", "On", "ON", "off", "Off", "OFF", "<<", "=", ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF",
        "-.inf", "-.Inf", "-.INF", ".nan", ".NaN", ".NAN",
    ]

    /// A resolver's word, or number-like: a sign or not, then a digit or `.` and a digit, and
    /// only digits, `_ . : + -`, `e E` and the hex, octal and binary prefixes' letters after it
    /// (which covers YAML 1.1 and 1.2 integers, floats, sexagesimals and dates).
    private static func looksResolved(_ text: String) -> Bool {
        if words.contains(text) { return true }
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        if bytes.first == UInt8(ascii: ".") { bytes = bytes.dropFirst() }
        guard let first = bytes.first, TagBytes.isDigit(first) else { return false }
        return bytes.allSatisfy { byte in
            TagBytes.isDigit(byte) || "_.:+-eExXoObBaAcCdDfF".utf8.contains(byte)
        }
    }
}
