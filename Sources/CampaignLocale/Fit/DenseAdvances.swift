/// Advances of U+0000–U+04FF (Basic Latin to Cyrillic) for one font and weight, with the
/// fallback already applied, looked up by index: what `TextFit.width` reads for most texts.
/// Each entry is the advance in font units, plus `uncertainBit` when it was assumed.
struct DenseAdvances: Sendable {
    static let limit: UInt32 = 0x500
    static let uncertainBit: Int32 = 1 << 30

    let values: [Int32]

    init(_ measurer: GlyphMeasurer) {
        // Both fonts' advances in one walk each over their ranges, then each code by the rules of
        // `GlyphMeasurer.units(of:own:otherAdvance:)`, the fallback asked only for the codes the
        // font lacks (FitFastPathTests compares every code).
        let own = measurer.table.advances(below: DenseAdvances.limit, weight: measurer.weight)
        let other = measurer.other.advances(below: DenseAdvances.limit, weight: measurer.weight)
        var values = [Int32](repeating: 0, count: Int(DenseAdvances.limit))
        for code in 0..<Int(DenseAdvances.limit) {
            let scalar = Unicode.Scalar(UInt32(code))!
            if let units = measurer.unitsWithoutGlyph(of: scalar) {
                values[code] = Int32(units)
            } else if own[code] != FontTable.missing {
                values[code] = Int32(own[code])
            } else {
                let (units, uncertain) = measurer.units(of: scalar, own: nil) { other[code] == FontTable.missing ? nil : Int(other[code]) }
                values[code] = Int32(units) | (uncertain ? DenseAdvances.uncertainBit : 0)
            }
        }
        self.values = values
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
