// Strings and numbers of RFC 8259.

extension JSONCursor {
    /// A string starting at the opening quote; the cursor ends after the closing quote. The
    /// runs between escapes are taken whole: a text without escapes (a document an editor
    /// sends on each change) is validated straight from the input, never copied byte by byte.
    mutating func string() throws(JSONReadError) -> String {
        let start = offset
        offset += 1
        var run = offset
        var utf8: [UInt8] = []
        var escaped = false
        while true {
            guard offset < bytes.count else { throw error("unterminated string", at: start) }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                let text: String?
                if escaped {
                    utf8.append(contentsOf: bytes[run..<offset])
                    text = String(validating: utf8, as: UTF8.self)
                } else {
                    text = String(validating: bytes[run..<offset], as: UTF8.self)
                }
                offset += 1
                guard let text else { throw error("string is not valid UTF-8", at: start) }
                return text
            case UInt8(ascii: "\\"):
                utf8.append(contentsOf: bytes[run..<offset])
                try escape(into: &utf8)
                escaped = true
                run = offset
            case 0x00..<0x20:
                throw error("control character in a string must be escaped")
            default:
                offset += 1
            }
        }
    }

    private mutating func escape(into utf8: inout [UInt8]) throws(JSONReadError) {
        let start = offset
        offset += 1
        guard offset < bytes.count else { throw error("unterminated escape", at: start) }
        let letter = bytes[offset]
        offset += 1
        let simple: UInt8? =
            switch letter {
            case UInt8(ascii: "\""): 0x22
            case UInt8(ascii: "\\"): 0x5C
            case UInt8(ascii: "/"): 0x2F
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            utf8.append(simple)
            return
        }
        guard letter == UInt8(ascii: "u") else { throw error("invalid escape", at: start) }
        var scalar = try hex4(at: start)
        if (0xD800..<0xDC00).contains(scalar) {
            guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate in \\u escape", at: start)
            }
            offset += 2
            let low = try hex4(at: start)
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape", at: start) }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(scalar) {
            throw error("unpaired surrogate in \\u escape", at: start)
        }
        guard let value = Unicode.Scalar(scalar) else { throw error("invalid \\u escape", at: start) }
        utf8.append(contentsOf: String(Character(value)).utf8)
    }

    private mutating func hex4(at start: Int) throws(JSONReadError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw error("truncated \\u escape", at: start) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("invalid hex digit in \\u escape")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
    mutating func number() throws(JSONReadError) -> JSONValue {
        let start = offset
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("expected a digit", at: offset) }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
            if offset < bytes.count, isDigit(bytes[offset]) { throw error("leading zero in a number", at: start) }
        } else {
            skipDigits()
        }
        var integral = true
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            integral = false
            offset += 1
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("expected a digit after '.'") }
            skipDigits()
        }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            integral = false
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard offset < bytes.count, isDigit(bytes[offset]) else { throw error("expected a digit in the exponent") }
            skipDigits()
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        if integral, let integer = Int64(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite else { throw error("number out of range", at: start) }
        return .number(double)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func skipDigits() {
        while offset < bytes.count, isDigit(bytes[offset]) { offset += 1 }
    }
}
