import CampaignModel

/// The text forms of SPEC §2.1, as pure functions over a scalar's text (no reporting).
enum ScalarSyntax {
    /// `-12`, `0`, `42`: an optional minus, then `0` or digits not starting with `0`.
    static func isDecimalInteger(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard let first = bytes.first, isDigit(first) else { return false }
        if first == UInt8(ascii: "0") { return bytes.count == 1 }
        return bytes.allSatisfy(isDigit)
    }

    /// YAML 1.2 core-schema infinity or not-a-number: `[-+]?.inf` (`.Inf`, `.INF`) or `.nan`
    /// (`.NaN`, `.NAN`). Such a plain scalar is a number to YAML but not to the campaign
    /// language (SPEC §2.1: E103).
    static func isInfinityOrNaN(_ text: String) -> Bool {
        var rest = Substring(text)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let infinity: Set<Substring> = [".inf", ".Inf", ".INF"]
        let nan: Set<Substring> = [".nan", ".NaN", ".NAN"]
        return infinity.contains(rest) || (rest.count == text.count && nan.contains(rest))
    }

    /// A YAML 1.2 core-schema integer or float (the model's one reading); nil for infinity and NaN.
    static func number(_ text: String) -> NumberValue? { NumberValue(yamlCore: text) }

    /// Plain `true` / `false`.
    static func boolean(_ text: String) -> Bool? {
        text == "true" ? true : text == "false" ? false : nil
    }

    /// `^[a-z0-9][a-z0-9_-]{0,63}$`.
    static func isID(_ text: String) -> Bool {
        let u = text.utf8
        guard let first = u.first, u.count <= 64, isLowerAlnum(first) else { return false }
        return u.allSatisfy { isLowerAlnum($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }
    }

    /// The byte classes every reader of this target uses (ASCII only).
    static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    /// `a`–`z`, `A`–`Z`.
    static func isLetter(_ c: UInt8) -> Bool {
        (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z")
    }

    static func isLetterOrDigit(_ c: UInt8) -> Bool { isLetter(c) || isDigit(c) }

    static func isLowerAlnum(_ c: UInt8) -> Bool {
        isDigit(c) || (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z"))
    }

    static func isDigit(_ c: UInt8, radix: Int) -> Bool {
        if radix == 8 { return c >= UInt8(ascii: "0") && c <= UInt8(ascii: "7") }
        return isDigit(c) || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "f"))
    }
}
