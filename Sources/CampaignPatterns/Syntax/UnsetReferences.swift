/// Finds the backreferences that can be reached before their group has matched (a forward
/// reference, a group in another branch, an optional group): ICU fails there, JavaScript
/// matches the empty string. Groups count as matched only where every way to the reference
/// passes through them.
enum UnsetReferences {
    /// `references`: the pattern's backreferences in pattern order, with their offsets.
    static func find(in root: PatternNode, references: [(number: Int, range: Range<Int>)], units: [UInt32]) -> [ICUConstruct] {
        var walker = Walker(references: references, units: units)
        _ = walker.walk(root, matched: [])
        return walker.found
    }

    private struct Walker {
        let references: [(number: Int, range: Range<Int>)]
        let units: [UInt32]
        var next = 0
        var found: [ICUConstruct] = []

        /// The groups certainly matched after `node`, given those matched before it.
        mutating func walk(_ node: PatternNode, matched: Set<Int>) -> Set<Int> {
            switch node {
            case .empty, .character, .characterClass, .assertion, .graphemeCluster:
                return matched
            case .sequence(let items):
                var current = matched
                for item in items { current = walk(item, matched: current) }
                return current
            case .alternation(let branches):
                var common: Set<Int>?
                for branch in branches {
                    let after = walk(branch, matched: matched)
                    common = common.map { $0.intersection(after) } ?? after
                }
                return common ?? matched
            case .group(let inner, let capture):
                var after = walk(inner, matched: matched)
                if let capture { after.insert(capture) }
                return after
            case .repetition(let inner, let min, _, _):
                let after = walk(inner, matched: matched)
                return min > 0 ? after : matched
            case .atomic(let inner):
                return walk(inner, matched: matched)
            case .look(let inner, _, _):
                _ = walk(inner, matched: matched)
                return matched
            case .backreference(let number, _):
                guard next < references.count else { return matched }
                let reference = references[next]
                next += 1
                if !matched.contains(number) {
                    let range = reference.range
                    found.append(ICUConstruct(kind: .unsetBackreference, range: range, text: PatternCursor.text(of: Array(units[range]))))
                }
                return matched
            }
        }
    }
}
