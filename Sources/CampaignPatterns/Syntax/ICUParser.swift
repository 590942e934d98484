/// Reads a pattern as ICU's regular-expression compiler does (the syntax of ICU's user guide,
/// its error cases as iOS reports them), into a `PatternNode`.
struct ICUParser {
    /// The flags in force; `(?i)` changes them to the end of the enclosing group.
    struct Flags {
        var caseless = false
        var multiline = false
        var dotAll = false
        var freeSpacing = false
        var unixLines = false
        var unicodeWords = false
    }

    var cursor: PatternCursor
    var flags: Flags
    var captureCount = 0
    /// Capture names in the order they open, with their numbers.
    var names: [(name: String, number: Int)] = []
    /// Backreferences by number, checked against the groups at the end.
    var references: [(number: Int, range: Range<Int>)] = []
    var constructs: [ICUConstruct] = []
    var unsupported: String?
    /// How many sets the cursor is inside, and how many groups and sets.
    var setDepth = 0
    var depth = 0
    /// The text of each repetition (its atom and quantifier), innermost first, as parsed.
    var repetitions: [Range<Int>] = []

    /// The largest count ICU accepts in `{n,m}`.
    static let maximumCount = 0xFF_FFFF

    init(_ pattern: String, caseInsensitive: Bool) {
        cursor = PatternCursor(pattern.unicodeScalars.map(\.value))
        flags = Flags(caseless: caseInsensitive)
    }

    static func parse(_ pattern: String, caseInsensitive: Bool) throws(PatternSyntaxError) -> ParsedPattern {
        var parser = ICUParser(pattern, caseInsensitive: caseInsensitive)
        let root = try parser.parseAlternation()
        if let c = parser.cursor.current {
            // Only `)` stops the top-level alternation before the end.
            throw PatternSyntaxError("`\(Self.describe(c))` at column \(parser.cursor.index + 1) closes no `(`", at: parser.cursor.index)
        }
        for reference in parser.references where reference.number > parser.captureCount {
            throw PatternSyntaxError(
                "`\\\(reference.number)` at column \(reference.range.lowerBound + 1) refers to group \(reference.number), "
                    + (parser.captureCount == 0 ? "but the pattern has no groups" : "but the pattern has \(parser.captureCount)"),
                at: reference.range.lowerBound)
        }
        var constructs = parser.constructs
        if !parser.references.isEmpty {
            constructs += UnsetReferences.find(in: root, references: parser.references, units: parser.cursor.units)
        }
        return ParsedPattern(
            dialect: .icu, root: root, captureCount: parser.captureCount,
            constructs: constructs.sorted { $0.range.lowerBound < $1.range.lowerBound }, unsupported: parser.unsupported,
            repetitions: parser.repetitions, units: parser.cursor.units)
    }

