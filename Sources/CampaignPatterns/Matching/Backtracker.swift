/// The search for programs that need backtracking (backreferences, lookaround, atomic groups,
/// possessive repetitions, `\X`): depth-first over an explicit stack of choices, with a budget
/// of steps shared by every start position; when the budget runs out the search gives up.
struct Backtracker {
    let program: Program
    let subject: Subject
    private(set) var budget: Int
    /// The capture slots, then the registers.
    private var slots: [Int]
    /// Old values to put back when a choice is undone: (slot or register, its value).
    private var undo: [(index: Int, value: Int)] = []
    /// Choices not yet tried: where to go on, and how much of `undo` to keep.
    private var choices: [(pc: Int, position: Int, undo: Int)] = []

    init(program: Program, subject: Subject, budget: Int) {
        self.program = program
        self.subject = subject
        self.budget = budget
        slots = [Int](repeating: -1, count: program.slotCount + program.registerCount)
    }

    /// Set when a run met `.endSearch`: the search is over, without a match.
    private var ended = false
    /// The choice that ends the search when backtracking reaches it.
    private static let endsSearch = -1

    /// Whether the pattern matches anywhere; nil when the budget ran out first.
    mutating func search() -> Bool? {
        for start in 0...subject.count {
            if run(from: 0, at: start, mustEndAt: nil) != nil { return true }
            if ended { return false }
            if budget < 0 { return nil }
        }
        return false
    }

    /// Runs from `pc` at `position` to the first `.match` or `.succeed` (ending at
    /// `mustEndAt` when given); its position, or nil. The choices it leaves are dropped.
    private mutating func run(from pc: Int, at position: Int, mustEndAt: Int?) -> Int? {
        let base = choices.count
        let undoBase = undo.count
        var pc = pc
        var position = position
        let units = subject.units
        let n = units.count
        while true {
            budget -= 1
            var ok = budget >= 0
            if ok {
                switch program.instructions[pc] {
                case .unit(let u):
                    ok = position < n && units[position] == u
                    if ok { (pc, position) = (pc + 1, position + 1) }
                case .set(let index):
                    ok = position < n && program.classes[index].contains(units[position])
                    if ok { (pc, position) = (pc + 1, position + 1) }
                case .fold(let string, let offset):
                    if position < n, let length = FoldedText.matchLength(of: units[position], in: program.folded[string], at: offset) {
                        (pc, position) = (pc + length, position + 1)
                    } else {
                        ok = false
                    }
                case .split(let a, let b):
                    choices.append((b, position, undo.count))
                    pc = a
                case .jump(let target):
                    pc = target
                case .assert(let assertion):
                    ok = subject.holds(assertion, at: position)
                    pc += 1
                case .match, .succeed:
                    if mustEndAt == nil || mustEndAt == position {
                        choices.removeSubrange(base...)
                        return position
                    }
                    ok = false
                case .open(let group):
                    set(3 * group + 2, position)
                    pc += 1
                case .close(let group):
                    set(3 * group, slots[3 * group + 2])
                    set(3 * group + 1, position)
                    pc += 1
                case .mark(let register):
                    set(program.slotCount + register, position)
                    pc += 1
                case .progress(let register, let onEmpty):
                    pc += 1
                    if slots[program.slotCount + register] == position {
                        switch onEmpty {
                        case .fail: ok = false
                        case .exit(let exit): pc = exit
                        case .exitThenEndSearch(let exit):
                            // Backtracking to here would repeat the empty repetition forever.
                            choices.append((Self.endsSearch, position, undo.count))
                            pc = exit
                        case .endSearch:
                            ended = true
                            budget = -1
                            ok = false
                        }
                    }
                case .resetCaptures(let first, let end):
                    for group in first..<end {
                        set(3 * group, -1)
                        set(3 * group + 1, -1)
                    }
                    pc += 1
                case .backreference(let group, let caseless):
                    if let length = referenceLength(group, caseless: caseless, at: position) {
                        (pc, position) = (pc + 1, position + length)
                    } else {
                        ok = false
                    }
                case .look(let body, let next, let behind, let negative):
                    let mark = undo.count
                    let found = behind ? lookBehind(body, endingAt: position) : run(from: body, at: position, mustEndAt: nil) != nil
                    if budget < 0 { return nil }
                    if negative || !found { rollBack(to: mark) }
                    ok = found != negative
                    pc = next
                case .atomic(let body, let next):
                    if let end = run(from: body, at: position, mustEndAt: nil) {
                        (pc, position) = (next, end)
                    } else {
                        if budget < 0 { return nil }
                        ok = false
                    }
                case .grapheme:
                    if position < n {
                        (pc, position) = (pc + 1, position + Self.clusterLength(units, at: position))
                    } else {
                        ok = false
                    }
                }
            }
            if ok { continue }
            if budget < 0 {
                choices.removeSubrange(base...)
                return nil
            }
            guard choices.count > base, let choice = choices.popLast() else {
                // Nothing of a failed run stays recorded.
                rollBack(to: undoBase)
                return nil
            }
            if choice.pc == Self.endsSearch {
                ended = true
                budget = -1
                choices.removeSubrange(base...)
                return nil
            }
            rollBack(to: choice.undo)
            (pc, position) = (choice.pc, choice.position)
        }
    }

