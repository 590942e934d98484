/// Writing characters so that ICU and JavaScript read them alike.
enum Escaping {
    /// The characters either dialect gives a meaning to (a backslash before each is read as
    /// the character by both, in and out of classes).
    static let meta: Set<UInt32> = Set("\\^$.|?*+()[]{}/-&~#".unicodeScalars.map(\.value))

    /// `characters` as a literal: metacharacters escaped, controls and characters beyond
    /// ASCII printing written by code (astral ones as they are).
    static func literal(_ characters: [UInt32]) -> String {
        characters.map(literal).joined()
    }

    static func literal(_ c: UInt32) -> String {
        if meta.contains(c) { return "\\" + PatternCursor.text(of: [c]) }
        if c < 0x20 || (0x7F...0x9F).contains(c) || c == 0x2028 || c == 0x2029 { return code(c) }
        return PatternCursor.text(of: [c])
    }

    /// `\xHH` or `\uHHHH` (a BMP code point).
    static func code(_ c: UInt32) -> String {
        c <= 0xFF ? "\\x" + hex(c, digits: 2) : "\\u" + hex(c, digits: 4)
    }

    static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// The code point an ICU escape names, read back from its text.
    static func codePoint(of construct: ICUConstruct) -> UInt32? {
        let scalars = Array(construct.text.unicodeScalars.map(\.value).dropFirst())
        guard let letter = scalars.first else { return nil }
        let rest = Array(scalars.dropFirst())
        switch construct.kind {
        case .bracedHex: return number(rest.dropFirst().dropLast(), radix: 16)
        case .shortHex, .longUnicode: return number(rest[...], radix: 16)
        case .octal: return number(rest[...], radix: 8)
        case .controlOfNonLetter: return rest.first.map { $0 & 0x1F }
        case .controlEscape: return letter == 0x61 ? 0x07 : 0x1B
        case .namedCharacter:
            let name = PatternCursor.text(of: Array(rest.dropFirst().dropLast()))
            return CharacterNames.scalar(named: name)
        default: return nil
        }
    }

    private static func number(_ digits: ArraySlice<UInt32>, radix: UInt32) -> UInt32? {
        var value: UInt32 = 0
        for digit in digits {
            guard let d = digit.hexValue, d < radix else { return nil }
            value = value * radix + d
        }
        return digits.isEmpty ? nil : value
    }
}
