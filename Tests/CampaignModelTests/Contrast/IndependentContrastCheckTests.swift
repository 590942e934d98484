import CampaignModel
import CampaignTestSupport
import XCTest

/// The contrast arithmetic against an independent implementation: a few hundred random colour
/// pairs computed here, recomputed by `Scripts/check_contrast.py` (its own Python code) with
/// the system interpreter, which must agree on every result.
final class IndependentContrastCheckTests: XCTestCase {
    /// One case as a JSON line: the inputs and every result of the Swift code.
    static func caseLine(text: Colour, background: Colour, backdrop: ExactColour, level: ContrastLevel, size: TextSize) -> String {
        let pair = ContrastPair(
            part: .message, size: size, text: ResolvedColour(text, from: .sdkDefault), on: ResolvedColour(background, from: .sdkDefault),
            over: DrawnLayers(backdrop))
        let passes = !pair.fails(level)
        func shade(_ colour: Colour?) -> String {
            guard let colour else { return "null" }
            return "\"#" + String(colour.cssText.dropFirst().prefix(6)) + "\""
        }
        let fields = [
            "\"text\":\"\(text.cssText)\"", "\"background\":\"\(background.cssText)\"", "\"backdrop\":\"\(backdrop.hexText)\"",
            "\"level\":\"\(level.rawValue)\"", "\"size\":\"\(size == .large ? "large" : "normal")\"",
            "\"drawn_background\":\"\(pair.drawnBackground.colour.hexText)\"", "\"drawn_text\":\"\(pair.drawnText.colour.hexText)\"",
            "\"ratio\":\(pair.ratio.value)", "\"shown\":\"\(pair.ratio.shownText)\"", "\"passes\":\(passes)",
            "\"text_shade\":" + (passes ? "null" : shade(pair.closestTextShade(level))),
            "\"background_shade\":" + (passes ? "null" : shade(pair.closestBackgroundShade(level))),
        ]
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// 400 cases: opaque and translucent texts and backgrounds, on white and on black, at both
    /// levels and sizes, and a quarter of them greys close to each other (where the shade
    /// search works hardest).
    static func cases() -> [String] {
        var random = SplitMix64(seed: 20_260_301)
        var lines: [String] = []
        for index in 0..<400 {
            var text = Colour(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.chance(50) ? 255 : random.byte())
            let background = Colour(red: random.byte(), green: random.byte(), blue: random.byte(), alpha: random.chance(70) ? 255 : random.byte())
            if index % 4 == 0 {
                let near = UInt8(clamping: Int(background.red) + Int(random.byte() % 64) - 32)
                text = Colour(red: near, green: near, blue: near, alpha: text.alpha)
            }
            let backdrop: ExactColour = random.chance(50) ? .white : .black
            let level: ContrastLevel = random.chance(70) ? .aa : .aaa
            let size: TextSize = random.chance(50) ? .normal : .large
            lines.append(caseLine(text: text, background: background, backdrop: backdrop, level: level, size: size))
        }
        return lines
    }

    func testPythonAgreesOnEveryCase() throws {
        guard PythonCheck.isAvailable else { throw XCTSkip("needs \(PythonCheck.interpreter) (installed by .ci/run)") }
        let (status, output) = try PythonCheck.run("check_contrast.py", lines: Self.cases())
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(output, "400 cases agree\n")
    }

    func testTheCasesCoverFailuresShadesAndTranslucency() {
        let lines = Self.cases()
        XCTAssertEqual(lines.count, 400)
        XCTAssertGreaterThan(lines.filter { $0.contains("\"passes\":false") }.count, 100)
        XCTAssertGreaterThan(lines.filter { $0.contains("\"text_shade\":\"#") }.count, 100)
        XCTAssertGreaterThan(lines.filter { $0.contains("\"text_shade\":null,") && $0.contains("\"passes\":false") }.count, 0, "no shade at AAA")
        XCTAssertGreaterThan(lines.filter { !$0.contains("FF\",\"background\"") }.count, 100, "translucent texts")
    }
}
