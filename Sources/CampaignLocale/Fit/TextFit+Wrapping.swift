extension TextFit {
    /// `text` wrapped greedily into lines `width` px wide: lines break at spaces (U+0020) and at
    /// line breaks; the spaces at a break vanish; a word wider than a line starts a new line and
    /// is broken between grapheme clusters (at least one per line), as browsers do with
    /// `overflow-wrap: break-word` and the native SDKs do by default. With `maxLines`, a text
    /// that needs more lines is drawn as its first `maxLines` lines, the last holding the rest of
    /// its paragraph cut with `…` as `oneLine` cuts (Android's `maxLines` with an end ellipsis,
    /// iOS's `numberOfLines` with tail truncation).
    public static func wrap(_ text: String, style: TextStyle, width: Double, maxLines: Int? = nil) -> WrappedText {
        let measurer = GlyphMeasurer(style).withDenseTable()
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

/// Greedy line breaking over one text: one pass to measure its grapheme clusters, one to break.
struct LineBreaker {
    struct Line {
        let range: Range<String.Index>
        /// Where the line's paragraph ends (the next line break, or the text's end).
        let paragraphEnd: String.Index
    }

    /// One grapheme cluster: where it starts, its width, and whether it is a space or a break.
    private struct Cluster {
        let start: String.Index
        let units: Int
        let isSpace: Bool
        let isBreak: Bool
    }

    let text: String
    let measurer: GlyphMeasurer
    let room: Double

    func lines() -> [Line] {
        let clusters = text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiClusters() : graphemeClusters()
        func start(_ position: Int) -> String.Index { position < clusters.count ? clusters[position].start : text.endIndex }
        var out: [Line] = []
        var first = 0
        for position in clusters.indices where clusters[position].isBreak {
            paragraph(first..<position, clusters, start, into: &out)
            first = position + 1
        }
        paragraph(first..<clusters.count, clusters, start, into: &out)
        return out
    }

    /// The clusters of any text, grapheme by grapheme.
    private func graphemeClusters() -> [Cluster] {
        var clusters: [Cluster] = []
        var index = text.startIndex
        for character in text {
            let isBreak = LineBreaker.isBreak(character)
            clusters.append(Cluster(start: index, units: isBreak ? 0 : measurer.units(of: character).units, isSpace: character == " ", isBreak: isBreak))
            index = text.utf8.index(index, offsetBy: character.utf8.count)
        }
        return clusters
    }

    /// The same for ASCII text, byte by byte: each byte is a cluster but CR LF, which is one.
    private func asciiClusters() -> [Cluster] {
        let utf8 = text.utf8
        var clusters: [Cluster] = []
        clusters.reserveCapacity(utf8.count)
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            var next = utf8.index(after: index)
            if byte == 0x0D, next < utf8.endIndex, utf8[next] == 0x0A { next = utf8.index(after: next) }
            let isBreak = byte == 0x0A || byte == 0x0D
            let units = isBreak ? 0 : measurer.unitsAndFlag(of: Unicode.Scalar(byte)).units
            clusters.append(Cluster(start: index, units: units, isSpace: byte == 0x20, isBreak: isBreak))
            index = next
        }
        return clusters
    }

    static func isBreak(_ character: Character) -> Bool {
        switch character {
        case "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": return true
        default: return false
        }
    }

    private func fits(_ units: Int) -> Bool { measurer.px(units) <= room }

    private func paragraph(_ range: Range<Int>, _ clusters: [Cluster], _ start: (Int) -> String.Index, into out: inout [Line]) {
        let end = start(range.upperBound)
        var lineStart = range.lowerBound
        var lineEnd = range.lowerBound
        var width = 0
        var hasWord = false
        var spaces = 0
        var position = range.lowerBound
        while position < range.upperBound {
            if clusters[position].isSpace {
                spaces += clusters[position].units
                position += 1
                continue
            }
            var wordEnd = position
            var word = 0
            while wordEnd < range.upperBound, !clusters[wordEnd].isSpace {
                word += clusters[wordEnd].units
                wordEnd += 1
            }
            if fits(width + spaces + word) {
                width += spaces + word
            } else {
                if hasWord { out.append(Line(range: start(lineStart)..<start(lineEnd), paragraphEnd: end)) }
                lineStart = position
                if fits(word) {
                    width = word
                } else {
                    // A word wider than a line: full lines of clusters (at least one each), the
                    // last piece left open.
                    width = 0
                    for piece in position..<wordEnd {
                        if piece > lineStart, !fits(width + clusters[piece].units) {
                            out.append(Line(range: start(lineStart)..<start(piece), paragraphEnd: end))
                            lineStart = piece
                            width = 0
                        }
                        width += clusters[piece].units
                    }
                }
            }
            hasWord = true
            lineEnd = wordEnd
            spaces = 0
            position = wordEnd
        }
        out.append(Line(range: start(lineStart)..<start(lineEnd), paragraphEnd: end))
    }
}
