/// How values print, as Ruby's Liquid prints them: `3.0`, `1.0e+20`, arrays joined, nil empty.
extension LiquidValue {
    /// The text an output writes.
    public var outputText: String {
        switch self {
        case .nil: return ""
        case .array(let items):
            var text = ""
            for item in items { text += item.outputText }
            return text
        default: return text
        }
    }

    /// Ruby's `to_s`.
    var text: String {
        switch self {
        case .nil: return ""
        case .boolean(let value): return value ? "true" : "false"
        case .integer(let value): return String(value)
        case .float(let value): return LiquidValue.rubyFloat(value)
        case .string(let text): return text
        case .array: return outputText
        case .object: return inspect
        case .range(let lower, let upper): return "\(lower)..\(upper)"
        case .time(let time): return LiquidDate.format(time, "%Y-%m-%d %H:%M:%S %z")
        }
    }

    /// Ruby's `inspect`, which is how a hash inside an output prints.
    var inspect: String {
        switch self {
        case .nil: return "nil"
        case .string(let text): return LiquidValue.rubyQuoted(text)
        case .array(let items): return "[" + items.map(\.inspect).joined(separator: ", ") + "]"
        case .object(let object): return "{" + object.pairs.map { LiquidValue.rubyQuoted($0.0) + "=>" + $0.1.inspect }.joined(separator: ", ") + "}"
        default: return text
        }
    }

    static func rubyQuoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{1B}": out += "\\e"
            case "#": out += "#"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\x" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 2)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// Ruby's `Float#to_s`: the shortest digits that read back, in fixed notation for
    /// 1e-4 ≤ |x| < 1e16 (always with a fraction digit), else `d.de±XX`.
    static func rubyFloat(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return value.sign == .minus ? "-0.0" : "0.0" }
        let (digits, exponent) = shortestDigits(abs(value))
        let sign = value < 0 ? "-" : ""
        // value = 0.d1d2d3… × 10^exponent
        let decimalExponent = exponent - 1
        if decimalExponent >= -4 && decimalExponent < 16 {
            if exponent <= 0 { return sign + "0." + String(repeating: "0", count: -exponent) + digits }
            if digits.count <= exponent { return sign + digits + String(repeating: "0", count: exponent - digits.count) + ".0" }
            return sign + String(digits.prefix(exponent)) + "." + String(digits.dropFirst(exponent))
        }
        let fraction = digits.count > 1 ? String(digits.dropFirst()) : "0"
        let exponentText = String(abs(decimalExponent)).leftPadded(to: 2)
        return sign + String(digits.prefix(1)) + "." + fraction + "e" + (decimalExponent < 0 ? "-" : "+") + exponentText
    }

    /// The shortest round-trip digits of a positive finite double and the exponent `e` with
    /// value = 0.digits × 10^e (from Swift's own shortest representation).
    static func shortestDigits(_ value: Double) -> (String, Int) {
        let description = "\(value)"
        var mantissa = Substring(description)
        var exponent = 0
        if let e = description.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            exponent = Int(description[description.index(after: e)...]) ?? 0
            mantissa = description[..<e]
        }
        var integerPart = mantissa
        var fractionPart: Substring = ""
        if let dot = mantissa.firstIndex(of: ".") {
            integerPart = mantissa[..<dot]
            fractionPart = mantissa[mantissa.index(after: dot)...]
        }
        var digits = String(integerPart) + String(fractionPart)
        var pointPosition = integerPart.count + exponent
        while digits.hasPrefix("0") && digits.count > 1 {
            digits.removeFirst()
            pointPosition -= 1
        }
        while digits.hasSuffix("0") && digits.count > 1 { digits.removeLast() }
        return (digits, pointPosition)
    }
}

extension String {
    func leftPadded(to width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
