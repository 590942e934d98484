/// Compiles a parsed pattern to a `Program`. Counted repetitions are written out, so the
/// program's size is capped: a pattern beyond the cap is not compiled (a search gives up).
struct ProgramBuilder {
    private(set) var program: Program
    /// JavaScript read with the `i` flag (a simulator option; the Web SDK passes no flags).
    let javaScriptCaseless: Bool
    let limit: Int
    /// When the program is for texts of at most this many characters.
    let textLength: Int?
    private(set) var overflowed = false

    /// The most instructions a program may have.
    static let defaultLimit = 20_000

    /// The program, or nil when it would exceed `limit` instructions.
    /// `textLength`: compile for texts of at most that many characters only (repetitions are
    /// then cut to what such a text can hold, which keeps `x{100000}` small).
    static func build(
        _ pattern: ParsedPattern, javaScriptCaseless: Bool = false, limit: Int = defaultLimit, textLength: Int? = nil
    ) -> Program? {
        var builder = ProgramBuilder(
            program: Program(dialect: pattern.dialect), javaScriptCaseless: javaScriptCaseless && pattern.dialect == .javaScript,
            limit: limit, textLength: textLength)
        builder.program.slotCount = 3 * (pattern.captureCount + 1)
        builder.emit(pattern.root)
        builder.append(.match)
        return builder.overflowed ? nil : builder.program
    }

    private mutating func append(_ instruction: Program.Instruction) {
        guard !overflowed else { return }
        if program.instructions.count >= limit {
            overflowed = true
            return
        }
        program.instructions.append(instruction)
    }

    private var here: Int { program.instructions.count }

    private mutating func patch(_ index: Int, _ instruction: Program.Instruction) {
        guard !overflowed, index < program.instructions.count else { return }
        program.instructions[index] = instruction
    }

    private mutating func emit(_ node: PatternNode) {
        guard !overflowed else { return }
        switch node {
        case .empty:
            break
        case .character(let c, let caseless):
            emitCharacter(c, caseless: caseless)
        case .characterClass(let set):
            emitClass(javaScriptCaseless ? .canonicalClosure(set) : set)
        case .sequence(let items):
            emitSequence(items)
        case .alternation(let branches):
            emitAlternation(branches)
        case .group(let inner, let capture):
            if let capture { append(.open(capture)) }
            emit(inner)
            if let capture { append(.close(capture)) }
        case .repetition(let inner, let min, let max, let mode):
            if mode == .possessive || mode == .possessiveLoop {
                // ICU's `*+` and `++` fail outright when a repetition of the body matches nothing.
                let strict = mode == .possessiveLoop && max == nil
                emitBody(.repetition(inner, min: min, max: max, mode: .greedy), strictLoop: strict) { .atomic(body: $0, next: $1) }
            } else {
                emitRepetition(inner, min: min, max: max, lazy: mode == .lazy || mode == .lazyLoop, icuLoop: mode == .lazyLoop)
            }
        case .assertion(let assertion):
            if case .wordBoundary = assertion { program.readsWords = true }
            append(.assert(assertion))
        case .backreference(let number, let caseless):
            program.needsBacktracking = true
            append(.backreference(number, caseless: caseless || javaScriptCaseless))
        case .look(let inner, let behind, let negative):
            emitBody(inner) { .look(body: $0, next: $1, behind: behind, negative: negative) }
        case .atomic(let inner):
            emitBody(inner) { .atomic(body: $0, next: $1) }
        case .graphemeCluster:
            program.needsBacktracking = true
            append(.grapheme)
        }
    }

    /// A lookaround or atomic group: the instruction, its body, `.succeed`. `strictLoop`: the
    /// body is an unbounded repetition whose empty iteration fails the whole body.
    private mutating func emitBody(_ inner: PatternNode, strictLoop: Bool = false, _ make: (Int, Int) -> Program.Instruction) {
        program.needsBacktracking = true
        let at = here
        append(.succeed)
        if strictLoop, case .repetition(let body, let min, nil, _) = inner {
            emitRepetition(body, min: min, max: nil, lazy: false, strict: true)
        } else {
            emit(inner)
        }
        append(.succeed)
        patch(at, make(at + 1, here))
    }

