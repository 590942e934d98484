/// Facts about a parsed pattern that compiling and the static checks read.
enum PatternFacts {
    /// Whether `node` can match the empty string.
    static func canMatchEmpty(_ node: PatternNode) -> Bool {
        switch node {
        case .empty, .assertion, .look: true
        case .character, .characterClass, .graphemeCluster: false
        case .sequence(let items): items.allSatisfy(canMatchEmpty)
        case .alternation(let branches): branches.contains(where: canMatchEmpty)
        case .group(let inner, _), .atomic(let inner): canMatchEmpty(inner)
        case .repetition(let inner, let min, _, _): min == 0 || canMatchEmpty(inner)
        case .backreference: true
        }
    }

    /// A lower bound on the characters a match of `node` takes (a case-insensitive ICU string
    /// may match a third as many: `ﬃ` for `ffi`).
    static func minimumLength(_ node: PatternNode, dialect: PatternDialect) -> Int {
        switch node {
        case .empty, .assertion, .look, .backreference: return 0
        case .character: return 1
        case .characterClass, .graphemeCluster: return 1
        case .sequence(let items):
            var total = 0
            var run = 0
            for item in items {
                if case .character(_, caseless: true) = item, dialect == .icu {
                    run += 1
                    continue
                }
                total = total.addingReportingOverflow((run + 2) / 3).partialValue
                run = 0
                total = min(total + minimumLength(item, dialect: dialect), Int.max / 4)
            }
            return min(total + (run + 2) / 3, Int.max / 4)
        case .alternation(let branches): return branches.map { minimumLength($0, dialect: dialect) }.min() ?? 0
        case .group(let inner, _), .atomic(let inner): return minimumLength(inner, dialect: dialect)
        case .repetition(let inner, let count, _, _):
            let each = minimumLength(inner, dialect: dialect)
            return each == 0 || count == 0 ? 0 : min(each.multipliedReportingOverflow(by: count).partialValue, Int.max / 4)
        }
    }

    /// The numbers of the capturing groups inside `node` (empty when none).
    static func captureRange(_ node: PatternNode) -> Range<Int> {
        var low = Int.max
        var high = 0
        func visit(_ node: PatternNode) {
            switch node {
            case .group(let inner, let capture):
                if let capture {
                    low = min(low, capture)
                    high = max(high, capture)
                }
                visit(inner)
            case .sequence(let items), .alternation(let items): items.forEach(visit)
            case .repetition(let inner, _, _, _), .atomic(let inner), .look(let inner, _, _): visit(inner)
            default: break
            }
        }
        visit(node)
        return low <= high ? low..<(high + 1) : 0..<0
    }
}
