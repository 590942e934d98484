/// Characters that look like an ASCII space or quote but are not one, as a message names them
/// (`U+00A0 NO-BREAK SPACE`): pasted from a word processor or a web page, they break YAML
/// without showing why. Names are the Unicode character names.
public enum LookalikeCharacters {
    /// The Unicode spaces other than U+0020 (category Zs), and the zero-width space: each reads
    /// as text, never as indentation.
    static let spaces: [UInt32: String] = [
        0x00A0: "NO-BREAK SPACE", 0x1680: "OGHAM SPACE MARK", 0x2000: "EN QUAD", 0x2001: "EM QUAD", 0x2002: "EN SPACE",
        0x2003: "EM SPACE", 0x2004: "THREE-PER-EM SPACE", 0x2005: "FOUR-PER-EM SPACE", 0x2006: "SIX-PER-EM SPACE",
        0x2007: "FIGURE SPACE", 0x2008: "PUNCTUATION SPACE", 0x2009: "THIN SPACE", 0x200A: "HAIR SPACE", 0x200B: "ZERO WIDTH SPACE",
        0x202F: "NARROW NO-BREAK SPACE", 0x205F: "MEDIUM MATHEMATICAL SPACE", 0x3000: "IDEOGRAPHIC SPACE",
    ]

    /// Typographic quotation marks, each with the straight quote it stands for.
    static let quotes: [UInt32: (name: String, straight: Character)] = [
        0x2018: ("LEFT SINGLE QUOTATION MARK", "'"), 0x2019: ("RIGHT SINGLE QUOTATION MARK", "'"),
        0x201A: ("SINGLE LOW-9 QUOTATION MARK", "'"), 0x201C: ("LEFT DOUBLE QUOTATION MARK", "\""),
        0x201D: ("RIGHT DOUBLE QUOTATION MARK", "\""), 0x201E: ("DOUBLE LOW-9 QUOTATION MARK", "\""),
        0x00AB: ("LEFT-POINTING DOUBLE ANGLE QUOTATION MARK", "\""), 0x00BB: ("RIGHT-POINTING DOUBLE ANGLE QUOTATION MARK", "\""),
        0xFF02: ("FULLWIDTH QUOTATION MARK", "\""), 0xFF07: ("FULLWIDTH APOSTROPHE", "'"),
    ]

    /// Every character named here, by code point (for a check against the Unicode database).
    public static var all: [(scalar: UInt32, name: String)] {
        (spaces.map { ($0.key, $0.value) } + quotes.map { ($0.key, $0.value.name) }).sorted { $0.0 < $1.0 }
    }

    /// True for a space that is not U+0020 (or U+0009).
    public static func isSpace(_ scalar: UInt32) -> Bool { spaces[scalar] != nil }

    /// The straight quote a typographic one stands for; nil for any other character.
    public static func straightQuote(for scalar: Unicode.Scalar) -> Character? { quotes[scalar.value]?.straight }

    /// `U+00A0 NO-BREAK SPACE`; for a character not in the tables, its code point alone.
    public static func name(_ scalar: UInt32) -> String {
        let hex = String(scalar, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        guard let name = spaces[scalar] ?? quotes[scalar]?.name else { return code }
        return code + " " + name
    }
}
