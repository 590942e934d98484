/// Advances of U+0000–U+04FF (Basic Latin to Cyrillic) for one font and weight, with the
/// fallback already applied, looked up by index: what `TextFit.width` reads for most texts.
/// Each entry is the advance in font units, plus `uncertainBit` when it was assumed.
struct DenseAdvances: Sendable {
    static let limit: UInt32 = 0x500
    static let uncertainBit: Int32 = 1 << 30

    let values: [Int32]

    init(_ measurer: GlyphMeasurer) {
        // Both fonts' advances in one walk each over their ranges, then each code by the rules of
        // `GlyphMeasurer.units(of:own:otherAdvance:)` (FitFastPathTests compares every code):
        // controls, marks, the font's own advance, and the fallback for the codes it lacks.
        let own = measurer.table.advances(below: DenseAdvances.limit, weight: measurer.weight)
        let other = measurer.other.advances(below: DenseAdvances.limit, weight: measurer.weight)
        let space = own[0x20] == FontTable.missing ? 0 : Int32(own[0x20])
        let count = Int(DenseAdvances.limit)
        // Written through a buffer: the array's uniqueness and bounds checks on each of the
        // 1,280 writes were most of the table's cost.
        values = [Int32](unsafeUninitializedCapacity: count) { buffer, initialized in
            for code in 0..<count {
                let advance = own[code]
                let value: Int32
                if code < 0x20 || (code >= 0x7F && code < 0xA0) {
                    value = code == 0x09 || code == 0x0A || code == 0x0D || code == 0x85 ? space : 0
                } else if GlyphMeasurer.isZeroWidthBelowDenseLimit(UInt32(code)) {
                    value = 0
                } else if advance != FontTable.missing {
                    value = Int32(advance)
                } else {
                    let (units, uncertain) = measurer.units(of: Unicode.Scalar(UInt32(code))!, own: nil) {
                        other[code] == FontTable.missing ? nil : Int(other[code])
                    }
                    value = Int32(units) | (uncertain ? DenseAdvances.uncertainBit : 0)
                }
                buffer[code] = value
            }
            initialized = count
        }
    }

    static let liberationSansRegular = DenseAdvances(GlyphMeasurer(TextStyle(platform: .web, size: 1, weight: .regular)))
    static let liberationSansBold = DenseAdvances(GlyphMeasurer(TextStyle(platform: .web, size: 1, weight: .bold)))
    static let robotoRegular = DenseAdvances(GlyphMeasurer(TextStyle(platform: .android, size: 1, weight: .regular)))
    static let robotoBold = DenseAdvances(GlyphMeasurer(TextStyle(platform: .android, size: 1, weight: .bold)))

    static func of(_ style: TextStyle) -> DenseAdvances {
        switch (style.platform, style.weight) {
        case (.web, .regular): return liberationSansRegular
        case (.web, .bold): return liberationSansBold
        case (_, .regular): return robotoRegular
        case (_, .bold): return robotoBold
        }
    }

    /// Scalars that may join others into one grapheme cluster drawn as one emoji glyph: ZWJ,
    /// the keycap mark, variation selectors, and the blocks that hold emoji.
    static func mayJoinEmoji(_ code: UInt32) -> Bool {
        switch code {
        case 0x200D, 0x20E3, 0xFE0E, 0xFE0F, 0x2300...0x23FF, 0x25A0...0x27BF, 0x2B00...0x2BFF, 0x1F000...: return true
        default: return false
        }
    }
}
