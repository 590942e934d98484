import CampaignTestSupport

/// Texts to search, for one pattern: short strings of the pattern's own characters mixed
/// with letters whose case folding is special, line breaks and a few fixed ones.
struct SubjectGenerator {
    private var random: SplitMix64

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let fixed = ["", "a", "Boots", "boots!", "x\n", "\r\n", "ab\r\nc", "ss", "STRASSE", "straße", "K", "σς", "😀x", "é", "e\u{301}"]
    static let extras = Array("aAbBzZ019 _-.:\n\r\tßsSſKkσςΣéÉiIİı😀ﬁfµ\u{301}\u{85}\u{2028}")

    mutating func subjects(for pattern: String, count: Int = 8) -> [String] {
        var pool = Array(pattern.filter { !"\\[](){}*+?|^$".contains($0) })
        pool += Self.extras
        var result = [String]()
        for _ in 0..<count {
            let length = random.below(9)
            result.append(String((0..<length).map { _ in pool[random.below(pool.count)] }))
        }
        result.append(Self.fixed[random.below(Self.fixed.count)])
        result.append(Self.fixed[random.below(Self.fixed.count)])
        return result
    }
}
