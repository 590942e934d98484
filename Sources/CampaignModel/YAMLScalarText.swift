/// A string written as a YAML flow scalar, the way a scenario would write it (SPEC §9.4 v3:
/// "values are written as in YAML"): plain when it reads back as the same string, else in
/// double quotes. A string that would read as another type (`"3"`, `"true"`, `"null"`),
/// that starts like a number or an indicator, holds flow punctuation, or has leading or
/// trailing spaces or control characters is quoted; quoting more than strictly needed is
/// harmless, quoting less would print a value the reader takes for another type.
public enum YAMLScalarText {
    /// `Boots`, `"3"`, `"a, b"`, `"line\nbreak"`.
    public static func of(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// YAML 1.2 core words for null and the booleans.
    private static let typedWords: Set<String> = ["null", "Null", "NULL", "~", "true", "True", "TRUE", "false", "False", "FALSE"]

    private static func needsQuotes(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        if typedWords.contains(text) { return true }
        // Numbers (`3`, `-1.5`, `.5`, `+7`, `0x1F`, `.inf`) and indicators.
        if "0123456789+-.?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return true }
        if first == " " || last == " " || last == ":" { return true }
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if ",[]{}".unicodeScalars.contains(scalar) || isControl(scalar) { return true }
            if previous == ":" && scalar == " " { return true }
            if previous == " " && scalar == "#" { return true }
            previous = scalar
        }
        return false
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
            || scalar.value == 0xFEFF
    }

    /// Double-quoted, with `\` escapes for `"`, `\` and every control character.
    private static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if isControl(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out +=
                        scalar.value <= 0xFF
                        ? "\\x" + String(repeating: "0", count: 2 - hex.count) + hex
                        : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
