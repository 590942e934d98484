/// A parsed regular expression, in either dialect: the one typed value that the matcher, the
/// static checks and the fix-its read. Characters are code points for ICU and UTF-16 code units
/// for JavaScript (which reads a pattern without the `u` flag unit by unit).
public indirect enum PatternNode: Hashable, Sendable {
    /// Matches the empty string.
    case empty
    /// One character; `caseless` when it is read case-insensitively.
    case character(UInt32, caseless: Bool)
    /// One character of a class (case closure, when it applies, is already part of it).
    case characterClass(CharacterClass)
    case sequence([PatternNode])
    case alternation([PatternNode])
    /// A group; `capture` is its number (from 1) when it captures.
    case group(PatternNode, capture: Int?)
    /// `max` nil: no upper bound.
    case repetition(PatternNode, min: Int, max: Int?, mode: RepetitionMode)
    case assertion(PatternAssertion)
    /// `\1`, `\k<name>`: the text group `number` matched, compared case-insensitively when `caseless`.
    case backreference(Int, caseless: Bool)
    /// `(?=…)`, `(?!…)`, `(?<=…)`, `(?<!…)`.
    case look(PatternNode, behind: Bool, negative: Bool)
    /// `(?>…)`: once matched, never backtracked into.
    case atomic(PatternNode)
    /// ICU's `\X`: one extended grapheme cluster.
    case graphemeCluster
}

/// How a repetition chooses its count. Whether a match exists does not depend on greedy or
/// lazy except inside an atomic group; possessive (ICU's `*+`, `{2,}+`) gives back nothing
/// and so changes what can match.
public enum RepetitionMode: Hashable, Sendable {
    case greedy
    case lazy
    case possessive
    /// ICU's `*?` and `+?` (not `{0,}?`): lazy, and a repetition of the body that matches
    /// nothing fails, as ICU runs them.
    case lazyLoop
    /// ICU's `*+` and `++` (not `{0,}+`): possessive, and a repetition of the body that
    /// matches nothing ends the search without a match, as ICU runs them.
    case possessiveLoop
}

/// A zero-width test of the position.
public enum PatternAssertion: Hashable, Sendable {
    /// `^` (JavaScript; ICU without `m`), `\A`.
    case startOfInput
    /// ICU's `^` with `m`: the start, or after a line terminator that is not the last character.
    case startOfLine
    /// JavaScript's `$`, ICU's `\z`.
    case endOfInput
    /// ICU's `$` without `m` and `\Z`: the end, or before a line terminator (or CR LF) that ends the input.
    case endBeforeFinalTerminator
    /// ICU's `$` with `m`: the end, or before a line terminator (not between CR and LF).
    case endOfLine
    /// `\b` / `\B`; `unicode` for ICU's reading (word characters of `\w`, combining marks and
    /// format characters skipped), else JavaScript's (ASCII letters, digits and `_`).
    case wordBoundary(unicode: Bool, negated: Bool)
    /// ICU's `\G`: where the search started (the start: campaignc searches once).
    case searchStart
    /// Not between CR and LF: the second half of ICU's `\R` and its CR LF under `s`.
    case notBeforeLineFeed
}
