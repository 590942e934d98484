import CampaignDiagnostics
import CampaignModel
import XCTest

/// "Colours the SDK draws" (SPEC §4.5): which colour each text and background resolves to in
/// each theme, where it came from, and what lies under it.
final class MessageContrastTests: XCTestCase {
    private let here = SourceRange.fileStart

    private func colour(_ text: String) -> Colour? { Colour(css: text) }

    private func common(_ type: MessageType, theme: Theme?) -> MessageCommon {
        MessageCommon(typeRange: here, range: here, dismiss: .defaultFor(type), theme: theme)
    }

    private func modal(
        header: String? = "Header", layout: ImageLayout = .standard, buttons: [ButtonStyle] = [], theme: Theme? = nil, full: Bool = false
    ) -> Message {
        let list = buttons.enumerated().map { Button(id: $0, text: Located("B\($0)", at: here), style: $1, range: here) }
        let message = ImmersiveMessage(
            common: common(full ? .full : .modal, theme: theme), header: header.map { Located($0, at: here) },
            message: layout == .imageOnly ? nil : Located("Body", at: here), layout: Located(layout, at: here), buttons: list)
        return full ? .full(message) : .modal(message)
    }

    func testDefaultsWithoutATheme() {
        let light = ResolvedTheme(message: modal(), appearance: .light)
        XCTAssertEqual(light.background, ResolvedColour(Colour(argb: 0xFFFF_FFFF), from: .sdkDefault))
        XCTAssertEqual(light.header.colour, colour("#333333"))
        XCTAssertEqual(light.text.colour, colour("#555555"))
        XCTAssertEqual(light.frame.colour, colour("#333333BF"))
        XCTAssertEqual(light.closeButton.colour, colour("#9B9B9B"))
        let slideup = Message.slideup(SlideupMessage(common: common(.slideup, theme: nil), message: Located("Hi", at: here)))
        XCTAssertEqual(ResolvedTheme(message: slideup, appearance: .light).background.colour, colour("#EFEFEF"))
    }

    func testDarkWithoutADarkThemeIsTheLightCheck() {
        let message = modal(buttons: [ButtonStyle()], theme: Theme(light: ThemeColours(background: colour("#102030"))))
        let dark = ResolvedTheme(message: message, appearance: .dark)
        XCTAssertFalse(dark.usesDarkTheme)
        XCTAssertEqual(dark.backdrop, .white)
        XCTAssertEqual(dark.background, ResolvedColour(colour("#102030")!, from: .lightTheme))
        XCTAssertEqual(MessageContrast.pairs(message, appearance: .dark), MessageContrast.pairs(message, appearance: .light))
    }

    func testDarkKeysFallBackToLightThenToTheDefault() {
        let theme = Theme(
            light: ThemeColours(background: colour("#FFFFFF"), header: colour("#111111")),
            dark: ThemeColours(background: colour("#1E1E1E"), text: colour("#EEEEEE")))
        let dark = ResolvedTheme(message: modal(theme: theme), appearance: .dark)
        XCTAssertTrue(dark.usesDarkTheme)
        XCTAssertEqual(dark.backdrop, .black)
        XCTAssertEqual(dark.background, ResolvedColour(colour("#1E1E1E")!, from: .darkTheme))
        XCTAssertEqual(dark.header, ResolvedColour(colour("#111111")!, from: .lightTheme), "the dark theme sets no header")
        XCTAssertEqual(dark.closeButton.origin, .sdkDefault)
        let header = MessageContrast.pairs(modal(theme: theme), appearance: .dark)[0]
        XCTAssertEqual(header.part, .header)
        XCTAssertEqual(header.size, .large)
        XCTAssertEqual(header.ratio.shownText, "1.13:1")
        XCTAssertTrue(header.fails(.aa))
        XCTAssertEqual(header.closestTextShade(.aa), colour("#696969"))
    }

    func testWrittenKeysAreWhatTheCompleteDarkThemeHolds() {
        let theme = Theme(light: ThemeColours(text: colour("#333333"), frame: colour("#00000080")), dark: ThemeColours(background: colour("#1E1E1E")))
        let dark = ResolvedTheme(message: modal(theme: theme), appearance: .dark)
        XCTAssertEqual(dark.writtenKeys, [.background, .text, .frame])
        XCTAssertEqual(dark.writtenKeys.map { dark[$0].colour }, [colour("#1E1E1E"), colour("#333333"), colour("#00000080")])
        XCTAssertEqual(ResolvedTheme(message: modal(), appearance: .dark).writtenKeys, [])
    }

