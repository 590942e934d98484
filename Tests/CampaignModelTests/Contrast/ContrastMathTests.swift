import CampaignModel
import XCTest

/// The arithmetic of SPEC §4.5, checked on its own examples: compositing, luminance and ratio,
/// the shown forms, the thresholds and the shade search.
final class ContrastMathTests: XCTestCase {
    private func colour(_ text: String) -> Colour {
        guard let colour = Colour(css: text) else {
            XCTFail("not a colour: \(text)")
            return Colour(argb: 0)
        }
        return colour
    }

    private func ratio(_ text: String, on background: String) -> ContrastRatio {
        ContrastRatio(ExactColour(colour(text)), ExactColour(colour(background)))
    }

    func testTheHeaderOfTheDarkCartUpsellIsOnePointThirteen() {
        XCTAssertEqual(ratio("#111111", on: "#1E1E1E").shownText, "1.13:1")
        XCTAssertEqual(ratio("#1E1E1E", on: "#111111"), ratio("#111111", on: "#1E1E1E"), "the order of the colours does not matter")
    }

    func testExtremesAreOneAndTwentyOne() {
        XCTAssertEqual(ratio("#000000", on: "#FFFFFF").value, 21, accuracy: 1e-12)
        XCTAssertEqual(ratio("#000000", on: "#FFFFFF").shownText, "21.00:1")
        XCTAssertEqual(ratio("#808080", on: "#808080").value, 1)
        XCTAssertEqual(ratio("#808080", on: "#808080").shownText, "1.00:1")
    }

    func testTheRatioIsTruncatedNotRounded() {
        let grey = ratio("#777777", on: "#FFFFFF")
        XCTAssertEqual(grey.value, 4.478089453577214, accuracy: 1e-12)
        XCTAssertEqual(grey.shownText, "4.47:1", "4.478… shows 4.47")
        XCTAssertFalse(grey.reaches(ContrastThreshold(level: .aa, size: .normal)))
        XCTAssertEqual(ratio("#767676", on: "#FFFFFF").shownText, "4.54:1")
    }

    func testARatioJustBelowTheThresholdFailsIt() {
        // #F6F6F678 over #1A1A1A against #1A1A1A: 4.49995…:1.
        let backdrop = ExactColour(colour("#1A1A1A"))
        let text = colour("#F6F6F678").composited(over: backdrop)
        let ratio = ContrastRatio(text, backdrop)
        XCTAssertEqual(ratio.value, 4.499954451413088, accuracy: 1e-12)
        XCTAssertFalse(ratio.reaches(ContrastThreshold(level: .aa, size: .normal)), "4.4999 fails 4.5")
        XCTAssertTrue(ratio.reaches(ContrastThreshold(level: .aa, size: .large)))
        XCTAssertEqual(ratio.shownText, "4.49:1", "a failing ratio never reads as its threshold")
    }

    func testCompositingIsExactAndShownRoundedHalfUp() {
        let drawn = colour("#FFFFFF80").composited(over: ExactColour(colour("#666666")))
        XCTAssertEqual(drawn.red, 128 + 127.0 / 255 * 102, accuracy: 1e-12)
        XCTAssertEqual(drawn.hexText, "#B3B3B3", "178.8 → B3")
        let step = DrawnLayers(ExactColour(colour("#666666"))).drawing(colour("#FFFFFF80")).steps
        XCTAssertEqual(step.map(\.text), ["#FFFFFF80 over #666666 is #B3B3B3"])
        XCTAssertEqual(ExactColour(red: 178.5, green: 178.49, blue: 0.5).hexText, "#B3B201")
        XCTAssertEqual(colour("#12345600").composited(over: .white), .white, "alpha 0 leaves the backdrop")
        XCTAssertEqual(colour("#123456").composited(over: .black), ExactColour(colour("#123456")), "an opaque colour hides the backdrop")
        XCTAssertEqual(DrawnLayers(.white).drawing(colour("#00000080")).drawing(colour("#123456")).steps, [], "an opaque layer starts afresh")
    }

