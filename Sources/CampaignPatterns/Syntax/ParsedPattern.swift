/// A pattern read in one dialect, with what the static checks need to know about it.
public struct ParsedPattern: Hashable, Sendable {
    public let dialect: PatternDialect
    public let root: PatternNode
    /// The number of capturing groups.
    public let captureCount: Int
    /// ICU's constructs that JavaScript reads otherwise (empty for JavaScript), in pattern order.
    public let constructs: [ICUConstruct]
    /// A construct the dialect accepts but campaignc does not evaluate (a property such as
    /// `\p{Age=3.0}`, the `w` and `d` flags); a search then gives up.
    public let unsupported: String?
    /// ICU: where each repetition is written (its atom and quantifier), in the order of a
    /// walk that visits a repetition after what it repeats.
    public var repetitions: [Range<Int>] = []
    /// The pattern's characters (code points for ICU, UTF-16 code units for JavaScript).
    public var units: [UInt32] = []
}

/// One of ICU's constructs that JavaScript reads otherwise, where it is in the pattern
/// (code point offsets) and its text.
public struct ICUConstruct: Hashable, Sendable {
    public let kind: ICUConstructKind
    public let range: Range<Int>
    public let text: String
    /// Inside a set (`[\h]`), where a replacement must be items, not a class.
    public var inSet = false
}

/// The kinds of `ICUConstruct`.
public enum ICUConstructKind: Hashable, Sendable {
    /// `\A`.
    case startAnchor
    /// `\Z`.
    case endAnchorBeforeTerminator
    /// `\z`.
    case endAnchor
    /// `\Q…\E`, with the quoted characters.
    case quotation([UInt32])
    /// `[:alpha:]`, `[[:alpha:]]`.
    case posixClass
    /// `*+`, `++`, `?+`, `{n,m}+`.
    case possessive
    /// `(?>…)`.
    case atomicGroup
    /// `\h`, `\H`.
    case horizontalSpace
    /// `\v`, `\V` (JavaScript's `\v` is only U+000B).
    case verticalSpace
    /// `\R`.
    case lineBreak
    /// `\x{…}`.
    case bracedHex
    /// `\x` with one hexadecimal digit.
    case shortHex
    /// `\U` with eight hexadecimal digits.
    case longUnicode
    /// `\N{NAME}`.
    case namedCharacter
    /// `\0` with octal digits.
    case octal
    /// `\cX` where X is not an ASCII letter.
    case controlOfNonLetter
    /// `(?#…)`.
    case comment
    /// `\p{…}`, `\P{…}`.
    case property
    /// `(?i)`, `(?x:…)`.
    case inlineFlags
    /// `\a`, `\e`: BEL and ESC.
    case controlEscape
    /// `\G`.
    case searchStart
    /// `\X`.
    case graphemeCluster
    /// `[a[b]]`, `[a&&b]`, `[a--b]`.
    case setOperation
    /// An escaped letter or digit inside a set that ICU reads as itself and JavaScript does
    /// not: `[\b]` (JavaScript: backspace), `[\1]` (JavaScript: an octal escape).
    case setEscape
    /// A character beyond U+FFFF that a quantifier repeats: JavaScript repeats only the second
    /// half of its UTF-16 pair.
    case astralRepetition
    /// A character beyond U+FFFF in a set: JavaScript's class holds its two UTF-16 halves.
    case astralInSet
    /// A backreference followed by digits (`\10` with one group): ICU reads `\1` then `0`,
    /// JavaScript reads the whole number (as an octal escape when no such group exists).
    case backreferenceDigits(taken: Int)
    /// A backreference that can be reached before its group matched: ICU fails there,
    /// JavaScript matches the empty string.
    case unsetBackreference
}
