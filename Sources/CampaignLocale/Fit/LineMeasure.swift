/// A text's width on one line in each font and weight the platforms draw with (Liberation Sans
/// and Roboto, regular and bold), in font units, and the number of paragraphs it draws: measured
/// once where the text is read (a translation file's worker), so that whether it fits a slot is
/// one multiplication per platform (`FieldFit.fitsAtOnce`). iOS and Android share Roboto's sums:
/// they differ only in the scale.
public struct LineMeasure: Sendable, Equatable {
    let liberationRegular: Int
    let liberationBold: Int
    let robotoRegular: Int
    let robotoBold: Int
    /// Paragraphs of the drawn text (final line breaks left out), as `FieldFit.misfit` counts them.
    let paragraphs: Int

    /// The four fonts' measurers with their dense tables, made once for many texts (a class:
    /// passed to each text by reference).
    public final class Measurers: Sendable {
        let liberationRegular = GlyphMeasurer(TextStyle(platform: .web, size: 1, weight: .regular)).withDenseTable()
        let liberationBold = GlyphMeasurer(TextStyle(platform: .web, size: 1, weight: .bold)).withDenseTable()
        let robotoRegular = GlyphMeasurer(TextStyle(platform: .android, size: 1, weight: .regular)).withDenseTable()
        let robotoBold = GlyphMeasurer(TextStyle(platform: .android, size: 1, weight: .bold)).withDenseTable()

        public init() {}
    }

    public init(_ text: String, measurers: Measurers) {
        paragraphs = FieldFit.drawnParagraphs(text)
        // ASCII text, the most common, in one pass over its bytes for the four fonts.
        let tables = (
            measurers.liberationRegular.dense, measurers.liberationBold.dense, measurers.robotoRegular.dense, measurers.robotoBold.dense
        )
        let sums: (Int32, Int32, Int32, Int32)? =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                var sums: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
                let mask = ~DenseAdvances.uncertainBit
                for byte in bytes {
                    guard byte < 0x80 else { return nil }
                    let code = Int(byte)
                    sums.0 &+= tables.0[code] & mask
                    sums.1 &+= tables.1[code] & mask
                    sums.2 &+= tables.2[code] & mask
                    sums.3 &+= tables.3[code] & mask
                }
                return sums
            } ?? nil
        if let sums {
            (liberationRegular, liberationBold, robotoRegular, robotoBold) = (Int(sums.0), Int(sums.1), Int(sums.2), Int(sums.3))
            return
        }
        liberationRegular = TextFit.units(of: text, measurer: measurers.liberationRegular).units
        liberationBold = TextFit.units(of: text, measurer: measurers.liberationBold).units
        robotoRegular = TextFit.units(of: text, measurer: measurers.robotoRegular).units
        robotoBold = TextFit.units(of: text, measurer: measurers.robotoBold).units
    }

    /// The width in px `TextFit.width(of:style:)` gives the text in `style`.
    func width(in style: TextStyle) -> Double {
        let units: Int
        let font: FontTable
        switch (style.platform, style.weight) {
        case (.web, .regular): (units, font) = (liberationRegular, FontTable.liberationSans)
        case (.web, .bold): (units, font) = (liberationBold, FontTable.liberationSans)
        case (_, .regular): (units, font) = (robotoRegular, FontTable.roboto)
        case (_, .bold): (units, font) = (robotoBold, FontTable.roboto)
        }
        return Double(units) * GlyphMeasurer.scale(of: style, unitsPerEm: font.unitsPerEm)
    }
}
