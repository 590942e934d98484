import CampaignPatterns
import CampaignTestSupport

/// A text that a parsed pattern probably matches, built by walking it (assertions and
/// lookarounds are ignored, so it may not): the searches then find matches often enough to
/// test more than the failures.
struct PatternSampler {
    private var random: SplitMix64
    private var captures: [Int: String] = [:]

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let candidates: [UInt32] = Array("aAbBzZ09 _-.,:;!#$%&()*+?[]{}|\\^/\n\r\téÉßſKkσςΣ😀ﬁİı".unicodeScalars.map(\.value))

    mutating func sample(_ pattern: ParsedPattern) -> String {
        captures = [:]
        var units: [UInt32] = []
        walk(pattern.root, into: &units)
        if pattern.dialect == .javaScript {
            return String(decoding: units.map { UInt16(truncatingIfNeeded: $0) }, as: UTF16.self)
        }
        return String(String.UnicodeScalarView(units.compactMap(Unicode.Scalar.init)))
    }

    private mutating func walk(_ node: PatternNode, into units: inout [UInt32]) {
        switch node {
        case .empty, .assertion, .look:
            break
        case .character(let c, _):
            units.append(c)
        case .characterClass(let set):
            let members = Self.candidates.filter(set.contains)
            if !members.isEmpty { units.append(members[random.below(members.count)]) }
        case .sequence(let items):
            for item in items { walk(item, into: &units) }
        case .alternation(let branches):
            walk(branches[random.below(branches.count)], into: &units)
        case .group(let inner, let capture):
            let start = units.count
            walk(inner, into: &units)
            if let capture { captures[capture] = PatternSampler.text(Array(units[start...])) }
        case .repetition(let inner, let min, let max, _):
            let count = Swift.min(min + random.below(3), max ?? (min + 2), 8)
            for _ in 0..<count { walk(inner, into: &units) }
        case .backreference(let number, _):
            units += (captures[number] ?? "").unicodeScalars.map(\.value)
        case .atomic(let inner):
            walk(inner, into: &units)
        case .graphemeCluster:
            units.append(0x61)
        }
    }

    private static func text(_ units: [UInt32]) -> String {
        String(String.UnicodeScalarView(units.compactMap(Unicode.Scalar.init)))
    }
}
