import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignPreview

/// The preview's text fit verdicts (SPEC §16.4, §16.5): every measured text carries
/// `data-fit`, a badge under the frame names each cut text the run reported W905 at, and only
/// phone frames in portrait (the frame W905 measures) carry either.
final class FitBadgeTests: XCTestCase {
    private typealias F = PreviewFixtures

    /// A two-button modal whose first label (at offset 100) is cut on iOS only, and whose second
    /// label (at offset 200) is cut everywhere.
    private static func campaign() -> Campaign {
        func at(_ offset: Int) -> SourceRange {
            SourceRange(at: SourcePosition(line: 1, column: offset + 1, offset: offset))
        }
        let buttons = [
            Button(id: 1, text: Located("See suggestions", at: at(100)), range: at(100)),
            Button(id: 2, text: Located("Start your free trial today", at: at(200)), range: at(200)),
        ]
        let message = ImmersiveMessage(common: F.common(.modal), header: F.located("Hi"), message: F.located("Body"), buttons: buttons)
        return F.campaign("trial", message: .modal(message))
    }

    private static func w905(at offset: Int) -> Diagnostic {
        Diagnostic(.W905, "too long", at: SourceLocation(file: "c.yaml", range: SourceRange(at: SourcePosition(line: 1, column: offset + 1, offset: offset))))
    }

    private func frame(_ html: String, platform: String) -> String {
        let start = html.range(of: "data-platform=\"\(platform)\" data-frame=\"trial/light/portrait\"")!.lowerBound
        let end = html.range(of: "</figure>", range: start..<html.endIndex)!.upperBound
        return String(html[start..<end])
    }

    func testTextsCarryTheirVerdictPerPlatform() {
        let html = F.index([F.card(Self.campaign())], options: PreviewOptions(themes: .light, platforms: [.ios, .android, .web]))
        let ios = frame(html, platform: "ios")
        XCTAssertEqual(ios.components(separatedBy: "data-fit=\"cut\"").count - 1, 2)
        XCTAssertTrue(ios.contains("<h3 data-part=\"header\" data-fit=\"fits\""))
        let android = frame(html, platform: "android")
        XCTAssertEqual(android.components(separatedBy: "data-fit=\"cut\"").count - 1, 1)
        XCTAssertEqual(android.components(separatedBy: "data-fit=\"fits\"").count - 1, 3)
        XCTAssertFalse(html.contains("fit-badges\">"), "no badge without a W905 in the run")
    }

    func testABadgeNamesEachReportedCutLabelUnderItsFrame() {
        let card = F.card(Self.campaign(), diagnostics: [Self.w905(at: 200)])
        let html = F.index([card], options: PreviewOptions(themes: .light, platforms: [.ios, .android]))
        XCTAssertTrue(
            frame(html, platform: "android").contains(
                "<ul class=\"fit-badges\"><li class=\"fit\" data-fit-badge=\"W905\" data-field=\"buttons.1.text\" data-for=\"trial/light/portrait\" "
                    + "data-platform=\"android\">buttons.1.text cut to Start your free tri…</li></ul>"))
        XCTAssertTrue(
            frame(html, platform: "ios").contains(
                "<ul class=\"fit-badges\"><li class=\"fit\" data-fit-badge=\"W905\" data-field=\"buttons.1.text\" data-for=\"trial/light/portrait\" "
                    + "data-platform=\"ios\">buttons.1.text cut to Start your fre…</li></ul>"),
            "the first label is cut on iOS too, but the run reported no W905 at it")
    }

    func testLandscapeAndTabletFramesCarryNoVerdict() {
        for options in [PreviewOptions(themes: .light, orientation: .landscape), PreviewOptions(themes: .light, device: .tablet)] {
            let html = F.index([F.card(Self.campaign(), diagnostics: [Self.w905(at: 200)])], options: options)
            XCTAssertFalse(html.contains("data-fit=\""))
            XCTAssertFalse(html.contains("fit-badges\">"))
        }
    }
}
