/// The search for programs without backtracking instructions: all threads advance together
/// one character at a time (Thompson's construction run as Pike's VM), each instruction at most
/// once per position, so a search costs at most (characters + 1) × instructions steps and
/// memory proportional to the program, whatever the pattern.
struct PikeVM {
    let program: Program

    /// Whether the pattern matches anywhere in `subject`.
    func search(_ subject: Subject) -> Bool {
        let size = program.instructions.count
        var current = ThreadList(size: size)
        var next = ThreadList(size: size)
        var stack: [Int] = []
        for position in 0...subject.count {
            // A match may start here: the start of the program joins the threads.
            if close(0, at: position, into: &current, subject, &stack) { return true }
            if position == subject.count { break }
            let c = subject.units[position]
            next.clear()
            for pc in current.threads {
                var target: Int?
                switch program.instructions[pc] {
                case .unit(let u): if c == u { target = pc + 1 }
                case .set(let index): if program.classes[index].contains(c) { target = pc + 1 }
                case .fold(let string, let offset):
                    if let length = FoldedText.matchLength(of: c, in: program.folded[string], at: offset) { target = pc + length }
                default: break
                }
                if let target, close(target, at: position + 1, into: &next, subject, &stack) { return true }
            }
            swap(&current, &next)
        }
        return false
    }

    /// Adds the threads reachable from `start` without reading a character at `position`;
    /// true when one of them is a match.
    private func close(_ start: Int, at position: Int, into list: inout ThreadList, _ subject: Subject, _ stack: inout [Int]) -> Bool {
        stack.append(start)
        while let pc = stack.popLast() {
            guard list.insert(pc) else { continue }
            switch program.instructions[pc] {
            case .match:
                stack.removeAll(keepingCapacity: true)
                return true
            case .split(let a, let b):
                stack.append(b)
                stack.append(a)
            case .jump(let target):
                stack.append(target)
            case .assert(let assertion):
                if subject.holds(assertion, at: position) { stack.append(pc + 1) }
            case .open, .close, .mark, .progress, .resetCaptures:
                stack.append(pc + 1)
            case .unit, .set, .fold:
                list.threads.append(pc)
            default:
                break
            }
        }
        return false
    }
}

/// The threads at one position: each instruction once, in the order added.
struct ThreadList {
    private var seen: [UInt32]
    private var generation: UInt32 = 1
    var threads: [Int] = []

    init(size: Int) {
        seen = [UInt32](repeating: 0, count: size)
    }

    /// True when `pc` was not there yet.
    mutating func insert(_ pc: Int) -> Bool {
        if seen[pc] == generation { return false }
        seen[pc] = generation
        return true
    }

    mutating func clear() {
        threads.removeAll(keepingCapacity: true)
        generation &+= 1
        if generation == 0 {
            seen = [UInt32](repeating: 0, count: seen.count)
            generation = 1
        }
    }
}

/// ICU's comparison of one character of the text with a case-folded string of the pattern.
enum FoldedText {
    /// How many characters of `folded` from `offset` the full folding of `c` covers, or nil
    /// when it differs from them.
    static func matchLength(of c: UInt32, in folded: [UInt32], at offset: Int) -> Int? {
        let simple = CaseFolding.simple(c)
        if offset < folded.count, folded[offset] == simple, !CaseFolding.hasFullFolding(c) { return 1 }
        let full = CaseFolding.full(c)
        guard offset + full.count <= folded.count else { return nil }
        for (index, value) in full.enumerated() where folded[offset + index] != value { return nil }
        return full.count
    }
}
