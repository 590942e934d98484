/// Text fit (SPEC §16.4): widths from the advance tables of the font each platform's default UI
/// draws with (Web: Liberation Sans, Arial's metrics; Android: Roboto; iOS: Roboto × 1.06, an
/// estimate of San Francisco), kerning and ligatures ignored. The room available is the caller's
/// (the preview's platform geometry); every function takes it in px.
public enum TextFit {
    /// The factor iOS widths are Roboto's widths times (San Francisco is not installable here).
    public static let iOSWidthFactor = GlyphMeasurer.iOSWidthFactor

    /// The width of `text` on one line.
    public static func width(of text: String, style: TextStyle) -> TextWidth {
        let measurer = GlyphMeasurer(style).withDenseTable()
        let (units, uncertain) = TextFit.units(of: text, measurer: measurer)
        return TextWidth(width: measurer.px(units), isEstimated: measurer.isEstimated, isUncertain: uncertain)
    }

    /// The advances of `text` on one line summed in `measurer`'s font units (its dense table
    /// loaded), and whether any was assumed: what `width(of:style:)` scales to px.
    static func units(of text: String, measurer: GlyphMeasurer) -> (units: Int, uncertain: Bool) {
        let dense = measurer.dense
        var sum: Int32 = 0
        var flags: Int32 = 0
        // ASCII text, the most common, byte by byte (a native string's bytes are contiguous).
        let ascii =
            text.utf8.withContiguousStorageIfAvailable { bytes in
                for byte in bytes {
                    guard byte < 0x80 else { return false }
                    let entry = dense[Int(byte)]
                    sum &+= entry & ~DenseAdvances.uncertainBit
                    flags |= entry
                }
                return true
            } ?? false
        if ascii { return (Int(sum), flags & DenseAdvances.uncertainBit != 0) }
        sum = 0
        flags = 0
        var units = 0
        var uncertain = false
        // One pass over the scalars; a text with emoji is measured per grapheme cluster instead.
        for scalar in text.unicodeScalars {
            let code = scalar.value
            if code < DenseAdvances.limit {
                let entry = dense[Int(code)]
                sum &+= entry & ~DenseAdvances.uncertainBit
                flags |= entry
            } else if DenseAdvances.mayJoinEmoji(code) {
                return clusterUnits(of: text, measurer: measurer)
            } else {
                let (width, guessed) = measurer.units(of: scalar)
                units += width
                uncertain = uncertain || guessed
            }
        }
        return (units + Int(sum), uncertain || flags & DenseAdvances.uncertainBit != 0)
    }

    /// The advances summed per grapheme cluster (an emoji sequence is one glyph).
    static func clusterUnits(of text: String, measurer: GlyphMeasurer) -> (units: Int, uncertain: Bool) {
        var units = 0
        var uncertain = false
        for character in text {
            let (width, guessed) = measurer.units(of: character)
            units += width
            uncertain = uncertain || guessed
        }
        return (units, uncertain)
    }

    /// Whether `text` fits one line `width` px wide and, if not, the text as drawn with an
    /// ellipsis: as Chromium's `text-overflow: ellipsis` cuts it, the longest run of whole
    /// grapheme clusters from the start (trailing spaces kept) that fits with `…` after it, but
    /// at least one cluster (Chromium then draws it and the ellipsis clipped).
    public static func oneLine(_ text: String, style: TextStyle, width: Double) -> OneLineFit {
        let measured = TextFit.width(of: text, style: style)
        let room = width.isFinite ? width : 0
        guard measured.width > room else { return OneLineFit(fits: true, measured: measured, drawn: text) }
        let measurer = GlyphMeasurer(style).withDenseTable()
        let cut = TextFit.cut(text[...], measurer: measurer, room: room)
        return OneLineFit(fits: false, measured: measured, drawn: String(text[..<cut]) + "\u{2026}")
    }

    /// Where an ellipsis cuts `text` (which does not fit `room`): the end of the longest
    /// prefix of whole clusters, at least one, whose width plus the ellipsis's is at most `room`.
    static func cut(_ text: Substring, measurer: GlyphMeasurer, room: Double) -> String.Index {
        let ellipsis = measurer.ellipsisUnits
        var units = 0
        var end = text.startIndex
        for character in text {
            units += measurer.units(of: character).units
            if end > text.startIndex, measurer.px(units + ellipsis) > room { break }
            end = text.utf8.index(end, offsetBy: character.utf8.count)
        }
        return end
    }
}

/// The verdict for one line.
public struct OneLineFit: Hashable, Sendable {
    public let fits: Bool
    public let measured: TextWidth
    /// The text itself when it fits, else its cut prefix followed by `…`.
    public let drawn: String
}
