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
                let measurer = GlyphMeasurer(style)
                let (units, uncertain) = TextFit.clusterUnits(of: text, measurer: measurer)
                let slow = TextWidth(width: measurer.px(units), isEstimated: measurer.isEstimated, isUncertain: uncertain)
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

    /// A text measured beforehand (`LineMeasure`) has the width `TextFit.width` gives in every
    /// style, and a slot it fits at once (`FieldFit.fitsAtOnce`) is one `misfit` finds it fits;
    /// where it does not fit at once, `misfit` decides (both verdicts occur).
    func testTheMeasureBeforehandAgreesWithTheMisfit() {
        let pool = ["a", "W", "i", " ", "é", "ж", "日", "ا", "😀", "\n", "\r\n", "Go", "Later", "supercalifragilistic", "\u{AD}"]
        var random = SplitMix64(seed: 35)
        let measurers = LineMeasure.Measurers()
        var compared = 0
        var atOnce = 0
        var misfits = 0
        let ascii = pool.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        for round in 0..<1500 {
            // Every other text ASCII only: the one-pass path for the four fonts.
            let letters = round % 2 == 0 ? ascii : pool
            let text = (0..<random.below(24)).map { _ in letters[random.below(letters.count)] }.joined()
            let measure = LineMeasure(text, measurers: measurers)
            for platform in Platform.allCases {
                for weight in [FontWeight.regular, .bold] {
                    let style = TextStyle(platform: platform, size: Double(12 + random.below(9)), weight: weight)
                    XCTAssertEqual(measure.width(in: style), TextFit.width(of: text, style: style).width, text.debugDescription)
                    let limits: [SlotLimit] = [.oneLine, .lines(1 + random.below(3)), .wraps]
                    let slot = FieldSlot(style: style, width: Double(10 + random.below(300)), limit: limits[random.below(3)])
                    let misfit = FieldFit.misfit(text, in: slot)
                    if FieldFit.fitsAtOnce(measure, in: slot) {
                        XCTAssertNil(misfit, "\(text.debugDescription) in \(slot)")
                        atOnce += 1
                    } else if misfit != nil {
                        misfits += 1
                    }
                    compared += 1
                }
            }
        }
        print("LineMeasure against TextFit.width and FieldFit.misfit: \(compared) cases, \(atOnce) fit at once, \(misfits) misfits")
        XCTAssertEqual(compared, 1500 * 6)
        XCTAssertGreaterThan(atOnce, 1000)
        XCTAssertGreaterThan(misfits, 1000)
    }

    /// Paragraphs and the drawn end, read by bytes, are what reading grapheme clusters gives:
    /// texts of breaks (LF, CR, CR LF, NEL, LS, PS), lookalike bytes (`…`, `Å`, `¨`) and letters.
    func testParagraphsByBytesEqualTheClusters() {
        let pool = ["a", " ", "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "…", "\u{2027}", "Å", "¨", "\u{202A}", "e\u{301}", "日"]
        var random = SplitMix64(seed: 36)
        var compared = 0
        for _ in 0..<4000 {
            let text = (0..<random.below(10)).map { _ in pool[random.below(pool.count)] }.joined()
            var end = text.endIndex
            while end > text.startIndex, LineBreaker.isBreak(text[text.index(before: end)]) { end = text.index(before: end) }
            XCTAssertEqual(FieldFit.drawnEnd(of: text), end, text.debugDescription)
            let breaks = Array(text).filter(LineBreaker.isBreak).count
            XCTAssertEqual(FieldFit.paragraphs(text[...]), breaks + 1, text.debugDescription)
            XCTAssertEqual(FieldFit.paragraphs(text[..<end]), Array(text[..<end]).filter(LineBreaker.isBreak).count + 1, text.debugDescription)
            XCTAssertEqual(FieldFit.drawnParagraphs(text), Array(text[..<end]).filter(LineBreaker.isBreak).count + 1, text.debugDescription)
            compared += 1
        }
        print("paragraphs and drawn ends by bytes against grapheme clusters: \(compared) texts")
        XCTAssertEqual(compared, 4000)
    }
}
