import CampaignTestSupport
import XCTest

@testable import CampaignLocale

/// The scalar fast path of `TextFit.width` and the dense table give the per-cluster measurement.
final class FitFastPathTests: XCTestCase {
    func testFastPathEqualsClusters() {
        let pool: [String] = [
            "a", "W", " ", "é", "e\u{301}", "ß", "Ł", "ǅ", "Ω", "ж", "ї", "\t", "\u{200B}", "\u{AD}", "©", "™", "€", "…", "–", "日", "ا", "ש", "ก",
            "\u{0}", "\u{7F}", "\u{9F}", "ʼ", "ˆ", "\u{300}", "Ѐ", "ӿ", "Ա", "\u{2060}",
        ]
        var random = SplitMix64(seed: 5)
        var compared = 0
        for style in [
            TextStyle(platform: .web, size: 14, weight: .regular), TextStyle(platform: .android, size: 14, weight: .bold),
            TextStyle(platform: .ios, size: 15, weight: .bold),
        ] {
            for _ in 0..<2000 {
                let text = (0..<(1 + random.below(12))).map { _ in pool[random.below(pool.count)] }.joined()
                let fast = TextFit.width(of: text, style: style)
                let slow = TextFit.clusterWidth(of: text, measurer: GlyphMeasurer(style))
                XCTAssertEqual(fast, slow, text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
                compared += 1
            }
        }
        XCTAssertEqual(compared, 6000)
    }

    /// The widest word of an ASCII text, read byte by byte in its storage, is the one the
    /// grapheme-cluster scan finds.
    func testTheASCIIWordScanEqualsTheClusterScan() {
        let pool = ["a", "W", "i", "m", " ", ".", "-", "\n", "\r", "\r\n", "supercalifragilistic"]
        var random = SplitMix64(seed: 9)
        var compared = 0
        for style in [TextStyle(platform: .web, size: 14, weight: .regular), TextStyle(platform: .ios, size: 17, weight: .bold)] {
            let measurer = GlyphMeasurer(style).withDenseTable()
            for _ in 0..<1500 {
                let text = (0..<(1 + random.below(30))).map { _ in pool[random.below(pool.count)] }.joined()
                let slot = FieldSlot(style: style, width: Double(20 + random.below(120)), limit: .lines(1))
                XCTAssertEqual(
                    FieldFit.widestWord(text, ascii: measurer, in: slot), FieldFit.widestWord(text, clusters: measurer, in: slot),
                    text.debugDescription)
                compared += 1
            }
        }
        XCTAssertEqual(compared, 3000)
    }

    /// The dense tables, filled by walking the fonts' ranges, give what a search per scalar
    /// gives, for every code they hold in both fonts and weights.
    func testDenseTablesEqualTheSearch() {
        var compared = 0
        for platform in [Platform.web, .android] {
            for weight in [FontWeight.regular, .bold] {
                let measurer = GlyphMeasurer(TextStyle(platform: platform, size: 1, weight: weight))
                let dense = DenseAdvances(measurer).values
                for code in 0..<DenseAdvances.limit {
                    let (units, uncertain) = measurer.units(of: Unicode.Scalar(code)!)
                    XCTAssertEqual(dense[Int(code)], Int32(units) | (uncertain ? DenseAdvances.uncertainBit : 0), "\(platform) \(weight) \(code)")
                    compared += 1
                }
            }
        }
        XCTAssertEqual(compared, 4 * 0x500)
    }

    /// The marks and format characters read without the property lookup are the scalars of
    /// general category Mn, Me or Cf, over the dense range and a sample beyond it.
    func testZeroWidthEqualsTheGeneralCategory() {
        var compared = 0
        for code in Array(0..<0x800) + [0x200B, 0x200D, 0x2060, 0xFE0F, 0x1F600, 0xE0001] {
            guard let scalar = Unicode.Scalar(UInt32(code)) else { continue }
            let category = scalar.properties.generalCategory
            let expected = category == .nonspacingMark || category == .enclosingMark || category == .format
            XCTAssertEqual(GlyphMeasurer.isZeroWidth(scalar), expected, String(code, radix: 16))
            compared += 1
        }
        XCTAssertEqual(compared, 0x800 + 6)
    }

    /// Emoji sequences take the cluster path: one glyph each.
    func testEmojiTakeTheClusterPath() {
        let style = TextStyle(platform: .android, size: 14, weight: .regular)
        let one = TextFit.width(of: "😀", style: style).width
        XCTAssertEqual(TextFit.width(of: "a👩‍👩‍👧b", style: style).width, TextFit.width(of: "ab", style: style).width + one)
        XCTAssertEqual(TextFit.width(of: "1\u{FE0F}\u{20E3}", style: style).width, one)
        XCTAssertEqual(TextFit.width(of: "©\u{FE0F}", style: style).width, one)
        XCTAssertLessThan(TextFit.width(of: "©", style: style).width, one)
    }
}
