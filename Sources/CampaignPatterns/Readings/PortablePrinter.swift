/// Writes an ICU pattern back as text both dialects read alike (the case-insensitive parts
/// as explicit classes: `(?i)boots` as `[Bb][Oo][Oo][Tt][Ss]`), for the fix-it that removes
/// ICU's inline flags. It gives up (nil) on what has no such text: properties, atomic groups,
/// possessive repetitions, backreferences read case-insensitively, flags other than `i`.
struct PortablePrinter {
    /// False once a part is read alike only outside texts that need full case folding
    /// (`(?i)ss` matches `ß` in ICU, `[Ss][Ss]` does not).
    private(set) var isExact = true

    mutating func print(_ node: PatternNode) -> String? {
        switch node {
        case .alternation(let branches): return alternatives(branches)
        default: return item(node)
        }
    }

    private mutating func alternatives(_ branches: [PatternNode]) -> String? {
        var texts: [String] = []
        for branch in branches {
            guard let text = item(branch) else { return nil }
            texts.append(text)
        }
        return texts.joined(separator: "|")
    }

    private mutating func item(_ node: PatternNode) -> String? {
        switch node {
        case .empty: return ""
        case .character(let c, let caseless): return character(c, caseless: caseless)
        case .characterClass(let set): return characterClass(set)
        case .sequence(let items):
            noteFoldedRuns(items)
            var text = ""
            for item in items {
                guard let part = self.item(item) else { return nil }
                text += part
            }
            return text
        case .alternation(let branches): return alternatives(branches).map { "(?:\($0))" }
        case .group(let inner, let capture):
            guard let body = print(inner) else { return nil }
            return (capture == nil ? "(?:" : "(") + body + ")"
        case .repetition(let inner, let min, let max, let mode):
            guard mode != .possessive, mode != .possessiveLoop, let body = item(inner) else { return nil }
            var quantifier: String
            switch (min, max) {
            case (0, nil): quantifier = "*"
            case (1, nil): quantifier = "+"
            case (0, 1?): quantifier = "?"
            case (let low, nil): quantifier = "{\(low),}"
            case (let low, let high?): quantifier = low == high ? "{\(low)}" : "{\(low),\(high)}"
            }
            if mode == .lazy || mode == .lazyLoop { quantifier += "?" }
            // A quantifier repeats one atom: anything longer goes in a group.
            let atomic: Bool
            switch inner {
            case .character, .characterClass, .group: atomic = true
            default: atomic = false
            }
            return (atomic ? body : "(?:\(body))") + quantifier
        case .assertion(let assertion): return Self.assertion(assertion)
        case .look(let inner, let behind, let negative):
            guard let body = print(inner) else { return nil }
            return "(?" + (behind ? "<" : "") + (negative ? "!" : "=") + body + ")"
        case .backreference(let number, let caseless):
            return caseless ? nil : "\\\(number)"
        case .atomic, .graphemeCluster:
            return nil
        }
    }

    private func character(_ c: UInt32, caseless: Bool) -> String? {
        if c > 0xFFFF { return nil }
        guard caseless else { return Escaping.literal(c) }
        let equivalents = CaseFolding.equivalents(c)
        if equivalents.count == 1 { return Escaping.literal(c) }
        guard equivalents.allSatisfy({ $0 <= 0xFFFF }) else { return nil }
        return "[" + equivalents.map(Escaping.literal).joined() + "]"
    }

    /// ICU's own classes keep their escapes; other classes of ranges are written out.
    private func characterClass(_ set: CharacterClass) -> String? {
        switch set {
        case ICUClasses.dot: return "."
        case ICUClasses.digit: return "\\d"
        case .complement(ICUClasses.digit): return "\\D"
        case ICUClasses.word: return "\\w"
        case .complement(ICUClasses.word): return "\\W"
        case ICUClasses.space: return "\\s"
        case .complement(ICUClasses.space): return "\\S"
        default: break
        }
        var negated = false
        var inner = set
        if case .complement(let positive) = set {
            negated = true
            inner = positive
        }
        guard let ranges = Self.ranges(inner), ranges.ranges.allSatisfy({ $0.upperBound <= 0xFFFF }) else { return nil }
        if ranges.isEmpty { return negated ? "[\\s\\S]" : "[^\\s\\S]" }
        let items = ranges.ranges.map { range in
            range.lowerBound == range.upperBound
                ? Escaping.literal(range.lowerBound) : Escaping.literal(range.lowerBound) + "-" + Escaping.literal(range.upperBound)
        }
        return "[" + (negated ? "^" : "") + items.joined() + "]"
    }

    /// The members of a class of ranges (closed over case when ICU closes it), or nil.
    private static func ranges(_ set: CharacterClass) -> CodePointRanges? {
        if let plain = set.plainRanges { return plain }
        guard case .caseClosure(let inner) = set, let plain = inner.plainRanges, plain.count <= 2_000 else { return nil }
        var result = CodePointRanges()
        for range in plain.ranges {
            for c in range {
                for equivalent in CaseFolding.equivalents(c) { result.insert(equivalent) }
            }
        }
        return result
    }

    private static func assertion(_ assertion: PatternAssertion) -> String? {
        switch assertion {
        case .startOfInput, .searchStart: "^"
        case .endBeforeFinalTerminator: "$"
        case .endOfInput: "(?![\\s\\S])"
        case .wordBoundary(_, let negated): negated ? "\\B" : "\\b"
        case .notBeforeLineFeed: "(?!\\n)"
        case .startOfLine, .endOfLine: nil
        }
    }

    /// ICU compares a run of case-insensitive characters by full case folding: written as
    /// classes, the run no longer matches the ligatures and `ß` whose folding it holds.
    private mutating func noteFoldedRuns(_ items: [PatternNode]) {
        var run: [UInt32] = []
        for item in items + [.empty] {
            if case .character(let c, caseless: true) = item {
                run += CaseFolding.full(c)
                continue
            }
            if run.count > 1, CaseFolding.multipleFoldings.contains(where: { Self.contains(run, $0) }) { isExact = false }
            run = []
        }
    }

    private static func contains(_ text: [UInt32], _ part: [UInt32]) -> Bool {
        guard part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { Array(text[$0..<($0 + part.count)]) == part }
    }
}
