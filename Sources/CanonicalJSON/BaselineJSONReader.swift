/// A small strict JSON reader (RFC 8259) for the baseline file: UTF-8 bytes in, a `JSONValue`
/// out, or nil for anything that is not exactly one JSON value (trailing text, duplicate keys,
/// leading zeros, bad escapes, lone surrogates, nesting deeper than `maxDepth`). Integers
/// without a fraction or exponent that fit an `Int64` stay integers.
public struct BaselineJSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private let maxDepth: Int

    /// Reads `bytes` as one JSON document (an optional UTF-8 BOM is not allowed).
    public static func read(_ bytes: [UInt8], maxDepth: Int = 64) -> JSONValue? {
        var reader = BaselineJSONReader(bytes: bytes, maxDepth: maxDepth)
        guard let value = reader.value(depth: 0) else { return nil }
        reader.skipSpace()
        // Not `? value : nil`: JSONValue is ExpressibleByNilLiteral, so that nil would be `null`.
        guard reader.index == bytes.count else { return Optional.none }
        return value
    }

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
        let text = Array(word.utf8)
        guard index + text.count <= bytes.count, Array(bytes[index..<index + text.count]) == text else { return nil }
        index += text.count
        return value
    }

    private mutating func value(depth: Int) -> JSONValue? {
        guard depth <= maxDepth else { return nil }
        skipSpace()
        switch current {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func object(depth: Int) -> JSONValue? {
        index += 1
        var members: [String: JSONValue] = [:]
        skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\""), let key = string(), members[key] == nil else { return nil }
            skipSpace()
            guard current == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let member = value(depth: depth + 1) else { return nil }
            members[key] = member
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "}") else { return nil }
            index += 1
            return .object(members)
        }
    }

    private mutating func array(depth: Int) -> JSONValue? {
        index += 1
        var elements: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard current == UInt8(ascii: "]") else { return nil }
            index += 1
            return .array(elements)
        }
    }

    private mutating func number() -> JSONValue? {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { return nil }
        index += 1
        if first != UInt8(ascii: "0") { while let byte = current, isDigit(byte) { index += 1 } }
        var integral = true
        if current == UInt8(ascii: ".") {
            integral = false
            index += 1
            guard digits() else { return nil }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            integral = false
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() else { return nil }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if integral, let value = Int64(text) { return .integer(value) }
        return Double(text).map(JSONValue.number)
    }

    /// One or more digits.
    private mutating func digits() -> Bool {
        let start = index
        while let byte = current, isDigit(byte) { index += 1 }
        return index > start
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func string() -> String? {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let tail = String(validating: run, as: UTF8.self) else { return nil }
                scalars.append(contentsOf: tail.unicodeScalars)
                return String(scalars)
            case UInt8(ascii: "\\"):
                guard let head = String(validating: run, as: UTF8.self), let scalar = escape() else { return nil }
                scalars.append(contentsOf: head.unicodeScalars)
                scalars.append(scalar)
                run.removeAll(keepingCapacity: true)
            case 0..<0x20:
                return nil
            default:
                run.append(byte)
            }
        }
        return nil
    }

    private mutating func escape() -> Unicode.Scalar? {
        guard let byte = current else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            guard let unit = hex4() else { return nil }
            if (0xD800..<0xDC00).contains(unit) {
                guard current == UInt8(ascii: "\\") else { return nil }
                index += 1
                guard current == UInt8(ascii: "u") else { return nil }
                index += 1
                guard let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            }
            return Unicode.Scalar(unit)
        default:
            return nil
        }
    }

    private mutating func hex4() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        let text = String(decoding: bytes[index..<index + 4], as: UTF8.self)
        guard text.utf8.allSatisfy({ isDigit($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0) }) else { return nil }
        index += 4
        return UInt32(text, radix: 16)
    }
}
