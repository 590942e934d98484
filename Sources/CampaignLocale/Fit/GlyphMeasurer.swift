/// Widths of characters in one platform's font and weight, in font units, with the fallback for
/// characters the font lacks:
///
/// 1. marks, format characters (ZWJ, bidi controls, soft hyphen) and controls: 0; a tab or a
///    line break measured on one line: a space;
/// 2. the font's own advance;
/// 3. the other family's advance (Liberation Sans ↔ Roboto): uncertain;
/// 4. East Asian wide and fullwidth characters (CJK, kana, Hangul): 1 em, uncertain;
/// 5. any other character (Arabic, Hebrew, Devanagari, Thai…): the font's mean `a`–`z` advance,
///    uncertain;
/// and per grapheme cluster: an emoji (presentation, `U+FE0F`, flags, ZWJ sequences) is 1.25 em
/// (Noto Color Emoji's advance), uncertain.
struct GlyphMeasurer: Sendable {
    let table: FontTable
    let other: FontTable
    let weight: FontWeight
    /// px per font unit, iOS's factor included.
    let scale: Double
    let isEstimated: Bool
    let style: TextStyle
    /// `DenseAdvances` of the style once `withDenseTable()` loaded it (empty before).
    private(set) var dense: [Int32] = []

    /// The iOS estimate: San Francisco's advances as Roboto's times this factor.
    static let iOSWidthFactor = 1.06
    /// Emoji advance in em.
    static let emojiEm = 1.25

    init(_ style: TextStyle) {
        switch style.platform {
        case .web:
            (table, other) = (FontTable.liberationSans, FontTable.roboto)
        case .android, .ios:
            (table, other) = (FontTable.roboto, FontTable.liberationSans)
        }
        weight = style.weight
        scale = GlyphMeasurer.scale(of: style, unitsPerEm: table.unitsPerEm)
        isEstimated = style.platform == .ios
        self.style = style
    }

    /// px per font unit of `style` in a font of `unitsPerEm`, iOS's factor included.
    static func scale(of style: TextStyle, unitsPerEm: Int) -> Double {
        let factor = style.platform == .ios ? GlyphMeasurer.iOSWidthFactor : 1
        let size = style.size.isFinite && style.size > 0 ? style.size : 0
        return size * factor / Double(unitsPerEm)
    }

    /// This measurer reading U+0000–U+04FF from the style's `DenseAdvances`.
    func withDenseTable() -> GlyphMeasurer {
        var copy = self
        copy.dense = DenseAdvances.of(style).values
        return copy
    }

    /// The advance of one grapheme cluster, and whether it was assumed.
    func units(of character: Character) -> (units: Int, uncertain: Bool) {
        if !dense.isEmpty {
            let utf8 = character.utf8
            if utf8.count == 1, let byte = utf8.first {
                return entry(dense[Int(byte)])
            }
            if utf8.count == 2, let lead = utf8.first, let trail = utf8.last {
                let code = Int(lead & 0x1F) << 6 | Int(trail & 0x3F)
                if code < DenseAdvances.limit { return entry(dense[code]) }
            }
        }
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return (0, false) }
        if first.isASCII, scalars.count == 1 { return units(of: first) }
        if GlyphMeasurer.isEmoji(character, first: first) {
            return (Int(GlyphMeasurer.emojiEm * Double(table.unitsPerEm)), true)
        }
        var sum = 0
        var uncertain = false
        for scalar in scalars {
            let (units, guessed) = units(of: scalar)
            sum += units
            uncertain = uncertain || guessed
        }
        return (sum, uncertain)
    }

    func units(of scalar: Unicode.Scalar) -> (units: Int, uncertain: Bool) {
        let code = scalar.value
        return units(of: scalar, own: table.advance(of: code, weight: weight)) { other.advance(of: code, weight: weight) }
    }

    /// `units(of:)` with the font's own advance of the scalar already looked up (nil: the font
    /// does not map it); `otherAdvance` is asked only when the fallback needs it.
    func units(of scalar: Unicode.Scalar, own: Int?, otherAdvance: () -> Int?) -> (units: Int, uncertain: Bool) {
        let code = scalar.value
        if let units = unitsWithoutGlyph(of: scalar) { return (units, false) }
        if let advance = own { return (advance, false) }
        if let advance = otherAdvance() {
            return (advance * table.unitsPerEm / other.unitsPerEm, true)
        }
        if GlyphMeasurer.isWide(code) { return (table.unitsPerEm, true) }
        return (table.typicalLetter(weight: weight), true)
    }

    /// The width of a character drawn without its glyph, nil for any other: a control is 0 (a
    /// tab or a line break measured on one line, a space), a mark or format character 0.
    func unitsWithoutGlyph(of scalar: Unicode.Scalar) -> Int? {
        let code = scalar.value
        if code < 0x20 || (code >= 0x7F && code < 0xA0) {
            let isSpaceLike = code == 0x09 || code == 0x0A || code == 0x0D || code == 0x85
            return isSpaceLike ? table.advance(of: 0x20, weight: weight) ?? 0 : 0
        }
        return code >= 0x80 && GlyphMeasurer.isZeroWidth(scalar) ? 0 : nil
    }

    func px(_ units: Int) -> Double { Double(units) * scale }

    /// One scalar's advance from the dense table when it has it, else as `units(of:)` finds it.
    func unitsAndFlag(of scalar: Unicode.Scalar) -> (units: Int, uncertain: Bool) {
        let code = scalar.value
        if code < DenseAdvances.limit, !dense.isEmpty { return entry(dense[Int(code)]) }
        return units(of: scalar)
    }

    private func entry(_ value: Int32) -> (units: Int, uncertain: Bool) {
        (Int(value & ~DenseAdvances.uncertainBit), value & DenseAdvances.uncertainBit != 0)
    }

    /// The ellipsis `…` (U+2026) the platforms draw, in font units.
    var ellipsisUnits: Int { units(of: Unicode.Scalar(0x2026)!).units }

    static func isEmoji(_ character: Character, first: Unicode.Scalar) -> Bool {
        if (0x1F1E6...0x1F1FF).contains(first.value) { return true }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && character.unicodeScalars.contains("\u{FE0F}")
    }

    /// A mark or a format character (general category Mn, Me or Cf), drawn without an advance.
    /// Below U+0500 (the dense tables' range, measured once per style) they are the soft hyphen,
    /// the combining diacritics and the Cyrillic combining marks, read without the Unicode
    /// property lookup; the test compares every scalar there with it.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        let code = scalar.value
        if code < DenseAdvances.limit { return code == 0x00AD || (0x0300...0x036F).contains(code) || (0x0483...0x0489).contains(code) }
        return hasZeroWidthCategory(scalar)
    }

    /// Kept out of line: the standard library's `GeneralCategory` is read through value
    /// witnesses, which inlined into the dense tables' loop cost them 100 K instructions.
    @inline(never)
    private static func hasZeroWidthCategory(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return true
        default: return false
        }
    }

    /// East Asian Wide and Fullwidth blocks (UAX #11): Hangul Jamo, CJK radicals to CJK
    /// compatibility, CJK ideographs, Yi, Hangul syllables, compatibility ideographs, vertical
    /// and small forms, fullwidth forms, and the supplementary ideographic planes.
    static func isWide(_ code: UInt32) -> Bool {
        switch code {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
