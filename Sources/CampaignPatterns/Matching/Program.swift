/// A pattern compiled to instructions: what both matchers run. The Pike VM runs the regular
/// subset (no instruction after `.backreference` in this list's order); the backtracker runs
/// any program, within a budget of steps.
struct Program: Sendable {
    enum Instruction: Sendable {
        /// One character, exactly.
        case unit(UInt32)
        /// One character of `classes[index]`.
        case set(Int)
        /// One character of a case-insensitive string (ICU's full case folding): it matches
        /// when its folding is `folded[string][offset...]` for the folding's length, and the
        /// match goes on that many instructions later.
        case fold(string: Int, offset: Int)
        /// Go on at both (the first preferred).
        case split(Int, Int)
        case jump(Int)
        case assert(PatternAssertion)
        /// The end of the pattern: a match.
        case match
        /// A group starts here: remember the position until the group ends.
        case open(Int)
        /// A group ends here: its text is from where it opened to here (so a backreference
        /// inside the group still sees the text of its previous repetition).
        case close(Int)
        /// Remember the position in a register (a loop over a body that may match nothing).
        case mark(Int)
        /// What to do when the position is the one the register holds (the body of a loop
        /// matched nothing).
        case progress(Int, onEmpty: EmptyIteration)
        /// Forget the captures of groups `first..<end` (JavaScript, at each repetition).
        case resetCaptures(Int, Int)
        /// The text of a group; `caseless` compares it case-insensitively.
        case backreference(Int, caseless: Bool)
        /// A lookaround: its body runs from `body` up to its `.succeed`; then on at `next`.
        case look(body: Int, next: Int, behind: Bool, negative: Bool)
        /// An atomic group: its body's first match, never given back; then on at `next`.
        case atomic(body: Int, next: Int)
        /// ICU's `\X`.
        case grapheme
        /// The end of a lookaround's or atomic group's body.
        case succeed
    }

    /// A loop's body that matched nothing. JavaScript fails that way through the loop; ICU's
    /// `*`, `+` and counted loops leave the loop there, keeping what the body captured. ICU's
    /// `*?`, `+?`, `*+` and `++` check nothing: their next repetition matches nothing again,
    /// forever, until ICU's stack limit ends the whole search without a match. So `*+` and `++`
    /// end it at once, and `*?` and `+?` leave the loop and end it if what follows fails.
    enum EmptyIteration: Sendable {
        case fail
        case exit(Int)
        case exitThenEndSearch(Int)
        case endSearch
    }

    var instructions: [Instruction] = []
    var classes: [ClassTest] = []
    var folded: [[UInt32]] = []
    /// The count of capture slots: three per group (start, end, start of the repetition under
    /// way), the whole match's included.
    var slotCount = 0
    var registerCount = 0
    /// Whether a run needs the backtracker.
    var needsBacktracking = false
    /// Whether an assertion reads word characters (the subject's word flags are then worked out once).
    var readsWords = false
    let dialect: PatternDialect
}

/// A character class ready for testing: ASCII by a bit table, the rest by the class.
struct ClassTest: Sendable {
    let set: CharacterClass
    private let low: UInt64
    private let high: UInt64

    init(_ set: CharacterClass) {
        self.set = set
        var low: UInt64 = 0
        var high: UInt64 = 0
        for c in UInt32(0)..<128 where set.contains(c) {
            if c < 64 { low |= 1 << UInt64(c) } else { high |= 1 << UInt64(c - 64) }
        }
        self.low = low
        self.high = high
    }

    func contains(_ c: UInt32) -> Bool {
        if c < 64 { return low & (1 << UInt64(c)) != 0 }
        if c < 128 { return high & (1 << UInt64(c - 64)) != 0 }
        return set.contains(c)
    }
}