    private mutating func emitCharacter(_ c: UInt32, caseless: Bool) {
        guard caseless || javaScriptCaseless else { return append(.unit(c)) }
        if program.dialect == .javaScript {
            let equivalents = CaseFolding.canonicalEquivalents(c)
            return equivalents.count == 1 ? append(.unit(c)) : emitClass(.ranges(CodePointRanges(ranges: equivalents.map { $0...$0 })))
        }
        if CaseFolding.full(c).count > 1 { return emitFolded([c]) }
        let equivalents = CaseFolding.equivalents(c)
        if equivalents.count == 1 { return append(.unit(c)) }
        emitClass(.ranges(CodePointRanges(ranges: equivalents.map { $0...$0 })))
    }

    private mutating func emitClass(_ set: CharacterClass) {
        program.classes.append(ClassTest(set))
        append(.set(program.classes.count - 1))
    }

    /// ICU compares a run of two or more case-insensitive characters as one string, by full
    /// case folding of the string and of the text (so `ss` matches `ß`).
    private mutating func emitFolded(_ run: [UInt32]) {
        let folded = run.flatMap(CaseFolding.full)
        program.folded.append(folded)
        for offset in folded.indices { append(.fold(string: program.folded.count - 1, offset: offset)) }
    }

    private mutating func emitSequence(_ items: [PatternNode]) {
        var index = 0
        while index < items.count, !overflowed {
            if program.dialect == .icu, case .character(_, caseless: true) = items[index] {
                var run: [UInt32] = []
                while index < items.count, case .character(let c, caseless: true) = items[index] {
                    run.append(c)
                    index += 1
                }
                if run.count == 1 { emitCharacter(run[0], caseless: true) } else { emitFolded(run) }
                continue
            }
            emit(items[index])
            index += 1
        }
    }

    private mutating func emitAlternation(_ branches: [PatternNode]) {
        var exits: [Int] = []
        for (index, branch) in branches.enumerated() {
            guard index < branches.count - 1 else {
                emit(branch)
                break
            }
            let split = here
            append(.split(split + 1, 0))
            emit(branch)
            exits.append(here)
            append(.jump(0))
            patch(split, .split(split + 1, here))
        }
        for exit in exits { patch(exit, .jump(here)) }
    }

    /// `min` copies, then `max - min` optional ones, or a loop when there is no `max`; a lazy
    /// repetition prefers to stop (which matters inside an atomic group). With a text length
    /// given, counts no match of that length can reach are left out.
    private mutating func emitRepetition(_ inner: PatternNode, min: Int, max: Int?, lazy: Bool, icuLoop: Bool = false, strict: Bool = false) {
        var max = max
        if let textLength {
            let each = PatternFacts.minimumLength(inner, dialect: program.dialect)
            if each > 0 {
                if min > textLength / each { return emitClass(.nothing) }
                max = max.map { Swift.min($0, Swift.max(min, textLength / each)) }
            }
        }
        let captures = PatternFacts.captureRange(inner)
        let reset = program.dialect == .javaScript && !captures.isEmpty
        func body(_ builder: inout ProgramBuilder) {
            if reset { builder.append(.resetCaptures(captures.lowerBound, captures.upperBound)) }
            builder.emit(inner)
        }
        let nullable = PatternFacts.canMatchEmpty(inner)
        // ICU runs `+?` as one loop, whose first repetition is checked like the others.
        let lazyLoop = icuLoop && max == nil && min == 1 && nullable
        for _ in 0..<(lazyLoop ? 0 : min) {
            guard !overflowed else { return }
            body(&self)
        }
        if lazyLoop {
            let register = program.registerCount
            program.registerCount += 1
            let loop = here
            append(.mark(register))
            body(&self)
            let check = here
            append(.jump(0))
            append(.split(here + 1, loop))
            patch(check, .progress(register, onEmpty: .exitThenEndSearch(here)))
            return
        }
        guard let max else {
            let register = program.registerCount
            if nullable { program.registerCount += 1 }
            let loop = here
            append(.split(loop + 1, 0))
            if nullable { append(.mark(register)) }
            body(&self)
            let check = here
            if nullable { append(.jump(0)) }
            append(.jump(loop))
            let exit = here
            let onEmpty: Program.EmptyIteration =
                strict ? .endSearch : program.dialect == .javaScript ? .fail : icuLoop ? .exitThenEndSearch(exit) : .exit(exit)
            if nullable { patch(check, .progress(register, onEmpty: onEmpty)) }
            patch(loop, lazy ? .split(exit, loop + 1) : .split(loop + 1, exit))
            return
        }
        var skips: [Int] = []
        for _ in min..<Swift.max(min, max) {
            guard !overflowed else { return }
            skips.append(here)
            append(.split(here + 1, 0))
            body(&self)
        }
        for skip in skips { patch(skip, lazy ? .split(here, skip + 1) : .split(skip + 1, here)) }
    }
}
