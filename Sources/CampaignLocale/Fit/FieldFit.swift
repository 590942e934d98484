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
            // Most texts fit on one line per paragraph: then each paragraph is one line, with
            // no wrapping to compute.
            if paragraphs(text[..<end]) <= limit, TextFit.width(of: text, style: slot.style).width <= slot.width { return nil }
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
        if text.utf8.withContiguousStorageIfAvailable({ $0.allSatisfy { $0 < 0x80 } }) ?? false {
            return widestWord(text, ascii: measurer, in: slot)
        }
        let scalars = text.unicodeScalars
        if scalars.contains(where: { DenseAdvances.mayJoinEmoji($0.value) }) {
            return widestWord(text, clusters: measurer, in: slot)
        }
        var words = WordScan(measurer: measurer, room: slot.width, start: scalars.startIndex)
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let next = scalars.index(after: index)
            if separatesWords(scalar.value) {
                words.close(at: index, next: next)
            } else {
                words.add(measurer.unitsAndFlag(of: scalar))
            }
            index = next
        }
        words.close(at: scalars.endIndex, next: scalars.endIndex)
        return words.misfit { String(text[$0]) }
    }

    /// The same over ASCII text, byte by byte in the text's own storage.
    static func widestWord(_ text: String, ascii measurer: GlyphMeasurer, in slot: FieldSlot) -> Misfit? {
        var text = text
        return text.withUTF8 { bytes in
            var words = WordScan(measurer: measurer, room: slot.width, start: 0)
            for offset in bytes.indices {
                let byte = bytes[offset]
                if separatesWords(UInt32(byte)) {
                    words.close(at: offset, next: offset + 1)
                } else {
                    words.add(measurer.unitsAndFlag(of: Unicode.Scalar(byte)))
                }
            }
            words.close(at: bytes.count, next: bytes.count)
            return words.misfit { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
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
        return words.misfit { String(text[$0]) }
    }

    /// The number of paragraphs of `text`: its line breaks (CR LF counted once) plus one.
    static func paragraphs(_ text: Substring) -> Int {
        var count = 1
        var previous: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case 0x0A where previous != 0x0D, 0x0D: count += 1
            default: break
            }
            previous = byte
        }
        // NEL, LS and PS, which are rare, by grapheme.
        if text.utf8.contains(where: { $0 >= 0xC2 }) {
            count += text.filter { $0 == "\u{85}" || $0 == "\u{2028}" || $0 == "\u{2029}" }.count
        }
        return count
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

/// A space or a line break (U+0020, LF, CR, NEL, LS, PS) ends a word.
private func separatesWords(_ code: UInt32) -> Bool {
    code == 0x20 || code == 0x0A || code == 0x0D || code == 0x85 || code == 0x2028 || code == 0x2029
}

/// The widest word so far of one scan, and the word being read.
private struct WordScan<Position: Comparable> {
    let measurer: GlyphMeasurer
    let room: Double
    var start: Position
    var units = 0
    var uncertain = false
    var widest: (range: Range<Position>, units: Int, uncertain: Bool)?

    init(measurer: GlyphMeasurer, room: Double, start: Position) {
        self.measurer = measurer
        self.room = room
        self.start = start
    }

    mutating func add(_ advance: (units: Int, uncertain: Bool)) {
        units += advance.units
        uncertain = uncertain || advance.uncertain
    }

    /// Ends the word at `end`; the next one starts at `next`.
    mutating func close(at end: Position, next: Position) {
        if units > widest?.units ?? 0, measurer.px(units) > room { widest = (start..<end, units, uncertain) }
        units = 0
        uncertain = false
        start = next
    }

    /// The widest word as a misfit, its text read by `shown`.
    func misfit(shown: (Range<Position>) -> String) -> Misfit? {
        guard let widest else { return nil }
        let width = TextWidth(width: measurer.px(widest.units), isEstimated: measurer.isEstimated, isUncertain: widest.uncertain)
        return Misfit(measured: width, shown: shown(widest.range), kind: .wordBroken)
    }
}
