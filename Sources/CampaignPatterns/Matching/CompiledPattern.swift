/// A pattern ready to search with: the regular ones run on the Pike VM (time linear in the
/// text), the others on the backtracker within a budget of steps.
public struct CompiledPattern: Sendable {
    public let parsed: ParsedPattern
    /// The program for any text; nil when it would be too large (then one is compiled for
    /// each text's length) or the pattern is unsupported.
    private let program: Program?
    private let javaScriptCaseless: Bool
    /// No text shorter than this matches (its characters in the dialect's counting).
    private let minimumLength: Int

    /// The backtracker's steps per search: enough for any sensible pattern on a property value,
    /// about a millisecond at worst (release).
    public static let defaultBudget = 100_000

    /// `javaScriptCaseless`: read a JavaScript pattern as with the `i` flag.
    public init(_ parsed: ParsedPattern, javaScriptCaseless: Bool = false) {
        self.parsed = parsed
        self.javaScriptCaseless = javaScriptCaseless
        minimumLength = PatternFacts.minimumLength(parsed.root, dialect: parsed.dialect)
        program = parsed.unsupported == nil ? ProgramBuilder.build(parsed, javaScriptCaseless: javaScriptCaseless) : nil
    }

    /// Whether the search will run on the Pike VM (linear time, no budget).
    public var isLinear: Bool { program.map { !$0.needsBacktracking } ?? false }

    /// Searches `text` for a match anywhere.
    public func search(_ text: String, budget: Int = defaultBudget) -> SearchOutcome {
        if let unsupported = parsed.unsupported { return .unsupported(unsupported) }
        let length = parsed.dialect == .icu ? text.unicodeScalars.count : text.utf16.count
        if length < minimumLength { return .notFound }
        // Too large for any text, the program may still fit texts of this length.
        guard let program = program ?? ProgramBuilder.build(parsed, javaScriptCaseless: javaScriptCaseless, textLength: length) else {
            return .tooComplex
        }
        let subject = Subject(text, dialect: parsed.dialect, readsWords: program.readsWords)
        if !program.needsBacktracking {
            return PikeVM(program: program).search(subject) ? .found : .notFound
        }
        var backtracker = Backtracker(program: program, subject: subject, budget: budget)
        switch backtracker.search() {
        case true?: return .found
        case false?: return .notFound
        case nil: return .tooComplex
        }
    }
}

/// What a search found.
public enum SearchOutcome: Hashable, Sendable {
    case found
    case notFound
    /// It gave up: the backtracker's budget ran out, or the program would be too large.
    case tooComplex
    /// The pattern holds a construct campaignc does not evaluate (named).
    case unsupported(String)
}
