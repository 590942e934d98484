/// Reads a pattern as `new RegExp(pattern)` does without flags: ECMAScript's grammar with the
/// web-compatibility rules of its Annex B (a lone `{`, `}` or `]` is a character, `\8` is `8`,
/// a backreference past the last group is an octal escape, `\k` is `k` without named groups),
/// over UTF-16 code units.
struct JavaScriptParser {
    var cursor: PatternCursor
    /// The capturing groups of the whole pattern (a backreference may come before its group).
    let totalCaptures: Int
    /// The names of the named groups with their numbers, found before parsing (a named
    /// reference may come before its group); any makes `\k` a named reference.
    let groupNames: [(name: String, number: Int)]
    var captureCount = 0
    /// The names of the groups parsed so far.
    var names: [String] = []
    /// How many groups the cursor is inside.
    var depth = 0
    /// The text of each repetition, innermost first, as parsed.
    var repetitions: [Range<Int>] = []

    init(_ pattern: String) {
        cursor = PatternCursor(pattern.utf16.map { UInt32($0) })
        (totalCaptures, groupNames) = Self.scanGroups(cursor.units)
    }

    var hasNamedGroups: Bool { !groupNames.isEmpty }

    static func parse(_ pattern: String) throws(PatternSyntaxError) -> ParsedPattern {
        var parser = JavaScriptParser(pattern)
        let root = try parser.parseAlternation()
        if parser.cursor.current != nil {
            throw PatternSyntaxError("`)` at column \(parser.cursor.index + 1) closes no `(`", at: parser.cursor.index)
        }
        return ParsedPattern(
            dialect: .javaScript, root: root, captureCount: parser.captureCount, constructs: [], unsupported: nil,
            repetitions: parser.repetitions, units: parser.cursor.units)
    }

    /// Counts the capturing groups and reads the names of the named ones, skipping escapes and
    /// classes.
    static func scanGroups(_ units: [UInt32]) -> (Int, [(name: String, number: Int)]) {
        var count = 0
        var named: [(name: String, number: Int)] = []
        var index = 0
        var inClass = false
        while index < units.count {
            let c = units[index]
            if c == 0x5C {
                index += 2
                continue
            }
            if inClass {
                if c == 0x5D { inClass = false }
            } else if c == 0x5B {
                inClass = true
            } else if c == 0x28 {
                let next = index + 1 < units.count ? units[index + 1] : 0
                if next != 0x3F {
                    count += 1
                } else if index + 2 < units.count, units[index + 2] == 0x3C, index + 3 < units.count,
                    units[index + 3] != 0x3D, units[index + 3] != 0x21
                {
                    count += 1
                    if let name = readGroupName(units, from: index + 3) { named.append((name.text, count)) }
                }
            }
            index += 1
        }
        return (count, named)
    }

    mutating func parseAlternation() throws(PatternSyntaxError) -> PatternNode {
        var branches = [try parseSequence()]
        while cursor.accept("|") {
            branches.append(try parseSequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func parseSequence() throws(PatternSyntaxError) -> PatternNode {
        var items: [PatternNode] = []
        while let c = cursor.current, c != 0x7C, c != 0x29 {
            let start = cursor.index
            let term = try parseTerm()
            if let quantifier = try parseQuantifier() {
                guard term.quantifiable else {
                    throw PatternSyntaxError(
                        term.isLookbehind
                            ? "the lookbehind at column \(start + 1) cannot be repeated"
                            : "`\(PatternCursor.text(of: [quantifier.first]))` at column \(quantifier.offset + 1) repeats nothing",
                        at: quantifier.offset)
                }
                items.append(.repetition(term.node, min: quantifier.min, max: quantifier.max, mode: quantifier.lazy ? .lazy : .greedy))
                repetitions.append(start..<cursor.index)
            } else {
                items.append(term.node)
            }
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .sequence(items)
        }
    }

    struct Term {
        var node: PatternNode
        var quantifiable = true
        var isLookbehind = false
    }

    struct Quantifier {
        var min: Int
        var max: Int?
        var lazy: Bool
        var first: UInt32
        var offset: Int
    }

    /// `*`, `+`, `?` or a braced quantifier at the cursor, with its `?`; nil (cursor unmoved)
    /// when none is there (a `{` that is no quantifier is a character).
    mutating func parseQuantifier() throws(PatternSyntaxError) -> Quantifier? {
        let start = cursor.index
        guard let c = cursor.current else { return nil }
        var min = 0
        var max: Int?
        switch c {
        case 0x2A: cursor.index += 1
        case 0x2B:
            min = 1
            cursor.index += 1
        case 0x3F:
            max = 1
            cursor.index += 1
        case 0x7B:
            guard let braced = parseBraced() else { return nil }
            (min, max) = braced
            if let max, max < min {
                throw PatternSyntaxError("`{\(min),\(max)}` at column \(start + 1) has its bounds the wrong way round", at: start)
            }
        default: return nil
        }
        let lazy = cursor.accept("?")
        return Quantifier(min: min, max: max, lazy: lazy, first: c, offset: start)
    }

    /// `{n}`, `{n,}`, `{n,m}` at the cursor, or nil with the cursor unmoved. Counts beyond
    /// what can be matched are capped (JavaScript caps them too).
    mutating func parseBraced() -> (Int, Int?)? {
        let start = cursor.index
        cursor.index += 1
        guard let min = cursor.number() else {
            cursor.index = start
            return nil
        }
        var max: Int? = min
        if cursor.accept(",") { max = cursor.number() }
        guard cursor.accept("}") else {
            cursor.index = start
            return nil
        }
        return (min, max)
    }

    mutating func parseTerm() throws(PatternSyntaxError) -> Term {
        let start = cursor.index
        let c = cursor.advance()
        switch c {
        case 0x5E: return Term(node: .assertion(.startOfInput), quantifiable: false)
        case 0x24: return Term(node: .assertion(.endOfInput), quantifiable: false)
        case 0x2E: return Term(node: .characterClass(JavaScriptClasses.dot))
        case 0x28: return try parseGroup(openedAt: start)
        case 0x5B: return Term(node: .characterClass(try parseClass(openedAt: start)))
        case 0x5C: return try parseEscape(startingAt: start)
        case 0x2A, 0x2B, 0x3F:
            throw PatternSyntaxError("`\(PatternCursor.text(of: [c]))` at column \(start + 1) repeats nothing", at: start)
        case 0x7B:
            cursor.index = start
            if parseBraced() != nil {
                throw PatternSyntaxError("`{` at column \(start + 1) repeats nothing", at: start)
            }
            cursor.index = start + 1
            return Term(node: .character(c, caseless: false))
        default:
            return Term(node: .character(c, caseless: false))
        }
    }
}
