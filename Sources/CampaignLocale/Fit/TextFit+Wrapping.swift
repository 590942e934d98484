extension TextFit {
    /// `text` wrapped greedily into lines `width` px wide: lines break at spaces (U+0020) and at
    /// line breaks; the spaces at a break vanish; a word wider than a line starts a new line and
    /// is broken between grapheme clusters (at least one per line), as browsers do with
    /// `overflow-wrap: break-word` and the native SDKs do by default. With `maxLines`, a text
    /// that needs more lines is drawn as its first `maxLines` lines, the last holding the rest of
    /// its paragraph cut with `…` as `oneLine` cuts (Android's `maxLines` with an end ellipsis,
    /// iOS's `numberOfLines` with tail truncation).
    public static func wrap(_ text: String, style: TextStyle, width: Double, maxLines: Int? = nil) -> WrappedText {
        let measurer = GlyphMeasurer(style)
        let room = width.isFinite ? width : 0
        let lines = LineBreaker(text: text, measurer: measurer, room: room).lines()
        let measured = TextFit.width(of: text, style: style)
        let limit = maxLines.map { max(1, $0) } ?? Int.max
        guard lines.count > limit else {
            return WrappedText(lineCount: lines.count, lines: lines.map { String(text[$0.range]) }, isTruncated: false, measured: measured)
        }
        var drawn = lines[0..<(limit - 1)].map { String(text[$0.range]) }
        let last = lines[limit - 1]
        let rest = text[last.range.lowerBound..<last.paragraphEnd]
        drawn.append(String(rest[..<TextFit.cut(rest, measurer: measurer, room: room)]) + "\u{2026}")
        return WrappedText(lineCount: lines.count, lines: drawn, isTruncated: true, measured: measured)
    }
}

/// The verdict for wrapped text.
public struct WrappedText: Hashable, Sendable {
    /// How many lines the whole text takes.
    public let lineCount: Int
    /// The lines as drawn: all of them, or the first `maxLines` with the last cut.
    public let lines: [String]
    /// True when `maxLines` cut the text.
    public let isTruncated: Bool
    /// The width of the whole text on one line.
    public let measured: TextWidth
}

/// Greedy line breaking over one text, in one pass.
struct LineBreaker {
    struct Line {
        let range: Range<String.Index>
        /// Where the line's paragraph ends (the next line break, or the text's end).
        let paragraphEnd: String.Index
    }

    let text: String
    let measurer: GlyphMeasurer
    let room: Double

    func lines() -> [Line] {
        var out: [Line] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            if LineBreaker.isBreak(text[index]) {
                paragraph(start..<index, into: &out)
                start = text.index(after: index)
            }
            index = text.index(after: index)
        }
        paragraph(start..<text.endIndex, into: &out)
        return out
    }

    static func isBreak(_ character: Character) -> Bool {
        switch character {
        case "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }

    private func fits(_ units: Int) -> Bool { measurer.px(units) <= room }

    private func paragraph(_ range: Range<String.Index>, into out: inout [Line]) {
        let end = range.upperBound
        var lineStart = range.lowerBound
        var lineEnd = range.lowerBound
        var width = 0
        var hasWord = false
        var spaces = 0
        var index = range.lowerBound
        while index < end {
            if text[index] == " " {
                spaces += measurer.units(of: text[index]).units
                index = text.index(after: index)
                continue
            }
            var wordEnd = index
            var word = 0
            while wordEnd < end, text[wordEnd] != " " {
                word += measurer.units(of: text[wordEnd]).units
                wordEnd = text.index(after: wordEnd)
            }
            if fits(width + spaces + word) {
                width += spaces + word
            } else {
                if hasWord { out.append(Line(range: lineStart..<lineEnd, paragraphEnd: end)) }
                lineStart = index
                width = fits(word) ? word : breakWord(index..<wordEnd, start: &lineStart, paragraphEnd: end, into: &out)
            }
            hasWord = true
            lineEnd = wordEnd
            spaces = 0
            index = wordEnd
        }
        out.append(Line(range: lineStart..<lineEnd, paragraphEnd: end))
    }

    /// Breaks a word too wide for any line between clusters, appending every full line; the
    /// last piece stays open: returns its width and moves `start` to it.
    private func breakWord(_ word: Range<String.Index>, start: inout String.Index, paragraphEnd: String.Index, into out: inout [Line]) -> Int {
        var width = 0
        var index = word.lowerBound
        while index < word.upperBound {
            let units = measurer.units(of: text[index]).units
            if index > start, !fits(width + units) {
                out.append(Line(range: start..<index, paragraphEnd: paragraphEnd))
                start = index
                width = 0
            }
            width += units
            index = text.index(after: index)
        }
        return width
    }
}
