import CampaignModel
import XCTest

/// `Colour(css:)` over every length and the texts around them.
final class ColourParsingTests: XCTestCase {
    func testEveryFormAndCase() {
        XCTAssertEqual(Colour(css: "#abc")?.argb, 0xFFAA_BBCC)
        XCTAssertEqual(Colour(css: "#ABC")?.argb, 0xFFAA_BBCC)
        XCTAssertEqual(Colour(css: "#000")?.argb, 0xFF00_0000)
        XCTAssertEqual(Colour(css: "#1b78cF")?.argb, 0xFF1B_78CF)
        XCTAssertEqual(Colour(css: "#333333BF")?.argb, 3_207_803_699)
        XCTAssertEqual(Colour(css: "#00000000")?.argb, 0)
        XCTAssertEqual(Colour(css: "#FfFfFfFf")?.argb, UInt32.max)
        XCTAssertEqual(Colour(css: "#0123456789")?.argb, nil)
    }

    func testAnythingElseIsNotAColour() {
        for text in [
            "", "#", "abc", "#ab", "#abcd", "#abcde", "#abcdefg", "#abcdef0", "#abcdef012", " #abc", "#abc ",
            "#ggg", "##abc", "#\u{FF21}BC", "#ab\u{301}c", "\u{FF03}abc", "#abc\n",
        ] {
            XCTAssertNil(Colour(css: text), text)
        }
    }

    func testTheCSSTextReadsBack() {
        for argb: UInt32 in [0, 0xFF12_3456, 0x80AB_CDEF, UInt32.max] {
            XCTAssertEqual(Colour(css: Colour(argb: argb).cssText)?.argb, argb)
        }
    }
}
