/// A tag-like span in a text that is not HTML (`W907`): the SDKs draw it as characters.
public struct MarkupTag: Hashable, Sendable {
    /// Scalar offsets of the whole tag, `<` to `>`.
    public let range: Range<Int>
    /// The element name in lowercase (`span`, `b`, `br`), or `!--` for a comment.
    public let name: String
    public let isClosing: Bool
}

/// The `W907` scan: every tag-like `<…>` — `<` then an optional `/`, an ASCII letter, letters,
/// digits, `-`, `_`, `:` or `.`, then `>`, `/>`, or a space, tab or line break and anything up
/// to the next `>` without another `<` — and every `<!-- … -->` comment. `< 5`, `<3`, `a <= b`
/// and a `<` left open are text, not markup. One pass: a `<` inside a failed candidate restarts
/// the match there.
public enum MarkupScan {
    public static func tags(in text: String) -> [MarkupTag] {
        guard mayHoldTags(text) else { return [] }
        let scalars = Array(text.unicodeScalars)
        let commentEnds = MarkupScan.commentEnds(scalars)
        var tags: [MarkupTag] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "<" else {
                index += 1
                continue
            }
            switch match(scalars, at: index, commentEnds: commentEnds) {
            case .tag(let tag):
                tags.append(tag)
                index = tag.range.upperBound
            case .restart(let next):
                index = next
            }
        }
        return tags
    }

    /// Whether `text` holds a `<`, without which it has no tag: read in the string's own
    /// contiguous bytes (every translated text is asked).
    public static func mayHoldTags(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "<")) } ?? text.utf8.contains(UInt8(ascii: "<"))
    }

    private enum Match {
        case tag(MarkupTag)
        case restart(Int)
    }

    private static func match(_ s: [Unicode.Scalar], at start: Int, commentEnds: [Int]) -> Match {
        var index = start + 1
        if index + 2 < s.count, s[index] == "!", s[index + 1] == "-", s[index + 2] == "-" {
            return comment(at: start, commentEnds: commentEnds)
        }
        var closing = false
        if index < s.count, s[index] == "/" {
            closing = true
            index += 1
        }
        guard index < s.count, isLetter(s[index]) else { return .restart(start + 1) }
        var name = String.UnicodeScalarView()
        while index < s.count, isNameCharacter(s[index]) {
            name.append(lowercased(s[index]))
            index += 1
        }
        guard index < s.count else { return .restart(index) }
        switch s[index] {
        case ">":
            return .tag(MarkupTag(range: start..<(index + 1), name: String(name), isClosing: closing))
        case "/" where index + 1 < s.count && s[index + 1] == ">":
            return .tag(MarkupTag(range: start..<(index + 2), name: String(name), isClosing: closing))
        case " ", "\t", "\n", "\r":
            while index < s.count, s[index] != ">" {
                if s[index] == "<" { return .restart(index) }
                index += 1
            }
            guard index < s.count else { return .restart(index) }
            return .tag(MarkupTag(range: start..<(index + 1), name: String(name), isClosing: closing))
        default:
            return .restart(s[index] == "<" ? index : index + 1)
        }
    }

    /// `<!--` at `start` up to the first `-->` after it (found among `commentEnds` by binary
    /// search, so an unclosed comment costs no scan).
    private static func comment(at start: Int, commentEnds: [Int]) -> Match {
        var low = 0
        var high = commentEnds.count
        while low < high {
            let middle = (low + high) / 2
            if commentEnds[middle] < start + 4 { low = middle + 1 } else { high = middle }
        }
        guard low < commentEnds.count else { return .restart(start + 1) }
        return .tag(MarkupTag(range: start..<(commentEnds[low] + 3), name: "!--", isClosing: false))
    }

    /// The offsets of every `-->`, ascending.
    private static func commentEnds(_ s: [Unicode.Scalar]) -> [Int] {
        var ends: [Int] = []
        var index = 0
        while index + 2 < s.count {
            if s[index] == "-", s[index + 1] == "-", s[index + 2] == ">" { ends.append(index) }
            index += 1
        }
        return ends
    }

    private static func isLetter(_ c: Unicode.Scalar) -> Bool { ("a"..."z").contains(c) || ("A"..."Z").contains(c) }

    private static func isNameCharacter(_ c: Unicode.Scalar) -> Bool {
        isLetter(c) || ("0"..."9").contains(c) || c == "-" || c == "_" || c == ":" || c == "."
    }

    private static func lowercased(_ c: Unicode.Scalar) -> Unicode.Scalar {
        ("A"..."Z").contains(c) ? Unicode.Scalar(c.value + 32)! : c
    }
}
