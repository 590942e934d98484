/// A JSON value as the braze-api reader needs it, with the offset each starts at.
indirect enum JSONValue {
    case object([(key: String, keyOffset: Int, value: JSONValue, offset: Int)])
    case array
    case string(String)
    case number
    case bool
    case null

    var kind: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "true or false"
        case .null: return "null"
        }
    }
}

/// RFC 8259 JSON over one line of bytes, nesting at most `deepest` levels.
struct JSONLineParser {
    static let deepest = 32

    private let bytes: [UInt8]
    private var index: Int
    private let end: Int

    init(_ bytes: [UInt8], from start: Int, to end: Int) {
        self.bytes = bytes
        index = start
        self.end = end
    }

    func error(_ message: String, at offset: Int? = nil) -> ExchangeReadError {
        ExchangeReadError(.brazeAPI, at: TextPosition.of(offset ?? index, in: bytes), message)
    }

    /// The line's one value, with nothing but spaces after it.
    mutating func line() throws(ExchangeReadError) -> JSONValue {
        let value = try self.value(depth: 0)
        skipSpace()
        guard index == end else { throw error("text after the JSON value (one object per line)") }
        return value
    }

    private mutating func skipSpace() {
        while index < end, [0x20, 0x09, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws(ExchangeReadError) -> JSONValue {
        skipSpace()
        guard index < end else { throw error("the line ends inside a JSON value (one object per line)") }
        guard depth < JSONLineParser.deepest else { throw error("values nest deeper than \(JSONLineParser.deepest) levels") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["):
            index += 1
            skipSpace()
            if index < end, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array
            }
            while true {
                _ = try value(depth: depth + 1)
                skipSpace()
                guard index < end else { throw error("the array is not closed") }
                if bytes[index] == UInt8(ascii: "]") {
                    index += 1
                    return .array
                }
                guard bytes[index] == UInt8(ascii: ",") else { throw error("expected `,` or `]`") }
                index += 1
            }
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try word("true", .bool)
        case UInt8(ascii: "f"): return try word("false", .bool)
        case UInt8(ascii: "n"): return try word("null", .null)
        default: return try number()
        }
    }

    private mutating func object(depth: Int) throws(ExchangeReadError) -> JSONValue {
        index += 1
        var members: [(key: String, keyOffset: Int, value: JSONValue, offset: Int)] = []
        var keys: Set<String> = []
        skipSpace()
        if index < end, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipSpace()
            let keyOffset = index
            guard index < end else { throw error("the object is not closed (one object per line)") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            guard keys.insert(key).inserted else { throw error("the key `\(key)` is given twice", at: keyOffset) }
            skipSpace()
            guard index < end, bytes[index] == UInt8(ascii: ":") else { throw error("expected `:` after the key `\(key)`") }
            index += 1
            skipSpace()
            let offset = index
            members.append((key, keyOffset, try value(depth: depth + 1), offset))
            skipSpace()
            guard index < end else { throw error("the object is not closed (one object per line)") }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            guard bytes[index] == UInt8(ascii: ",") else { throw error("expected `,` or `}`") }
            index += 1
        }
    }

    private mutating func word(_ text: String, _ value: JSONValue) throws(ExchangeReadError) -> JSONValue {
        let word = Array(text.utf8)
        guard index + word.count <= end, bytes[index..<(index + word.count)].elementsEqual(word) else { throw error("expected a JSON value") }
        index += word.count
        return value
    }

    private mutating func number() throws(ExchangeReadError) -> JSONValue {
        let start = index
        if index < end, bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digits = index
        while index < end, TagBytes.isDigit(bytes[index]) { index += 1 }
        guard index > digits else { throw error("expected a JSON value", at: start) }
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < end, TagBytes.isDigit(bytes[index]) { index += 1 }
        }
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            while index < end, TagBytes.isDigit(bytes[index]) { index += 1 }
        }
        return .number
    }

    private mutating func string() throws(ExchangeReadError) -> String {
        let start = index
        index += 1
        var out = String.UnicodeScalarView()
        var run = index
        func flush(_ upTo: Int) { out.append(contentsOf: String(decoding: bytes[run..<upTo], as: UTF8.self).unicodeScalars) }
        while true {
            guard index < end else { throw error("the string is not closed on its line", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flush(index)
                index += 1
                return String(out)
            }
            if byte < 0x20 { throw error("a control character inside a string (write it as an escape)") }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            flush(index)
            guard index + 1 < end else { throw error("a `\\` ends the line") }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "\""): out.append("\"")
            case UInt8(ascii: "\\"): out.append("\\")
            case UInt8(ascii: "/"): out.append("/")
            case UInt8(ascii: "b"): out.append("\u{8}")
            case UInt8(ascii: "f"): out.append("\u{C}")
            case UInt8(ascii: "n"): out.append("\n")
            case UInt8(ascii: "r"): out.append("\r")
            case UInt8(ascii: "t"): out.append("\t")
            case UInt8(ascii: "u"): out.append(try unicodeEscape(at: index - 2))
            default: throw error("`\\\(String(decoding: [escape], as: UTF8.self))` is not a JSON escape", at: index - 2)
            }
            run = index
        }
    }

    /// After `\u`: four hex digits, a surrogate pair taken together.
    private mutating func unicodeEscape(at start: Int) throws(ExchangeReadError) -> Unicode.Scalar {
        let first = try hex4()
        if (0xD800...0xDBFF).contains(first) {
            guard index + 1 < end, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("a high surrogate `\\u\(LanguageTagProblem.hex(first))` without its low half", at: start)
            }
            index += 2
            let second = try hex4()
            guard (0xDC00...0xDFFF).contains(second) else {
                throw error("`\\u\(LanguageTagProblem.hex(second))` is not a low surrogate", at: start)
            }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("a lone low surrogate `\\u\(LanguageTagProblem.hex(first))`", at: start) }
        return scalar
    }

    private mutating func hex4() throws(ExchangeReadError) -> UInt32 {
        guard index + 4 <= end, let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
            bytes[index..<(index + 4)].allSatisfy({ TagBytes.isAlphanumeric($0) })
        else { throw error("`\\u` needs four hexadecimal digits") }
        index += 4
        return value
    }
}
