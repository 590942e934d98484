/// The WCAG 2.x contrast ratio of two opaque colours (SPEC §4.5): (L1 + 0.05) / (L2 + 0.05),
/// L1 the larger relative luminance, in IEEE double precision. Compared unrounded; shown
/// truncated to two decimals, so a failing ratio never reads as its threshold.
public struct ContrastRatio: Hashable, Sendable, Comparable {
    /// The exact ratio, from 1 to 21.
    public let value: Double

    public init(_ first: ExactColour, _ second: ExactColour) {
        self.init(first.relativeLuminance, second.relativeLuminance)
    }

    /// The ratio of two relative luminances.
    init(_ a: Double, _ b: Double) {
        value = (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// `4.47` for 4.478…: ⌊100·r⌋/100 with two decimals.
    public var shownNumber: String {
        let hundredths = Int((value * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    /// `4.47:1`.
    public var shownText: String { shownNumber + ":1" }

    /// True when the unrounded ratio is at least the threshold (4.4999 does not reach 4.5).
    public func reaches(_ threshold: ContrastThreshold) -> Bool { value >= threshold.value }

    public static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }
}
