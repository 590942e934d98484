/// The verdicts on regular expressions that one worker has compiled already: checking a
/// pattern means compiling it with ICU, which costs far more than the rest of a filter, and
/// the same patterns come back file after file. Owned by one worker at a time (it is not
/// `Sendable`); keyed by the pattern's exact UTF-8, so a verdict is only reused for the
/// very same text.
public final class RegexVerdicts {
    private var known: [[UInt8]: FilterDecoder.RegexCheck] = [:]

    public init() {}

    /// `FilterDecoder.compileRegex(pattern)`, compiled once per pattern.
    func check(_ pattern: String) -> FilterDecoder.RegexCheck {
        let key = Array(pattern.utf8)
        if let verdict = known[key] { return verdict }
        let verdict = FilterDecoder.compileRegex(pattern)
        known[key] = verdict
        return verdict
    }
}
