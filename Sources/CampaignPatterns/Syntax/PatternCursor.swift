/// A position in a pattern's characters (code points or UTF-16 code units), for the parsers.
struct PatternCursor {
    let units: [UInt32]
    var index = 0

    init(_ units: [UInt32]) {
        self.units = units
    }

    var atEnd: Bool { index >= units.count }

    /// The character at the position, or nil at the end.
    var current: UInt32? { index < units.count ? units[index] : nil }

    func peek(_ offset: Int = 0) -> UInt32? {
        index + offset < units.count ? units[index + offset] : nil
    }

    /// True when the characters at the position spell `text` (ASCII).
    func looksAt(_ text: String) -> Bool {
        var offset = 0
        for scalar in text.unicodeScalars {
            guard peek(offset) == scalar.value else { return false }
            offset += 1
        }
        return true
    }

    mutating func advance() -> UInt32 {
        defer { index += 1 }
        return units[index]
    }

    /// Takes `c` when it is next.
    mutating func accept(_ c: Character) -> Bool {
        guard let scalar = c.unicodeScalars.first, current == scalar.value else { return false }
        index += 1
        return true
    }

    /// Takes `text` when it is next.
    mutating func accept(_ text: String) -> Bool {
        guard looksAt(text) else { return false }
        index += text.unicodeScalars.count
        return true
    }

    /// The decimal number at the position (ASCII digits), capped at `limit` + 1 so that a
    /// long run of digits cannot overflow; nil when no digit is next.
    mutating func number(limit: Int = 1_000_000_000) -> Int? {
        var value: Int?
        while let c = current, (0x30...0x39).contains(c) {
            value = min((value ?? 0) * 10 + Int(c - 0x30), limit + 1)
            index += 1
        }
        return value
    }

    /// The text of `units[range]` (code points or code units turned back into text).
    func text(_ range: Range<Int>) -> String {
        PatternCursor.text(of: Array(units[range.clamped(to: 0..<units.count)]))
    }

    static func text(of units: [UInt32]) -> String {
        var result = ""
        var utf16: [UInt16] = []
        for unit in units {
            if unit <= 0xFFFF, (0xD800...0xDFFF).contains(unit) {
                utf16.append(UInt16(unit))
                continue
            }
            if !utf16.isEmpty {
                result += String(decoding: utf16, as: UTF16.self)
                utf16 = []
            }
            if let scalar = Unicode.Scalar(unit) { result.unicodeScalars.append(scalar) }
        }
        if !utf16.isEmpty { result += String(decoding: utf16, as: UTF16.self) }
        return result
    }
}

extension UInt32 {
    /// The value of an ASCII hexadecimal digit.
    var hexValue: UInt32? {
        switch self {
        case 0x30...0x39: self - 0x30
        case 0x41...0x46: self - 0x41 + 10
        case 0x61...0x66: self - 0x61 + 10
        default: nil
        }
    }

    var isASCIILetter: Bool { (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) }
    var isASCIIDigit: Bool { (0x30...0x39).contains(self) }
}
