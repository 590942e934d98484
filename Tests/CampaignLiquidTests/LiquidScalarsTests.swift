import XCTest

@testable import CampaignLiquid

/// A template's scalars read in one pass (ASCII byte by byte) are the text's Unicode scalars.
final class LiquidScalarsTests: XCTestCase {
    func testTheScalarsOfATextAreItsUnicodeScalars() {
        let pool = ["a", "{{", "}}", " ", "${first_name}", "é", "日", "😀", "\u{0}", "\u{7F}", "\u{80}", "e\u{301}", "|", "'"]
        var state: UInt64 = 42
        var compared = 0
        for round in 0..<2000 {
            // Every other text ASCII only: the byte path.
            let letters = round % 2 == 0 ? pool.filter { $0.utf8.allSatisfy { $0 < 0x80 } } : pool
            var text = ""
            for _ in 0..<(round % 17) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += letters[Int(state >> 33) % letters.count]
            }
            XCTAssertEqual(LiquidScalars.array(text), Array(text.unicodeScalars), text.debugDescription)
            compared += 1
        }
        // A text made from a substring reads the same.
        XCTAssertEqual(LiquidScalars.array(String("xx{{a}}yy".dropFirst(2))), Array("{{a}}yy".unicodeScalars))
        XCTAssertEqual(compared, 2000)
    }
}
