/// The one rule for a safe fix-it (SPEC §13.1, written out in docs/diagnostics.md): a fix-it is
/// safe when it keeps what the author evidently meant and changes nothing else. Three kinds of
/// edit are: a misspelling restored (`spelling`), the same value in another spelling (quotes,
/// YAML 1.1 booleans, look-alike characters, a `base_url`'s final `/`, an exact pattern
/// rewrite), and the removal of what does nothing (an unused suppression). Every other edit —
/// a guess between words, a name of the author's own, a unit, a reading, a width, a path, an
/// id, a scheme, a colour — is offered, never applied by `--fix`.
public enum FixItSafety {
    /// The shortest word in which one slip is evidently a slip: in a shorter one, a single
    /// letter changes too much of it (`fil` is one letter from both `fill` and `fit`).
    public static let shortestWord = 5
    /// How far every other word must be for one slip to point at one word only.
    public static let otherWordsAtLeast = 3

    /// True when `suggested` restores what `written` misspelt within a closed vocabulary (the
    /// language's keys and words, `candidates`): the same word spelled otherwise (case, `-`,
    /// `_`, spaces), or one slip — a character left out, added or replaced, or two neighbours
    /// swapped — in a word of at least `shortestWord` characters, with every other candidate
    /// at least `otherWordsAtLeast` slips away. A word taken from the look-alike table
    /// (`click` for `click_action`) is a translation, not a spelling: not safe.
    public static func spelling(_ written: String, _ suggested: String, among candidates: [String]) -> Bool {
        if FixIts.sameWord(written, suggested) { return true }
        guard written.unicodeScalars.count >= shortestWord, DidYouMean.distance(written, suggested) == 1 else { return false }
        return candidates.allSatisfy {
            $0 == suggested || abs($0.unicodeScalars.count - written.unicodeScalars.count) >= otherWordsAtLeast
                || DidYouMean.distance(written, $0) >= otherWordsAtLeast
        }
    }
}
