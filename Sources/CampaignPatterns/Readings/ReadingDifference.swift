/// One of ICU's constructs that JavaScript reads otherwise: what it is, what each reading
/// makes of it, and the text that means the same in both, where there is one.
public struct ReadingDifference: Hashable, Sendable {
    public let kind: ICUConstructKind
    /// The construct as written.
    public let text: String
    /// What iOS and Android read.
    public let icuReading: String
    /// What the Web SDK reads (empty when JavaScript rejects the construct).
    public let javaScriptReading: String
    /// Text both dialects read as ICU reads the construct, or nil.
    public let replacement: String?
    /// False when `replacement` is close but not exactly the same (`$` for `\Z`).
    public let isExact: Bool
    /// Where it is in the pattern (code points).
    public let range: Range<Int>

    /// Whether JavaScript rejects the construct outright (the pattern is then `E320`'s).
    public var javaScriptRejects: Bool { javaScriptReading.isEmpty }

    init(_ construct: ICUConstruct) {
        kind = construct.kind
        text = construct.text
        range = construct.range
        let reading = Self.readings(construct)
        icuReading = reading.icu
        javaScriptReading = reading.javaScript
        replacement = reading.replacement
        isExact = reading.exact
    }

    private typealias Reading = (icu: String, javaScript: String, replacement: String?, exact: Bool)

    /// ICU's horizontal spaces (tab and the space separators), as class items.
    static let horizontalSpaces = "\\t\\x20\\xA0\\u1680\\u2000-\\u200A\\u202F\\u205F\\u3000"
    /// ICU's vertical spaces, as class items.
    static let verticalSpaces = "\\n\\x0B\\f\\r\\x85\\u2028\\u2029"

    private static func readings(_ construct: ICUConstruct) -> Reading {
        let text = construct.text
        let inSet = construct.inSet
        switch construct.kind {
        case .startAnchor: return ("the start of the text", "the letter `A`", "^", true)
        case .endAnchorBeforeTerminator: return ("the end of the text, or before a line break that ends it", "the letter `Z`", "$", false)
        case .endAnchor: return ("the end of the text", "the letter `z`", "(?![\\s\\S])", true)
        case .searchStart: return ("the start of the text", "the letter `G`", "^", true)
        case .quotation(let quoted):
            let literal = PatternCursor.text(of: quoted)
            return ("the text `\(literal)` as it stands", "`Q`, then `\(literal)` as a pattern, then `E`", Escaping.literal(quoted), true)
        case .posixClass:
            return ("the class `\(text)` of Unicode characters", "a class of the characters of its name (`[`, `:`, …)", nil, false)
        case .horizontalSpace:
            let negated = text == "\\H"
            let items = horizontalSpaces
            return (
                negated ? "any character but a horizontal space" : "a horizontal space (tab or a space separator)", "the letter `\(text.dropFirst())`",
                inSet ? (negated ? nil : items) : "[\(negated ? "^" : "")\(items)]", true
            )
        case .verticalSpace:
            let negated = text == "\\V"
            let items = verticalSpaces
            return (
                negated ? "any character but a vertical space" : "a vertical space (LF, VT, FF, CR, NEL, LS or PS)",
                negated ? "the letter `V`" : "only VT (U+000B)", inSet ? (negated ? nil : items) : "[\(negated ? "^" : "")\(items)]", true
            )
        case .lineBreak:
            return ("a line break (CR LF, or one vertical space)", "the letter `R`", "(?:\\r\\n|[\\n\\x0B\\f\\x85\\u2028\\u2029]|\\r(?!\\n))", true)
        case .bracedHex, .longUnicode, .namedCharacter, .octal, .controlOfNonLetter, .shortHex, .controlEscape:
            return codeReading(construct)
        case .property: return ("the Unicode property `\(text)`", "the text `\(text.dropFirst())`", nil, false)
        case .graphemeCluster: return ("one user-perceived character (a grapheme cluster)", "the letter `X`", nil, false)
        case .setOperation: return ("a set operation (`\(text)`)", "its characters as members of one class", nil, false)
        case .setEscape:
            let letter = String(text.dropFirst())
            return (
                "the character `\(letter)`", letter == "b" ? "a backspace (U+0008)" : "an octal escape (U+000\(letter))", letter, true
            )
        case .astralRepetition:
            return ("a repetition of `\(text)`", "a repetition of the second half of its UTF-16 pair", "(?:\(text))", true)
        case .astralInSet:
            return ("the character `\(text)`", "either half of its UTF-16 pair", nil, false)
        case .backreferenceDigits(let taken):
            return backreferenceReading(text, taken: taken)
        case .unsetBackreference:
            return ("a backreference that fails where its group has not matched", "one that matches the empty string there", nil, false)
        case .possessive: return ("a possessive repetition", "", nil, false)
        case .atomicGroup: return ("an atomic group", "", nil, false)
        case .comment: return ("a comment", "", nil, false)
        case .inlineFlags: return ("inline flags", "", nil, false)
        }
    }

    /// `\10` read by ICU as `\1` then `0`: ICU took `taken` digits for the group's number.
    private static func backreferenceReading(_ text: String, taken count: Int) -> Reading {
        let digits = Array(text.dropFirst())
        let taken = String(digits.prefix(count))
        let rest = String(digits.dropFirst(count))
        return ("the text of group \(taken), then `\(rest)`", "one number, `\(text)`", "(?:\\\(taken))\(rest)", true)
    }

    /// A character given by its code: the same character written as JavaScript reads it too.
    private static func codeReading(_ construct: ICUConstruct) -> Reading {
        let text = construct.text
        let value = Escaping.codePoint(of: construct)
        let character = value.map { "U+\(Escaping.hex($0, digits: 4))" } ?? "a character"
        let replacement = value.flatMap { $0 <= 0xFFFF ? Escaping.code($0) : nil }
        let javaScript: String
        switch construct.kind {
        case .bracedHex: javaScript = "`x` repeated, or the text `\(text.dropFirst())`"
        case .octal: javaScript = "another character (its octal escapes take at most three digits)"
        case .controlEscape: javaScript = "the letter `\(text.dropFirst())`"
        case .controlOfNonLetter: javaScript = "the text `\(text)`"
        default: javaScript = "the text `\(text.dropFirst())`"
        }
        return (character, javaScript, replacement, replacement != nil)
    }
}
