/// SplitMix64: a small seeded generator, so that generated test cases are the same on every run.
public struct SplitMix64: RandomNumberGenerator {
    public var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A byte.
    public mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }
    /// True `percent` times in 100.
    public mutating func chance(_ percent: UInt64) -> Bool { next() % 100 < percent }
    /// A number from 0 to `count` − 1.
    public mutating func below(_ count: Int) -> Int { Int(next() % UInt64(count)) }
}
