import CampaignModel
import XCTest

final class ThemeColourTests: XCTestCase {
    func testSixDigitsAreOpaque() {
        XCTAssertEqual(Colour(css: "#FFFFFF")?.argb, 4_294_967_295)
        XCTAssertEqual(Colour(css: "#1B78CF")?.argb, 4_279_990_479)
        XCTAssertEqual(Colour(css: "#000000")?.argb, 0xFF00_0000)
    }

    func testEightDigitsPutAlphaLast() {
        XCTAssertEqual(Colour(css: "#333333BF")?.argb, 3_207_803_699)
        XCTAssertEqual(Colour(css: "#11223300")?.argb, 0x0011_2233)
    }

    func testThreeDigitsRepeatEachDigit() {
        XCTAssertEqual(Colour(css: "#FFF")?.argb, 4_294_967_295)
        XCTAssertEqual(Colour(css: "#1a2")?.argb, 0xFF11_AA22)
    }

    func testCaseInsensitive() {
        XCTAssertEqual(Colour(css: "#abcdef"), Colour(css: "#ABCDEF"))
        XCTAssertEqual(Colour(css: "#aBcDeF80")?.argb, 0x80AB_CDEF)
    }

    func testMalformedColoursAreRejected() {
        for text in ["", "#", "FFFFFF", "#FF", "#FFFF", "#FFFFF", "#FFFFFFF", "#FFFFFFFFF", "#GGGGGG", "# FFFFFF", "#FFFFFF ", "red", "#１２３"] {
            XCTAssertNil(Colour(css: text), text)
        }
    }

    func testComponentsAndCSSText() {
        let colour = Colour(argb: 3_207_803_699)
        XCTAssertEqual(colour.alpha, 0xBF)
        XCTAssertEqual(colour.red, 0x33)
        XCTAssertEqual(colour.green, 0x33)
        XCTAssertEqual(colour.blue, 0x33)
        XCTAssertEqual(colour.cssText, "#333333BF")
        XCTAssertEqual(Colour(css: "#0a0")?.cssText, "#00AA00FF")
    }
}
