/// The position of `JSONReader` in its bytes, and the grammar of RFC 8259 over them.
struct JSONCursor {
    let bytes: [UInt8]
    let maxDepth: Int
    var offset = 0

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    var atEnd: Bool { offset >= bytes.count }

    func error(_ message: String, at position: Int? = nil) -> JSONReadError {
        JSONReadError(message, offset: position ?? offset)
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0A, 0x0D: offset += 1
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONReadError) -> JSONValue {
        guard offset < bytes.count else { throw error("unexpected end of input, expected a value") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"):
            try literal("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try literal("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try literal("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character \(describe(bytes[offset])), expected a value")
        }
    }

    private func describe(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func literal(_ word: String) throws(JSONReadError) {
        let start = offset
        for expected in word.utf8 {
            guard offset < bytes.count, bytes[offset] == expected else { throw error("invalid literal, expected '\(word)'", at: start) }
            offset += 1
        }
    }

    private mutating func object(depth: Int) throws(JSONReadError) -> JSONValue {
        if depth > maxDepth { throw error("nesting deeper than \(maxDepth)") }
        offset += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyStart = offset
            let key = try string()
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "expected ':' after an object key")
            skipWhitespace()
            let member = try value(depth: depth)
            if members.updateValue(member, forKey: key) != nil { throw error("duplicate key \"\(key)\"", at: keyStart) }
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of input inside an object") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            try expect(UInt8(ascii: "}"), "expected ',' or '}' in an object")
            return .object(members)
        }
    }

    private mutating func array(depth: Int) throws(JSONReadError) -> JSONValue {
        if depth > maxDepth { throw error("nesting deeper than \(maxDepth)") }
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth))
            skipWhitespace()
            guard offset < bytes.count else { throw error("unexpected end of input inside an array") }
            if bytes[offset] == UInt8(ascii: ",") {
                offset += 1
                continue
            }
            try expect(UInt8(ascii: "]"), "expected ',' or ']' in an array")
            return .array(elements)
        }
    }

    private mutating func expect(_ byte: UInt8, _ message: String) throws(JSONReadError) {
        guard offset < bytes.count, bytes[offset] == byte else { throw error(message) }
        offset += 1
    }
}
