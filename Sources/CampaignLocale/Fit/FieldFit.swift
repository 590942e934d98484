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
            let end = drawnEnd(of: text)
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

    /// Whether a text measured beforehand fits `slot` without more work: true when `misfit`
    /// would return nil at its first test (its width on one line fits; in a slot of lines, it
    /// also has no more paragraphs than lines). False leaves the verdict to `misfit`.
    public static func fitsAtOnce(_ measure: LineMeasure, in slot: FieldSlot) -> Bool {
        let width = measure.width(in: slot.style)
        switch slot.limit {
        case .oneLine:
            let room = slot.width.isFinite ? slot.width : 0
            return !(width > room)
        case .lines(let limit):
            return measure.paragraphs <= limit && width <= slot.width
        case .wraps:
            return !(width > slot.width)
        }
    }

    /// The paragraphs of the drawn part of `text`: `paragraphs(text[..<drawnEnd(of: text)])`
    /// in one reading of its bytes.
    static func drawnParagraphs(_ text: String) -> Int {
        // The string's own bytes, copied only when not contiguous (a mutable copy for
        // `withUTF8` retained every text measured).
        let count: (UnsafeBufferPointer<UInt8>) -> Int = { paragraphs(UnsafeBufferPointer(rebasing: $0[..<drawnCount($0)])) }
        return text.utf8.withContiguousStorageIfAvailable(count) ?? Array(text.utf8).withUnsafeBufferPointer(count)
    }

    /// Where the drawn part of `text` ends: a final line break (a YAML literal block's) draws
    /// no line of its own. Read by bytes from the end, as `paragraphs` reads the breaks.
    static func drawnEnd(of text: String) -> String.Index {
        let utf8 = text.utf8
        let drawn = utf8.withContiguousStorageIfAvailable(drawnCount) ?? Array(utf8).withUnsafeBufferPointer(drawnCount)
        return drawn == utf8.count ? text.endIndex : utf8.index(utf8.startIndex, offsetBy: drawn)
    }

    /// The number of bytes before the final breaks of `bytes`.
    private static func drawnCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var end = bytes.count
        while end > 0 {
            switch bytes[end - 1] {
            case 0x0A, 0x0D: end -= 1
            case 0x85 where end >= 2 && bytes[end - 2] == 0xC2: end -= 2
            case 0xA8 where end >= 3 && bytes[end - 2] == 0x80 && bytes[end - 3] == 0xE2,
                0xA9 where end >= 3 && bytes[end - 2] == 0x80 && bytes[end - 3] == 0xE2:
                end -= 3
            default: return end
            }
        }
        return end
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

    /// The number of paragraphs of `text`: its line breaks (CR LF counted once) plus one. Read
    /// by bytes: each break (LF, CR, NEL, LS, PS) is one scalar and a grapheme cluster of its
    /// own (CR LF one cluster), so counting their encodings counts the clusters.
    static func paragraphs(_ text: Substring) -> Int {
        text.utf8.withContiguousStorageIfAvailable(paragraphs) ?? Array(text.utf8).withUnsafeBufferPointer(paragraphs)
    }

    private static func paragraphs(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 1
        for offset in bytes.indices {
            switch bytes[offset] {
            case 0x0A where offset == 0 || bytes[offset - 1] != 0x0D, 0x0D: count += 1
            // NEL (C2 85), LS and PS (E2 80 A8, E2 80 A9): a lead byte then its continuations.
            case 0x85 where offset >= 1 && bytes[offset - 1] == 0xC2: count += 1
            case 0xA8 where offset >= 2 && bytes[offset - 1] == 0x80 && bytes[offset - 2] == 0xE2,
                0xA9 where offset >= 2 && bytes[offset - 1] == 0x80 && bytes[offset - 2] == 0xE2:
                count += 1
            default: break
            }
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
