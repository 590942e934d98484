/// JSON for `as_json_string`, `json_escape`, `json_parse` and `connected_content` bodies.
enum LiquidJSON {
    static func text(_ value: LiquidValue) -> String {
        switch value {
        case .nil: return "null"
        case .boolean(let flag): return flag ? "true" : "false"
        case .integer(let number): return String(number)
        case .float(let number): return number.isFinite ? LiquidValue.rubyFloat(number) : "null"
        case .string(let text): return quoted(text)
        case .array(let items): return "[" + items.map(text).joined(separator: ",") + "]"
        case .object(let object): return "{" + object.pairs.map { quoted($0.0) + ":" + text($0.1) }.joined(separator: ",") + "}"
        case .range: return "[" + (value.items ?? []).map(text).joined(separator: ",") + "]"
        case .time(let time): return quoted(LiquidDate.format(time, "%Y-%m-%dT%H:%M:%S%z"))
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for c in text.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if c.value < 0x20 {
                    out += "\\u" + String(c.value, radix: 16).leftPadded(to: 4)
                } else {
                    out.unicodeScalars.append(c)
                }
            }
        }
        return out + "\""
    }

    /// Parses a JSON text; nil when it is not one. Depth is bounded.
    static func parse(_ text: String) -> LiquidValue? {
        var parser = Parser(scalars: Array(text.unicodeScalars))
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpace()
        return parser.index == parser.scalars.count ? value : nil
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        var index = 0

        mutating func skipSpace() {
            while index < scalars.count, [" ", "\t", "\n", "\r"].contains(scalars[index]) { index += 1 }
        }

        mutating func literal(_ word: String) -> Bool {
            let word = Array(word.unicodeScalars)
            guard LiquidFilters.matches(scalars, at: index, word) else { return false }
            index += word.count
            return true
        }

        mutating func value(depth: Int) -> LiquidValue? {
            guard depth < 100 else { return nil }
            skipSpace()
            guard index < scalars.count else { return nil }
            switch scalars[index] {
            case "n": return literal("null") ? .nil : nil
            case "t": return literal("true") ? .boolean(true) : nil
            case "f": return literal("false") ? .boolean(false) : nil
            case "\"": return string().map { .string($0) }
            case "[":
                index += 1
                var items: [LiquidValue] = []
                skipSpace()
                if index < scalars.count && scalars[index] == "]" {
                    index += 1
                    return .array(items)
                }
                while true {
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpace()
                    guard index < scalars.count else { return nil }
                    if scalars[index] == "]" {
                        index += 1
                        return .array(items)
                    }
                    guard scalars[index] == "," else { return nil }
                    index += 1
                }
            case "{":
                index += 1
                var object = LiquidObject()
                skipSpace()
                if index < scalars.count && scalars[index] == "}" {
                    index += 1
                    return .object(object)
                }
                while true {
                    skipSpace()
                    guard index < scalars.count, scalars[index] == "\"", let key = string() else { return nil }
                    skipSpace()
                    guard index < scalars.count, scalars[index] == ":" else { return nil }
                    index += 1
                    guard let item = value(depth: depth + 1) else { return nil }
                    object[key] = item
                    skipSpace()
                    guard index < scalars.count else { return nil }
                    if scalars[index] == "}" {
                        index += 1
                        return .object(object)
                    }
                    guard scalars[index] == "," else { return nil }
                    index += 1
                }
            default: return number()
            }
        }

        mutating func string() -> String? {
            index += 1
            var out = String.UnicodeScalarView()
            while index < scalars.count {
                let c = scalars[index]
                index += 1
                if c == "\"" { return String(out) }
                guard c == "\\" else {
                    out.append(c)
                    continue
                }
                guard index < scalars.count else { return nil }
                let escape = scalars[index]
                index += 1
                switch escape {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "b": out.append("\u{08}")
                case "f": out.append("\u{0C}")
                case "u":
                    guard index + 4 <= scalars.count, let code = UInt32(LiquidScalars.string(scalars[index..<index + 4]), radix: 16) else {
                        return nil
                    }
                    index += 4
                    out.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default: out.append(escape)
                }
            }
            return nil
        }

        mutating func number() -> LiquidValue? {
            let start = index
            while index < scalars.count, "+-0123456789.eE".unicodeScalars.contains(scalars[index]) { index += 1 }
            let text = LiquidScalars.string(scalars[start..<index])
            if let integer = Int(text) { return .integer(integer) }
            if let double = Double(text), !text.isEmpty { return .float(double) }
            return nil
        }
    }
}
