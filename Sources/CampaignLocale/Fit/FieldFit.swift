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
            let wrapped = TextFit.wrap(text, style: slot.style, width: slot.width, maxLines: limit)
            guard wrapped.isTruncated else { return nil }
            return Misfit(measured: wrapped.measured, shown: wrapped.lines.last ?? "", kind: .tooManyLines(needed: wrapped.lineCount, shown: limit))
        case .wraps:
            // The widest word: a word wider than a line is broken inside it.
            var widest: (word: Substring, width: TextWidth)?
            for word in text.split(whereSeparator: { $0 == " " || LineBreaker.isBreak($0) }) {
                let width = TextFit.width(of: String(word), style: slot.style)
                if width.width > slot.width, width.width > widest?.width.width ?? 0 { widest = (word, width) }
            }
            guard let widest else { return nil }
            return Misfit(measured: widest.width, shown: String(widest.word), kind: .wordBroken)
        }
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
