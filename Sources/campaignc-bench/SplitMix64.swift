/// A small deterministic pseudo-random generator (SplitMix64). The corpus must be the
/// same on every machine and every run, so nothing here reads the system's randomness.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range`; the tiny modulo bias does not matter for a benchmark corpus.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// True with the given probability in percent.
    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    /// `count` distinct elements of `items` in their original order.
    mutating func distinct<T>(_ count: Int, of items: [T]) -> [T] {
        var indices = Array(items.indices)
        var chosen: [Int] = []
        for _ in 0..<min(count, items.count) {
            let position = int(0...(indices.count - 1))
            chosen.append(indices.remove(at: position))
        }
        return chosen.sorted().map { items[$0] }
    }

    /// `value` in upper-case hexadecimal, zero-padded to `digits`.
    func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
