/// Finds, from the parsed pattern alone, a repetition that a backtracking engine (ICU's and
/// JavaScript's both are) can take time exponential in the text's length over: an unbounded
/// repetition inside another whose next character it could also take (`(x+x+)+y`, `(a*)*`,
/// `(\w+\s?)*$`), or alternatives inside an unbounded repetition that can match the same text
/// (`(a|a)*`, `(a|aa)+`). Characters are compared by their case folding (a repetition read
/// case-insensitively takes either case), classes on a sample of common characters, so classes
/// of rare ones may escape it; `(ab+)*` and `(a|ab)*` are not reported.
enum NestedRepetitions {
    /// The repetition found, or nil.
    static func find(_ pattern: ParsedPattern) -> CatastrophicRepetition? {
        // Nothing repeats, nothing to find.
        guard !pattern.repetitions.isEmpty else { return nil }
        var walker = Walker(pattern: pattern)
        walker.visit(pattern.root, follow: [], enclosing: nil)
        return walker.found
    }

    /// The characters the sets are compared on.
    static let samples: [UInt32] = Array(0x09...0x0D) + Array(0x20...0x7E) + [0xA0, 0xDF, 0xE9, 0xC9, 0x17F, 0x3C3, 0x3C2, 0x2028, 0x212A, 0x4E2D, 0x1F600]

    private struct Walker {
        let pattern: ParsedPattern
        var found: CatastrophicRepetition?
        /// The post-order position of the next repetition, to find its text.
        var nextRepetition = 0

        init(pattern: ParsedPattern) {
            self.pattern = pattern
        }

        func text(ofRepetition index: Int) -> String {
            guard index < pattern.repetitions.count else { return "" }
            return PatternCursor.text(of: Array(pattern.units[pattern.repetitions[index]]))
        }

        /// `follow`: what may come right after `node`; `enclosing`: the nearest unbounded
        /// repetition around it (its post-order index is known only after its body).
        mutating func visit(_ node: PatternNode, follow: Set<UInt32>, enclosing: Enclosing?) {
            switch node {
            case .sequence(let items):
                var follows = [Set<UInt32>](repeating: follow, count: items.count)
                var after = follow
                for index in items.indices.reversed() {
                    follows[index] = after
                    let first = Self.first(items[index])
                    after = first.nullable ? after.union(first.characters) : first.characters
                }
                for (item, itemFollow) in zip(items, follows) { visit(item, follow: itemFollow, enclosing: enclosing) }
            case .alternation(let branches):
                if let enclosing, found == nil, Self.overlap(branches) { enclosing.alternatives = true }
                for branch in branches { visit(branch, follow: follow, enclosing: enclosing) }
            case .group(let inner, _), .atomic(let inner):
                visit(inner, follow: follow, enclosing: enclosing)
            case .repetition(let inner, _, let max, _):
                let unbounded = max == nil || max! > 8
                let first = Self.first(inner)
                let innerFollow = max == 1 ? follow : follow.union(first.characters)
                let own = unbounded ? Enclosing() : nil
                visit(inner, follow: innerFollow, enclosing: own ?? enclosing)
                let index = nextRepetition
                nextRepetition += 1
                if let own, found == nil, own.alternatives {
                    found = CatastrophicRepetition(repetition: text(ofRepetition: index), inner: nil)
                }
                if let enclosing, unbounded, found == nil, enclosing.inner == nil, !first.characters.isDisjoint(with: follow) {
                    enclosing.inner = index
                }
                if let own, found == nil, let inner = own.inner {
                    found = CatastrophicRepetition(repetition: text(ofRepetition: index), inner: text(ofRepetition: inner))
                }
            case .look:
                // What a lookaround repeats is its own affair; its repetitions are counted.
                var inner = Walker(pattern: pattern)
                inner.nextRepetition = nextRepetition
                if case .look(let body, _, _) = node { inner.visit(body, follow: [], enclosing: nil) }
                nextRepetition = inner.nextRepetition
                found = found ?? inner.found
            default:
                break
            }
        }

        /// The characters a match of `node` may start with, and whether it may be empty.
        static func first(_ node: PatternNode) -> (characters: Set<UInt32>, nullable: Bool) {
            switch node {
            case .empty, .assertion, .look: return ([], true)
            case .character(let c, _): return ([CaseFolding.simple(c)], false)
            case .characterClass(let set): return (Set(samples.filter(set.contains).map(CaseFolding.simple)), false)
            case .sequence(let items):
                var characters = Set<UInt32>()
                for item in items {
                    let first = first(item)
                    characters.formUnion(first.characters)
                    if !first.nullable { return (characters, false) }
                }
                return (characters, true)
            case .alternation(let branches):
                let firsts = branches.map(first)
                return (firsts.reduce(into: Set<UInt32>()) { $0.formUnion($1.characters) }, firsts.contains { $0.nullable })
            case .group(let inner, _), .atomic(let inner): return first(inner)
            case .repetition(let inner, let min, _, _):
                let first = first(inner)
                return (first.characters, min == 0 || first.nullable)
            case .backreference: return (Set(samples.map(CaseFolding.simple)), true)
            case .graphemeCluster: return (Set(samples.map(CaseFolding.simple)), false)
            }
        }

        /// Whether two alternatives can match the same text: they start alike and either both
        /// can be that one character, or one goes on with what could start another repetition.
        static func overlap(_ branches: [PatternNode]) -> Bool {
            let all = branches.reduce(into: Set<UInt32>()) { $0.formUnion(first($1).characters) }
            let shapes = branches.map(shape)
            for i in shapes.indices {
                for j in shapes.indices where j > i {
                    guard let a = shapes[i], let b = shapes[j], !a.first.isDisjoint(with: b.first) else { continue }
                    if a.single && b.single { return true }
                    if !a.rest.isDisjoint(with: all) || !b.rest.isDisjoint(with: all) { return true }
                }
            }
            return false
        }

        /// A branch's first character, what may follow it in the branch, and whether the
        /// branch can be just that character; nil for shapes not looked into.
        static func shape(_ node: PatternNode) -> (first: Set<UInt32>, rest: Set<UInt32>, single: Bool)? {
            switch node {
            case .character, .characterClass: return (first(node).characters, [], true)
            case .group(let inner, _): return shape(inner)
            case .repetition(let inner, let min, let max, _):
                guard min <= 1, let inner = shape(inner), inner.single else { return nil }
                return (inner.first, max == 1 ? [] : inner.first, true)
            case .sequence(let items):
                guard let head = items.first, let headShape = shape(head), headShape.single else { return nil }
                let rest = first(.sequence(Array(items.dropFirst())))
                return (headShape.first, headShape.rest.union(rest.characters), rest.nullable)
            default: return nil
            }
        }
    }

    /// An unbounded repetition being walked: what was found inside it.
    private final class Enclosing {
        /// Alternatives that can match the same text.
        var alternatives = false
        /// The post-order index of an unbounded repetition inside that can take its next character.
        var inner: Int?
    }
}

/// `W322`'s finding: the repetition, and the repetition inside it that makes it ambiguous
/// (nil when alternatives inside it can match the same text).
public struct CatastrophicRepetition: Hashable, Sendable {
    public let repetition: String
    public let inner: String?

    public init(repetition: String, inner: String?) {
        self.repetition = repetition
        self.inner = inner
    }
}