    func testLuminanceUsesTheThreshold004045() {
        // 10/255 = 0.0392 lies below both thresholds; no 8-bit value lies between 0.03928 and
        // 0.04045, but a composited channel can: 10.1 is linear under 0.04045.
        XCTAssertEqual(ExactColour(red: 10.1, green: 10.1, blue: 10.1).relativeLuminance, 10.1 / 255 / 12.92, accuracy: 1e-15)
        XCTAssertEqual(ExactColour.white.relativeLuminance, 1, accuracy: 1e-15)
        XCTAssertEqual(ExactColour.black.relativeLuminance, 0)
    }

    func testThresholdsAndTextSizes() {
        XCTAssertEqual(ContrastThreshold(level: .aa, size: .normal), ContrastThreshold(level: .aaa, size: .large))
        XCTAssertEqual([TextSize.normal, .large].map { ContrastThreshold(level: .aa, size: $0).text }, ["4.5:1", "3:1"])
        XCTAssertEqual([TextSize.normal, .large].map { ContrastThreshold(level: .aaa, size: $0).text }, ["7:1", "4.5:1"])
        XCTAssertEqual(ContrastThreshold(level: .aaa, size: .normal).value, 7)
        XCTAssertEqual(TextSize(cssPixels: 20, bold: true), .large, "the header")
        XCTAssertEqual(TextSize(cssPixels: 20, bold: false), .normal)
        XCTAssertEqual(TextSize(cssPixels: 24, bold: false), .large)
        XCTAssertEqual(TextSize(cssPixels: 18.67, bold: true), .large)
        XCTAssertEqual(TextSize(cssPixels: 18.66, bold: true), .normal)
        XCTAssertEqual(TextSize(cssPixels: 15, bold: true), .normal, "slideup and button text")
    }

    func testClosestShadesOfTheSpecExamples() {
        let aaNormal = ContrastThreshold(level: .aa, size: .normal)
        let aaLarge = ContrastThreshold(level: .aa, size: .large)
        XCTAssertEqual(ShadeSearch.closest(to: colour("#999999"), reaching: aaNormal, against: .white)?.cssText, "#767676FF")
        XCTAssertEqual(ShadeSearch.closest(to: colour("#111111"), reaching: aaLarge, against: ExactColour(colour("#1E1E1E")))?.cssText, "#696969FF")
        XCTAssertNil(
            ShadeSearch.closest(to: colour("#777777"), reaching: ContrastThreshold(level: .aaa, size: .normal), against: ExactColour(colour("#777777"))),
            "no shade of a mid grey reaches 7:1 on itself")
    }

    func testShadeStepsAreExactIntegers() {
        XCTAssertEqual(ShadeSearch.darker(colour("#999999"), by: 57), colour("#767676"), "⌊153·198/255⌋ = 118")
        XCTAssertEqual(ShadeSearch.darker(colour("#999999"), by: 56), colour("#777777"))
        XCTAssertEqual(ShadeSearch.lighter(colour("#111111"), by: 94), colour("#696969"), "17 + ⌈238·94/255⌉ = 105")
        XCTAssertEqual(ShadeSearch.lighter(colour("#00FF80"), by: 255), colour("#FFFFFF"))
        XCTAssertEqual(ShadeSearch.darker(colour("#00FF80"), by: 255), colour("#000000"))
        XCTAssertEqual(ShadeSearch.lighter(colour("#000000"), by: 1), colour("#010101"), "a ceiling, so every step moves")
    }

    func testTheSearchTakesTheFirstStepThatPassesWhicheverWay() {
        let threshold = ContrastThreshold(level: .aa, size: .large)
        // #808080 on itself: darker_144 (#373737) passes before lighter_193 (#E1E1E1).
        let mid = ShadeSearch.closest(to: colour("#808080"), reaching: threshold, against: ExactColour(colour("#808080")))
        XCTAssertEqual(mid, colour("#373737"))
        // #606060 on itself: lighter_134 (#B4B4B4) passes before darker_208 (#111111).
        let dark = ShadeSearch.closest(to: colour("#606060"), reaching: threshold, against: ExactColour(colour("#606060")))
        XCTAssertEqual(dark, colour("#B4B4B4"))
    }
}
