/// What the compiler's checks need to know about one pattern: whether ICU reads it (as iOS
/// and Android do: case-insensitively, `E303`), whether JavaScript does (the Web SDK,
/// `E320`), what the two read differently (`W321`), and a repetition that can backtrack
/// catastrophically (`W322`).
public struct PatternAssessment: Hashable, Sendable {
    /// Why ICU rejects the pattern, or nil.
    public let icuError: PatternSyntaxError?
    /// Why JavaScript rejects it, or nil.
    public let javaScriptError: PatternSyntaxError?
    /// ICU's constructs in the pattern that JavaScript reads otherwise or rejects, in order.
    public let differences: [ReadingDifference]
    /// A rewrite both dialects read as ICU reads the pattern, when there is one: for `W321`
    /// every differing construct replaced, for `E320` the inline `(?i)` flags written out.
    public let rewrite: Rewrite?
    /// Decided on ICU's reading, or on JavaScript's when only JavaScript reads the pattern.
    public let catastrophic: CatastrophicRepetition?

    /// A pattern rewritten; `isExact` when both dialects then read it exactly as ICU read
    /// the original (`$` for `\Z` is close, not exact).
    public struct Rewrite: Hashable, Sendable {
        public let pattern: String
        public let isExact: Bool

        public init(pattern: String, isExact: Bool) {
            self.pattern = pattern
            self.isExact = isExact
        }
    }

    public static func assess(_ pattern: String) -> PatternAssessment {
        let icu = RegularExpression.parse(pattern, dialect: .icu, caseInsensitive: true)
        let javaScript = RegularExpression.parse(pattern, dialect: .javaScript)
        guard case .success(let parsed) = icu else {
            guard case .failure(let error) = icu else { preconditionFailure() }
            // Only JavaScript reads it: whether the Web SDK's engine can backtrack catastrophically.
            let webOnly = (try? javaScript.get()).flatMap(NestedRepetitions.find)
            return PatternAssessment(icuError: error, javaScriptError: javaScript.error, differences: [], rewrite: nil, catastrophic: webOnly)
        }
        let differences = parsed.constructs.map(ReadingDifference.init)
        let rewrite = javaScript.error == nil ? Self.replacing(differences, in: parsed) : Self.writingOutFlags(parsed)
        return PatternAssessment(
            icuError: nil, javaScriptError: javaScript.error, differences: differences, rewrite: rewrite,
            catastrophic: NestedRepetitions.find(parsed))
    }

    /// Every construct replaced by its portable text; nil when one has none.
    private static func replacing(_ differences: [ReadingDifference], in parsed: ParsedPattern) -> Rewrite? {
        guard !differences.isEmpty else { return nil }
        var units = parsed.units
        var exact = true
        // From the last, so the earlier ranges stay where they are; nested constructs (a
        // quotation inside a set operation) leave the outer one to decide.
        for difference in differences.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            guard let replacement = difference.replacement else { return nil }
            exact = exact && difference.isExact
            units.replaceSubrange(difference.range, with: replacement.unicodeScalars.map(\.value))
        }
        let rewritten = PatternCursor.text(of: units)
        guard case .success = RegularExpression.parse(rewritten, dialect: .javaScript) else { return nil }
        return Rewrite(pattern: rewritten, isExact: exact)
    }

    /// The pattern without inline flags, its case-insensitive parts written as classes: when
    /// inline flags are all that JavaScript rejects.
    private static func writingOutFlags(_ parsed: ParsedPattern) -> Rewrite? {
        guard parsed.constructs.contains(where: { $0.kind == .inlineFlags }) else { return nil }
        var printer = PortablePrinter()
        guard let text = printer.print(parsed.root), case .success = RegularExpression.parse(text, dialect: .javaScript) else { return nil }
        // `\Z` comes out as `$`, which JavaScript reads without the final line break.
        let close = parsed.constructs.contains { $0.kind == .endAnchorBeforeTerminator }
        return Rewrite(pattern: text, isExact: printer.isExact && !close)
    }
}

extension Result where Failure == PatternSyntaxError {
    /// The error of a failure.
    var error: PatternSyntaxError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
