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

    /// A YAML 1.2 core-schema integer (`[-+]?[0-9]+`, `0o17`, `0x1F`) or float
    /// (`[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `.inf`, `.nan`).
    /// Infinity and NaN forms return nil (the campaign language rejects them).
    static func number(_ text: String) -> NumberValue? {
        let u = Array(text.utf8)
        if u.count > 2, u[0] == UInt8(ascii: "0"), u[1] == UInt8(ascii: "x") || u[1] == UInt8(ascii: "o") {
            let radix = u[1] == UInt8(ascii: "x") ? 16 : 8
            let digits = String(decoding: u[2...], as: UTF8.self)
            guard digits.utf8.allSatisfy({ isDigit($0, radix: radix) }) else { return nil }
            let exact = Int64(digits, radix: radix)
            let double = exact.map(Double.init) ?? digits.utf8.reduce(0.0) { $0 * Double(radix) + Double(digitValue($1)) }
            return NumberValue(text: text, double: double, integer: exact)
        }
        var i = 0
        var sign = ""
        if i < u.count, u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") {
            if u[i] == UInt8(ascii: "-") { sign = "-" }
            i += 1
        }
        let intStart = i
        while i < u.count, isDigit(u[i]) { i += 1 }
        let intDigits = String(decoding: u[intStart..<i], as: UTF8.self)
        var fracDigits: String?
        if i < u.count, u[i] == UInt8(ascii: ".") {
            i += 1
            let fracStart = i
            while i < u.count, isDigit(u[i]) { i += 1 }
            fracDigits = String(decoding: u[fracStart..<i], as: UTF8.self)
        }
        guard !intDigits.isEmpty || !(fracDigits ?? "").isEmpty else { return nil }
        var exponent = ""
        if i < u.count, u[i] == UInt8(ascii: "e") || u[i] == UInt8(ascii: "E") {
            i += 1
            let expStart = i
            if i < u.count, u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") { i += 1 }
            let digitStart = i
            while i < u.count, isDigit(u[i]) { i += 1 }
            guard i > digitStart else { return nil }
            exponent = "e" + String(decoding: u[expStart..<i], as: UTF8.self)
        }
        guard i == u.count else { return nil }
        if fracDigits == nil, exponent.isEmpty {
            let exact = Int64(sign + intDigits)
            return NumberValue(text: text, double: Double(sign + intDigits) ?? 0, integer: exact)
        }
        let normal = sign + (intDigits.isEmpty ? "0" : intDigits) + "." + ((fracDigits ?? "").isEmpty ? "0" : fracDigits!) + exponent
        guard let double = Double(normal) else { return nil }
        return NumberValue(text: text, double: double, integer: nil)
    }

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

    static func digitValue(_ c: UInt8) -> Int {
        isDigit(c) ? Int(c - UInt8(ascii: "0")) : Int((c | 0x20) - UInt8(ascii: "a")) + 10
    }
}
