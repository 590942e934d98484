/// Whether a text fits its slot (SPEC §16.4), and how it is drawn when it does not.
public enum FieldFit {
    /// The verdict for `text` in `slot`: nil when it fits.
    public static func misfit(_ text: String, in slot: FieldSlot) -> Misfit? {
        switch slot.limit {
        case .oneLine:
            let fit = TextFit.oneLine(text, style: slot.style, width: slot.width)
            guard !fit.fits else { return nil }
            return Misfit(measured: fit.measured, shown: fit.drawn, kind: .cut)
        case .lines(let limit):
            // A final line break (a YAML literal block's) draws no line of its own.
            var end = text.endIndex
            while end > text.startIndex, LineBreaker.isBreak(text[text.index(before: end)]) { end = text.index(before: end) }
            let wrapped = TextFit.wrap(String(text[..<end]), style: slot.style, width: slot.width, maxLines: limit)
            guard wrapped.isTruncated else { return nil }
            return Misfit(measured: wrapped.measured, shown: wrapped.lines.last ?? "", kind: .tooManyLines(needed: wrapped.lineCount, shown: limit))
        case .wraps:
            return widestWord(text, in: slot)
        }
    }

    /// The widest word of `text` when it is wider than a line of `slot` (a word wider than a
    /// line is broken inside it): one pass over the scalars with the style's dense table, or
    /// over the grapheme clusters for a text that may hold an emoji sequence.
    static func widestWord(_ text: String, in slot: FieldSlot) -> Misfit? {
        // No word is wider than the whole text.
        guard TextFit.width(of: text, style: slot.style).width > slot.width else { return nil }
        let measurer = GlyphMeasurer(slot.style).withDenseTable()
        let scalars = text.unicodeScalars
        if scalars.contains(where: { DenseAdvances.mayJoinEmoji($0.value) }) {
            return widestWord(text, clusters: measurer, in: slot)
        }
        var words = WordScan(measurer: measurer, room: slot.width, start: scalars.startIndex)
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if WordScan.separates(scalar.value) {
                words.close(at: index, next: next)
            } else {
                words.add(measurer.unitsAndFlag(of: scalar))
            }
            index = next
        }
        words.close(at: scalars.endIndex, next: scalars.endIndex)
        return words.misfit(in: text)
    }

    /// The same per grapheme cluster (an emoji sequence is one glyph).
    static func widestWord(_ text: String, clusters measurer: GlyphMeasurer, in slot: FieldSlot) -> Misfit? {
        var words = WordScan(measurer: measurer, room: slot.width, start: text.startIndex)
        var index = text.startIndex
        for character in text {
            let next = text.index(after: index)
            if character == " " || LineBreaker.isBreak(character) {
                words.close(at: index, next: next)
            } else {
                words.add(measurer.units(of: character))
            }
            index = next
        }
        words.close(at: text.endIndex, next: text.endIndex)
        return words.misfit(in: text)
    }

    /// Whether a text fits (`fits`) or is cut (`cut`), as the preview's `data-fit` says.
    public static func verdictWord(_ text: String, in slot: FieldSlot) -> String {
        misfit(text, in: slot) == nil ? "fits" : "cut"
    }
}

/// A text that does not fit its slot.
public struct Misfit: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// One line cut with an ellipsis; `shown` is the text as drawn.
        case cut
        /// More lines than the slot shows; `shown` is the last line drawn, with its ellipsis.
        case tooManyLines(needed: Int, shown: Int)
        /// A word wider than a line, broken inside it; `shown` is that word.
        case wordBroken
    }

    /// The width of the text on one line (`cut`, `tooManyLines`) or of the word (`wordBroken`).
    public let measured: TextWidth
    public let shown: String
    public let kind: Kind
}

/// The widest word so far of one scan, and the word being read.
private struct WordScan {
    let measurer: GlyphMeasurer
    let room: Double
    var start: String.Index
    var units = 0
    var uncertain = false
    var widest: (range: Range<String.Index>, units: Int, uncertain: Bool)?

    init(measurer: GlyphMeasurer, room: Double, start: String.Index) {
        self.measurer = measurer
        self.room = room
        self.start = start
    }

    /// A space or a line break (U+0020, LF, CR, NEL, LS, PS) ends a word.
    static func separates(_ code: UInt32) -> Bool {
        code == 0x20 || code == 0x0A || code == 0x0D || code == 0x85 || code == 0x2028 || code == 0x2029
    }

    mutating func add(_ advance: (units: Int, uncertain: Bool)) {
        units += advance.units
        uncertain = uncertain || advance.uncertain
    }

    /// Ends the word at `end`; the next one starts at `next`.
    mutating func close(at end: String.Index, next: String.Index) {
        if units > widest?.units ?? 0, measurer.px(units) > room { widest = (start..<end, units, uncertain) }
        units = 0
        uncertain = false
        start = next
    }

    func misfit(in text: String) -> Misfit? {
        guard let widest else { return nil }
        let width = TextWidth(width: measurer.px(widest.units), isEstimated: measurer.isEstimated, isUncertain: widest.uncertain)
        return Misfit(measured: width, shown: String(text[widest.range]), kind: .wordBroken)
    }
}
