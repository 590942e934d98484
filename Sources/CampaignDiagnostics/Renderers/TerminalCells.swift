/// How text from a source file is shown in a terminal snippet, and how many cells it takes,
/// so that carets line up under the right characters.
///
/// - a TAB is shown as four spaces;
/// - control characters, which could drive the terminal, are shown as the visible symbols of
///   the Control Pictures block (`␛` for ESC, `␡` for DEL) or U+FFFD (C1 controls, and the
///   bidirectional overrides and isolates that could reorder the line);
/// - East Asian wide and fullwidth characters and emoji take two cells;
/// - combining marks, format characters and conjoining Hangul vowels/finals take none;
/// - everything else takes one.
/// A sequence (emoji joined by U+200D, a flag) is counted scalar by scalar.
public enum TerminalCells {
    /// The text shown for `scalar` and the number of cells it takes.
    public static func display(_ scalar: Unicode.Scalar) -> (text: String, cells: Int) {
        let value = scalar.value
        switch value {
        case 0x09:
            return ("    ", 4)
        case 0x00..<0x20:
            return (String(Unicode.Scalar(0x2400 + value)!), 1)
        case 0x7F:
            return ("\u{2421}", 1)
        case 0x80..<0xA0, 0x202A...0x202E, 0x2066...0x2069:
            return ("\u{FFFD}", 1)
        default:
            return (String(scalar), width(of: scalar))
        }
    }

    /// The number of cells `display(scalar)` takes, without building its text.
    public static func cells(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x09: 4
        case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: 1
        default: width(of: scalar)
        }
    }

    /// The number of cells a printable scalar takes: 0, 1 or 2.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x300 { return value == 0 ? 0 : 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            break
        }
        if (0x1160...0x11FF).contains(value) { return 0 }
        if scalar.properties.isEmojiPresentation { return 2 }
        return isWide(value) ? 2 : 1
    }

    /// `text` made safe to print: control characters replaced as in `display(_:)`,
    /// except that a TAB stays a TAB.
    public static func sanitized(_ text: String) -> String {
        // Printable ASCII and tabs, most of what a report quotes, need nothing: read by bytes.
        let printable = text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x09 } } ?? false
        if printable { return text }
        guard text.unicodeScalars.contains(where: needsReplacement) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if needsReplacement(scalar) {
                result.append(contentsOf: display(scalar).text.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// True for the characters `sanitized` replaces (a TAB aside): C0 and C1 controls, DEL,
    /// and the bidirectional overrides and isolates.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value != 0x09 && needsReplacement(scalar)
    }

    /// True when `display(scalar)` is the scalar itself (not a TAB, not replaced).
    static func isShownAsItself(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value != 0x09 && !needsReplacement(scalar)
    }

    private static func needsReplacement(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// East Asian Wide (W) and Fullwidth (F) ranges outside the emoji, which are found by
    /// their `Emoji_Presentation` property instead.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK punctuation
        0x3041...0x33FF,  // kana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK strokes, enclosed CJK
        0x3400...0x4DBF,  // CJK extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1AFF0...0x1B2FF,  // kana supplement and extensions, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B–F
        0x30000...0x3FFFD,  // CJK extensions G–H
    ]

    private static func isWide(_ value: UInt32) -> Bool {
        guard value >= 0x1100 else { return false }
        return wideRanges.contains { $0.contains(value) }
    }
}
