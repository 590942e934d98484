import CampaignDiagnostics
import CampaignModel
import XCTest

/// The checks of SPEC §4.5 as they are reported: the light theme's texts, then the dark theme's
/// that are drawn differently; which frames draw each; the code of each text.
final class ContrastCheckTests: XCTestCase {
    private let here = SourceRange.fileStart

    private func modal(buttons: [ButtonStyle] = [], theme: Theme?) -> Message {
        let list = buttons.enumerated().map { Button(id: $0, text: Located("B\($0)", at: here), style: $1, range: here) }
        return .modal(
            ImmersiveMessage(
                common: MessageCommon(typeRange: here, range: here, dismiss: .defaultFor(.modal), theme: theme),
                header: Located("Header", at: here), message: Located("Body", at: here), buttons: list))
    }

    private func summary(_ checks: [ContrastCheck]) -> [String] {
        checks.map { "\($0.code.rawValue) \($0.pair.part.name) \($0.appearance.rawValue)\($0.drawnInDark ? " +dark" : "")" }
    }

    func testWithoutADarkThemeEveryCheckIsLightAndDrawnInDarkFrames() {
        let message = modal(buttons: [ButtonStyle()], theme: nil)
        XCTAssertEqual(
            summary(MessageContrast.checks(message)),
            ["W701 header light +dark", "W702 message text light +dark", "W703 button 1 text light +dark"])
        XCTAssertEqual(MessageContrast.checks(message, drawnIn: ResolvedTheme(message: message, appearance: .dark)).count, 3)
    }

    func testADarkThemeAddsOnlyTheTextsItDrawsDifferently() {
        let theme = Theme(
            light: ThemeColours(background: Colour(css: "#FFFFFF"), header: Colour(css: "#111111")),
            dark: ThemeColours(background: Colour(css: "#FFFFFF"), text: Colour(css: "#222222")))
        let message = modal(buttons: [ButtonStyle()], theme: theme)
        XCTAssertEqual(
            summary(MessageContrast.checks(message)),
            ["W701 header light +dark", "W702 message text light", "W703 button 1 text light +dark", "W702 message text dark +dark"])
        let dark = ResolvedTheme(message: message, appearance: .dark)
        XCTAssertEqual(
            summary(MessageContrast.checks(message, drawnIn: dark)),
            ["W701 header light +dark", "W703 button 1 text light +dark", "W702 message text dark +dark"])
        let light = ResolvedTheme(message: message, appearance: .light)
        XCTAssertEqual(
            summary(MessageContrast.checks(message, drawnIn: light)), ["W701 header light +dark", "W702 message text light", "W703 button 1 text light +dark"])
    }

    func testTheSameColoursOverAnotherBackdropAreDrawnDifferently() {
        // A translucent background over the frame over #FFFFFF (light), and over #000000 (dark).
        let theme = Theme(light: ThemeColours(background: Colour(css: "#80808080")), dark: ThemeColours(icon: Colour(css: "#FFFFFF")))
        let checks = MessageContrast.checks(modal(theme: theme))
        XCTAssertEqual(summary(checks), ["W701 header light", "W702 message text light", "W701 header dark +dark", "W702 message text dark +dark"])
        // #333333BF over #000000, then #80808080 over that.
        XCTAssertEqual(checks[2].pair.drawnBackground.colour.hexText, "#535353")
    }

    func testCodesAndKeys() {
        XCTAssertEqual([ContrastPart.header, .message, .buttonText(index: 1)].map(\.code), [.W701, .W702, .W703])
        XCTAssertEqual(Colour(css: "#12345680")?.shownText, "#12345680")
        XCTAssertEqual(Colour(css: "#abc")?.shownText, "#AABBCC")
    }
}
