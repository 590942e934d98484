import CampaignModel
import XCTest

/// `ShadeSearch.closest` finds by binary search (issue 24) exactly the shade that the walk of
/// SPEC §4.5 finds: darker_1, lighter_1, darker_2, lighter_2, … up to 255, the first one whose
/// ratio (computed here with `ContrastRatio` itself) reaches the threshold.
final class ShadeSearchEquivalenceTests: XCTestCase {
    private static func walk(_ colour: Colour, _ threshold: ContrastThreshold, _ other: ExactColour) -> Colour? {
        for n in 1...255 {
            for shade in [ShadeSearch.darker(colour, by: n), ShadeSearch.lighter(colour, by: n)]
            where ContrastRatio(ExactColour(shade), other).reaches(threshold) {
                return shade
            }
        }
        return nil
    }

    private static let thresholds = [
        ContrastThreshold(level: .aa, size: .large), ContrastThreshold(level: .aa, size: .normal), ContrastThreshold(level: .aaa, size: .normal),
    ]

    func testTheSearchFindsTheShadeOfTheWalkForManyColours() {
        // A fixed linear congruential sequence: the same colours every run.
        var state: UInt64 = 0x2026_1125
        func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var pairs: [(Colour, ExactColour)] = []
        let greys: [UInt8] = [0, 1, 17, 0x60, 0x76, 0x77, 0x80, 0x99, 0xFE, 0xFF]
        for a in greys {
            for b in greys {
                pairs.append((Colour(red: a, green: a, blue: a), ExactColour(Colour(red: b, green: b, blue: b))))
            }
        }
        for _ in 0..<600 {
            let colour = Colour(red: next(), green: next(), blue: next(), alpha: next())
            let other = ExactColour(red: Double(next()), green: Double(next()) + 0.5, blue: Double(next()))
            pairs.append((colour, other))
        }
        var found = 0
        for (colour, other) in pairs {
            for threshold in Self.thresholds {
                let expected = Self.walk(colour, threshold, other)
                XCTAssertEqual(ShadeSearch.closest(to: colour, reaching: threshold, against: other), expected, "\(colour.cssText) against \(other)")
                if expected != nil { found += 1 }
            }
        }
        XCTAssertGreaterThan(found, pairs.count, "most pairs have an answer at some threshold")
    }
}
