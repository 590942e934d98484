extension NumberValue {
    /// Reads a YAML 1.2 core-schema integer (`[-+]?[0-9]+`, `0o17`, `0x1F`) or float
    /// (`[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`). Nil for any other text,
    /// infinity and NaN included (the campaign language rejects them).
    public init?(yamlCore text: String) {
        let u = Array(text.utf8)
        if u.count > 2, u[0] == UInt8(ascii: "0"), u[1] == UInt8(ascii: "x") || u[1] == UInt8(ascii: "o") {
            let radix = u[1] == UInt8(ascii: "x") ? 16 : 8
            let digits = u[2...]
            guard digits.allSatisfy({ Self.isDigit($0, radix: radix) }) else { return nil }
            let exact = Int64(String(decoding: digits, as: UTF8.self), radix: radix)
            let double = exact.map(Double.init) ?? digits.reduce(0.0) { $0 * Double(radix) + Double(Self.digitValue($1)) }
            self.init(text: text, double: double, integer: exact)
            return
        }
        var i = 0
        var sign = ""
        if i < u.count, u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") {
            if u[i] == UInt8(ascii: "-") { sign = "-" }
            i += 1
        }
        let intStart = i
        while i < u.count, Self.isDigit(u[i], radix: 10) { i += 1 }
        let intDigits = String(decoding: u[intStart..<i], as: UTF8.self)
        var fracDigits = ""
        var hasPoint = false
        if i < u.count, u[i] == UInt8(ascii: ".") {
            hasPoint = true
            i += 1
            let fracStart = i
            while i < u.count, Self.isDigit(u[i], radix: 10) { i += 1 }
            fracDigits = String(decoding: u[fracStart..<i], as: UTF8.self)
        }
        guard !intDigits.isEmpty || !fracDigits.isEmpty else { return nil }
        var exponent = ""
        if i < u.count, u[i] == UInt8(ascii: "e") || u[i] == UInt8(ascii: "E") {
            i += 1
            let expStart = i
            if i < u.count, u[i] == UInt8(ascii: "-") || u[i] == UInt8(ascii: "+") { i += 1 }
            let digitStart = i
            while i < u.count, Self.isDigit(u[i], radix: 10) { i += 1 }
            guard i > digitStart else { return nil }
            exponent = "e" + String(decoding: u[expStart..<i], as: UTF8.self)
        }
        guard i == u.count else { return nil }
        if !hasPoint, exponent.isEmpty {
            self.init(text: text, double: Double(sign + intDigits) ?? 0, integer: Int64(sign + intDigits))
            return
        }
        let normal = sign + (intDigits.isEmpty ? "0" : intDigits) + "." + (fracDigits.isEmpty ? "0" : fracDigits) + exponent
        guard let double = Double(normal) else { return nil }
        self.init(text: text, double: double, integer: nil)
    }

    private static func isDigit(_ c: UInt8, radix: Int) -> Bool {
        if c >= UInt8(ascii: "0"), c <= UInt8(ascii: radix == 8 ? "7" : "9") { return true }
        return radix == 16 && c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "f")
    }

    private static func digitValue(_ c: UInt8) -> Int {
        c <= UInt8(ascii: "9") ? Int(c - UInt8(ascii: "0")) : Int((c | 0x20) - UInt8(ascii: "a")) + 10
    }
}