    /// A lookbehind: the body matched from some earlier position up to exactly `end`.
    private mutating func lookBehind(_ body: Int, endingAt end: Int) -> Bool {
        for start in stride(from: end, through: 0, by: -1) {
            if run(from: body, at: start, mustEndAt: end) != nil { return true }
            if budget < 0 { return false }
        }
        return false
    }

    private mutating func set(_ index: Int, _ value: Int) {
        undo.append((index, slots[index]))
        slots[index] = value
    }

    private mutating func rollBack(to mark: Int) {
        while undo.count > mark {
            let entry = undo.removeLast()
            slots[entry.index] = entry.value
        }
    }

    /// The length of text at `position` that repeats group `group`, or nil. A group that has
    /// not matched fails in ICU and matches nothing in JavaScript.
    private func referenceLength(_ group: Int, caseless: Bool, at position: Int) -> Int? {
        let start = slots[3 * group]
        let end = slots[3 * group + 1]
        guard start >= 0, end >= start else { return program.dialect == .icu ? nil : 0 }
        let units = subject.units
        let length = end - start
        if !caseless {
            guard position + length <= units.count else { return nil }
            for offset in 0..<length where units[start + offset] != units[position + offset] { return nil }
            return length
        }
        if program.dialect == .javaScript {
            guard position + length <= units.count else { return nil }
            for offset in 0..<length
            where CaseFolding.canonicalize(units[start + offset]) != CaseFolding.canonicalize(units[position + offset]) {
                return nil
            }
            return length
        }
        // ASCII on both sides, the common case: full case folding is ASCII lower case there (no
        // other character folds into ASCII alone but the ones outside it, like U+212A KELVIN SIGN).
        if position + length <= units.count, units[start..<end].allSatisfy({ $0 < 0x80 }),
            units[position..<position + length].allSatisfy({ $0 < 0x80 })
        {
            for offset in 0..<length where Self.asciiLower(units[start + offset]) != Self.asciiLower(units[position + offset]) { return nil }
            return length
        }
        let folded = units[start..<end].flatMap(CaseFolding.full)
        var offset = 0
        var index = position
        while offset < folded.count {
            guard index < units.count, let covered = FoldedText.matchLength(of: units[index], in: folded, at: offset) else { return nil }
            offset += covered
            index += 1
        }
        return index - position
    }

    /// `unit` in lower case when it is an ASCII capital letter.
    private static func asciiLower(_ unit: UInt32) -> UInt32 {
        unit >= 0x41 && unit <= 0x5A ? unit + 0x20 : unit
    }

    /// The code points of the grapheme cluster at `position` (looked for within 64 code points).
    private static func clusterLength(_ units: [UInt32], at position: Int) -> Int {
        var text = ""
        for unit in units[position..<min(units.count, position + 64)] {
            if let scalar = Unicode.Scalar(unit) { text.unicodeScalars.append(scalar) }
        }
        return max(1, text.first?.unicodeScalars.count ?? 1)
    }
}
