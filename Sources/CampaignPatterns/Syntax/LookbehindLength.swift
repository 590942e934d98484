/// ICU's rule for lookbehind: the body must have a longest match of bounded length, so no
/// unbounded repetition, no backreference and no `\X`.
enum LookbehindLength {
    static func isBounded(_ node: PatternNode) -> Bool {
        switch node {
        case .empty, .character, .characterClass, .assertion, .look: true
        case .sequence(let items), .alternation(let items): items.allSatisfy(isBounded)
        case .group(let inner, _), .atomic(let inner): isBounded(inner)
        case .repetition(let inner, _, let max, _): max != nil && isBounded(inner)
        case .backreference, .graphemeCluster: false
        }
    }
}
