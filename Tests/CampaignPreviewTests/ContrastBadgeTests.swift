import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignPreview

/// The contrast badges of SPEC §10: one under each frame per failing check of the colours that
/// frame draws, only for the checks the run reported.
final class ContrastBadgeTests: XCTestCase {
    private typealias F = PreviewFixtures

    private static let darkHeader = "header contrast 1.13:1 in the dark theme is below 3:1 (WCAG 2 AA, large text): #111111 on #1E1E1E"
    private static let greyText = "message text contrast 2.84:1 in the light theme is below 4.5:1 (WCAG 2 AA): #999999 on #FFFFFF"

    /// SPEC §4.5's example: the dark theme sets the background but not the header.
    private var cart: Campaign {
        let theme = Theme(
            light: ThemeColours(background: Colour(css: "#FFFFFF"), header: Colour(css: "#111111")),
            dark: ThemeColours(background: Colour(css: "#1E1E1E"), text: Colour(css: "#EEEEEE")))
        return F.modal("cart", header: "Free shipping", body: "Add $10 more", theme: theme)
    }

    private func badges(_ card: PreviewCard, level: ContrastLevel = .aa) -> [String] {
        let gallery = GalleryRenderer.render([card], options: PreviewOptions(platforms: [.ios, .android, .web]), contrastLevel: level)
        let html = String(decoding: gallery.files.first { $0.path == "index.html" }?.bytes ?? [], as: UTF8.self)
        return html.components(separatedBy: "<li class=\"contrast\" ").dropFirst().map { String($0.prefix { $0 != "<" }) }
    }

    func testTheDarkHeaderShowsUnderTheDarkFramesOfIOSAndAndroid() {
        let card = F.card(cart, diagnostics: [F.diagnostic(.W701, .warning, Self.darkHeader, line: 9)])
        let title = "title=\"W701: " + Self.darkHeader + "\">header 1.13:1 &lt; 3:1"
        XCTAssertEqual(
            badges(card),
            [
                "data-contrast=\"W701\" data-for=\"cart/dark/portrait\" data-platform=\"ios\" " + title,
                "data-contrast=\"W701\" data-for=\"cart/dark/portrait\" data-platform=\"android\" " + title,
            ])
    }

    func testACheckTheRunDidNotReportShowsNoBadge() {
        XCTAssertEqual(badges(F.card(cart)), [], "turned off in severity: or suppressed")
        let other = F.diagnostic(.W701, .warning, Self.darkHeader.replacingOccurrences(of: "dark theme", with: "light theme"), line: 9)
        XCTAssertEqual(badges(F.card(cart, diagnostics: [other])), [], "another check's diagnostic")
    }

    func testALightFailureShowsUnderEveryFrameWithoutADarkTheme() {
        let theme = Theme(light: ThemeColours(text: Colour(css: "#999999")))
        let card = F.card(F.modal("grey", header: nil, body: "Hi", theme: theme), diagnostics: [F.diagnostic(.W702, .warning, Self.greyText, line: 7)])
        XCTAssertEqual(
            badges(card).map { $0.components(separatedBy: "title=")[0] },
            ["ios", "ios", "android", "android", "web", "web"].enumerated().map { index, platform in
                "data-contrast=\"W702\" data-for=\"grey/\(index % 2 == 0 ? "light" : "dark")/portrait\" data-platform=\"\(platform)\" "
            })
    }

    func testTheWebDarkFrameShowsTheLightThemesFailures() {
        let theme = Theme(
            light: ThemeColours(text: Colour(css: "#999999")), dark: ThemeColours(background: Colour(css: "#000000"), text: Colour(css: "#FFFFFF")))
        let card = F.card(F.modal("grey", header: nil, body: "Hi", theme: theme), diagnostics: [F.diagnostic(.W702, .warning, Self.greyText, line: 7)])
        XCTAssertEqual(
            badges(card).map { $0.components(separatedBy: "title=")[0] },
            [
                "data-contrast=\"W702\" data-for=\"grey/light/portrait\" data-platform=\"ios\" ",
                "data-contrast=\"W702\" data-for=\"grey/light/portrait\" data-platform=\"android\" ",
                "data-contrast=\"W702\" data-for=\"grey/light/portrait\" data-platform=\"web\" ",
                "data-contrast=\"W702\" data-for=\"grey/dark/portrait\" data-platform=\"web\" ",
            ])
    }

    func testADarkCheckDrawnLikeTheLightOneShowsUnderTheDarkFramesToo() {
        let theme = Theme(light: ThemeColours(text: Colour(css: "#999999")), dark: ThemeColours(background: Colour(css: "#FFFFFF")))
        let card = F.card(F.modal("grey", header: nil, body: "Hi", theme: theme), diagnostics: [F.diagnostic(.W702, .warning, Self.greyText, line: 7)])
        XCTAssertEqual(badges(card).count, 6)
    }

    func testTheLevelOfTheProject() {
        let message = "button 1 text contrast 4.53:1 in the light theme is below 7:1 (WCAG 2 AAA): #FFFFFF on #1B78CF"
        let card = F.card(F.modal("buy", header: nil, body: "Hi", buttons: ["Buy"]), diagnostics: [F.diagnostic(.W703, .warning, message, line: 7)])
        XCTAssertEqual(badges(card, level: .aaa).count, 6)
        XCTAssertTrue(badges(card, level: .aaa)[0].hasSuffix(">button 1 text 4.53:1 &lt; 7:1"))
        XCTAssertEqual(badges(card, level: .aa), [], "passes at AA")
    }
}