    func testButtonsTakeTheDarkEntryThenTheStyleThenTheDefaults() {
        let styles = [
            ButtonStyle(background: colour("#FFFFFF"), text: colour("#1B78CF")),
            ButtonStyle(text: colour("#222222"), border: colour("#00FF00")),
            ButtonStyle(),
        ]
        let theme = Theme(dark: ThemeColours(buttons: [ButtonStyle(background: colour("#3A7BD5")), ButtonStyle(), ButtonStyle(text: colour("#EEEEEE"))]))
        let light = ResolvedTheme(message: modal(buttons: styles, theme: theme), appearance: .light).buttons
        XCTAssertEqual(light[0].background, ResolvedColour(colour("#FFFFFF")!, from: .buttonStyle))
        XCTAssertEqual(light[0].border, ResolvedColour(colour("#FFFFFF")!, from: .buttonBackground), "the border is the background")
        XCTAssertEqual(light[1].background, ResolvedColour(colour("#1B78CF")!, from: .sdkDefault))
        XCTAssertEqual(light[2].text, ResolvedColour(colour("#FFFFFF")!, from: .sdkDefault))
        let dark = ResolvedTheme(message: modal(buttons: styles, theme: theme), appearance: .dark).buttons
        XCTAssertEqual(dark[0].background, ResolvedColour(colour("#3A7BD5")!, from: .darkButton))
        XCTAssertEqual(dark[0].text, ResolvedColour(colour("#1B78CF")!, from: .buttonStyle))
        XCTAssertEqual(dark[0].border, ResolvedColour(colour("#3A7BD5")!, from: .buttonBackground))
        XCTAssertEqual(dark[1].border, ResolvedColour(colour("#00FF00")!, from: .buttonStyle))
        XCTAssertEqual(dark[2].text, ResolvedColour(colour("#EEEEEE")!, from: .darkButton))
        XCTAssertEqual(dark[2].background.origin, .sdkDefault)
    }

    func testModalBackgroundLiesOnTheFrameOverTheBackdrop() {
        let theme = Theme(light: ThemeColours(background: colour("#FFFFFF80"), text: colour("#000000"), frame: colour("#00000080")))
        let pairs = MessageContrast.pairs(modal(header: nil, theme: theme), appearance: .light)
        XCTAssertEqual(pairs.map(\.part), [.message])
        // Frame: 128/255 black over white = 127; background: half white over that.
        let frame = 127.0 / 255 * 255
        let expected = 128.0 / 255 * 255 + 127.0 / 255 * frame
        XCTAssertEqual(pairs[0].drawnBackground.colour.red, expected, accuracy: 1e-12)
        XCTAssertEqual(pairs[0].steps.map(\.text), ["#00000080 over #FFFFFF is #7F7F7F", "#FFFFFF80 over #7F7F7F is #BFBFBF"])
        // The same colours on a full message lie on the backdrop alone.
        let full = MessageContrast.pairs(modal(header: nil, theme: theme, full: true), appearance: .light)
        XCTAssertEqual(full[0].steps.map(\.text), ["#FFFFFF80 over #FFFFFF is #FFFFFF"])
    }

    func testButtonTextLiesOnTheButtonOverTheMessage() {
        let theme = Theme(light: ThemeColours(background: colour("#666666")))
        let message = modal(header: nil, buttons: [ButtonStyle(background: colour("#FFFFFF80"), text: colour("#FFFFFF"))], theme: theme)
        let button = MessageContrast.pairs(message, appearance: .light)[1]
        XCTAssertEqual(button.part, .buttonText(index: 0))
        XCTAssertEqual(button.part.name, "button 1 text")
        XCTAssertEqual(button.drawnBackground.colour.hexText, "#B3B3B3")
        XCTAssertEqual(button.steps.map(\.text), ["#FFFFFF80 over #666666 is #B3B3B3"])
        XCTAssertEqual(button.ratio.shownText, "2.10:1")
    }

    func testImageOnlyChecksOnlyOpaqueButtons() {
        let styles = [ButtonStyle(background: colour("#1B78CF80")), ButtonStyle(background: colour("#1B78CF"))]
        let pairs = MessageContrast.pairs(modal(layout: .imageOnly, buttons: styles), appearance: .light)
        XCTAssertEqual(pairs.map(\.part), [.buttonText(index: 1)], "no header or message, and not the translucent button on the image")
    }

    func testSlideupChecksItsMessageOnTheBackdropAndHTMLNothing() {
        let slideup = Message.slideup(SlideupMessage(common: common(.slideup, theme: nil), message: Located("Hi", at: here)))
        let pairs = MessageContrast.pairs(slideup, appearance: .light)
        XCTAssertEqual(pairs.map(\.part), [.message])
        XCTAssertEqual(pairs[0].ratio.shownText, "6.48:1", "#555555 on #EFEFEF")
        let html = Message.html(HTMLMessage(common: common(.html, theme: nil), html: Located("<p>x</p>", at: here)))
        XCTAssertEqual(MessageContrast.pairs(html, appearance: .light), [])
    }

    func testThePartsNameThemselvesAsTheDiagnosticsDo() {
        XCTAssertEqual([ContrastPart.header, .message, .buttonText(index: 1)].map(\.name), ["header", "message text", "button 2 text"])
    }
}