    /// Branches separated by `|`, up to a `)` or the end.
    mutating func parseAlternation() throws(PatternSyntaxError) -> PatternNode {
        var branches = [try parseSequence()]
        while cursor.accept("|") {
            branches.append(try parseSequence())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    /// Quantified atoms up to `|`, `)` or the end.
    mutating func parseSequence() throws(PatternSyntaxError) -> PatternNode {
        var items: [PatternNode] = []
        // Whether the last item may take a quantifier (false after an assertion that cannot).
        var quantifiable = false
        // The count of backreferences before the last atom, and where it starts.
        var lastAtomReferences = references.count
        var lastAtomStart = cursor.index
        while true {
            skipFreeSpacing()
            guard let c = cursor.current, c != 0x7C, c != 0x29 else { break }
            if Self.isQuantifierStart(c) {
                guard quantifiable, let last = items.popLast() else {
                    let hint = c == 0x7B ? " (write `\\{` for the character)" : ""
                    throw PatternSyntaxError(
                        "`\(Self.describe(c))` at column \(cursor.index + 1) repeats nothing\(hint)", at: cursor.index)
                }
                if case .character(let value, _) = last, value > 0xFFFF {
                    constructs.append(construct(.astralRepetition, range: lastAtomStart..<(lastAtomStart + 1)))
                }
                let repeated = try parseQuantifier(last)
                repetitions.append(lastAtomStart..<cursor.index)
                // ICU drops what a greedy `{0}` repeats before it checks backreferences.
                if case .repetition(_, _, 0?, .greedy) = repeated { references.removeSubrange(lastAtomReferences...) }
                items.append(repeated)
                quantifiable = false
                continue
            }
            let references = references.count
            let atomStart = cursor.index
            let atom = try parseAtom()
            items += atom.nodes
            // A comment, or an empty `\Q\E`, leaves the atom before it to be repeated.
            if !atom.isTransparent {
                quantifiable = atom.quantifiable
                lastAtomReferences = references
                // A quotation's quantifier repeats its last character only.
                lastAtomStart = atom.nodes.count > 1 ? cursor.index - 3 : atomStart
            }
        }
        switch items.count {
        case 0: return .empty
        case 1: return items[0]
        default: return .sequence(items)
        }
    }

    /// What one atom read: its nodes (none for a flag change or a comment, several for
    /// `\Q…\E`; a quantifier applies to the last) and whether a quantifier may follow.
    struct Atom {
        var nodes: [PatternNode]
        var quantifiable: Bool
        /// A comment or an empty quotation: a quantifier after it repeats the atom before it.
        var isTransparent = false
    }

    mutating func parseAtom() throws(PatternSyntaxError) -> Atom {
        let start = cursor.index
        let c = cursor.advance()
        switch c {
        case 0x28:  // (
            return try parseGroup(openedAt: start)
        case 0x5B:  // [
            cursor.index = start
            return Atom(nodes: [.characterClass(try parseSetAtom())], quantifiable: true)
        case 0x2E:  // .
            if flags.unixLines { unsupported = unsupported ?? "the `d` flag" }
            return Atom(nodes: [flags.dotAll ? Self.dotAll : .characterClass(ICUClasses.dot)], quantifiable: true)
        case 0x5E:  // ^
            if flags.unixLines { unsupported = unsupported ?? "the `d` flag" }
            return Atom(nodes: [.assertion(flags.multiline ? .startOfLine : .startOfInput)], quantifiable: true)
        case 0x24:  // $
            if flags.unixLines { unsupported = unsupported ?? "the `d` flag" }
            return Atom(nodes: [.assertion(flags.multiline ? .endOfLine : .endBeforeFinalTerminator)], quantifiable: true)
        case 0x5C:  // \
            return try parseEscape(startingAt: start)
        case 0x7D:  // }
            throw PatternSyntaxError("`}` at column \(start + 1) closes no `{` (write `\\}` for the character)", at: start)
        default:
            return Atom(nodes: [literal(c)], quantifiable: true)
        }
    }

    /// `.` under `s`: any character, CR LF read as one (a CR alone only where no LF follows).
    static let dotAll = PatternNode.alternation([
        .sequence([.character(0x0D, caseless: false), .character(0x0A, caseless: false)]),
        .characterClass(.complement(.single(0x0D))),
        .sequence([.character(0x0D, caseless: false), .assertion(.notBeforeLineFeed)]),
    ])

    func literal(_ c: UInt32) -> PatternNode {
        .character(c, caseless: flags.caseless)
    }

    /// Skips an empty quotation `\Q\E` (which ICU ignores wherever it stands, even inside a
    /// quantifier such as `*\Q\E+`), and white space and `#` comments under `x`.
    mutating func skipFreeSpacing() {
        while cursor.looksAt("\\Q\\E") {
            constructs.append(construct(.quotation([]), range: cursor.index..<(cursor.index + 4)))
            cursor.index += 4
        }
        guard flags.freeSpacing else { return }
        while let c = cursor.current {
            if cursor.looksAt("\\Q\\E") {
                cursor.index += 4
            } else if ICUClasses.isFreeSpace(c) {
                cursor.index += 1
            } else if c == 0x23 {
                while let d = cursor.current, !ICUClasses.isLineTerminator(d) { cursor.index += 1 }
            } else {
                return
            }
        }
    }

    /// `*`, `+`, `?`, `{`.
    static func isQuantifierStart(_ c: UInt32) -> Bool {
        c == 0x2A || c == 0x2B || c == 0x3F || c == 0x7B
    }

    /// A character as a message shows it.
    static func describe(_ c: UInt32) -> String {
        PatternCursor.text(of: [c])
    }

    func construct(_ kind: ICUConstructKind, from start: Int) -> ICUConstruct {
        construct(kind, range: start..<cursor.index)
    }

    func construct(_ kind: ICUConstructKind, range: Range<Int>) -> ICUConstruct {
        ICUConstruct(kind: kind, range: range, text: cursor.text(range), inSet: setDepth > 0)
    }
}
