import CampaignModel
import XCTest

@testable import CampaignPreview

/// How each message type is drawn: hooks, geometry written into the markup, colours, escaping.
final class MessageMarkupTests: XCTestCase {
    private typealias F = PreviewFixtures

    func testCampaignTextIsEscapedEverywhere() {
        let hostile = "<script>alert('x')</script> & \"q\""
        let campaign = F.modal("esc", header: hostile, body: hostile, buttons: [hostile])
        var named = campaign
        named.name = F.located(hostile)
        let html = F.index([F.card(named)])
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertTrue(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;"))
    }

    func testJavaScriptURIIsShownNeverLinked() {
        let campaign = F.slideup("js", text: "Tap", click: .uri("javascript:alert(1)", webview: false))
        let html = F.index([F.card(campaign)])
        XCTAssertTrue(html.contains("<dd><bdi>javascript:alert(1)</bdi></dd>"))
        XCTAssertFalse(html.contains("href="))
    }

    func testSlideupGeometryFollowsTheReference() {
        let top = F.index([F.card(F.slideup("s", text: "Hi", click: .uri("myapp://x", webview: false), from: .top))])
        XCTAssertTrue(top.contains("style=\"left:10px;width:355px;top:30px;"), "10 from the safe area (20) in a 375 frame")
        XCTAssertTrue(top.contains("data-part=\"chevron\""))
        let bottom = F.index([F.card(F.slideup("s", text: "Hi"))], options: PreviewOptions(orientation: .landscape))
        XCTAssertTrue(bottom.contains("style=\"left:108px;width:450px;bottom:10px;"), "450 wide, centred in 667")
        XCTAssertFalse(bottom.contains("data-part=\"chevron\""), "no chevron without a click action")
    }

    func testModalWidthAndButtons() {
        let html = F.index([F.card(F.modal("m", header: "H", body: "B", buttons: ["One", "Two"]))])
        XCTAssertTrue(html.contains("width:335px;max-height:607px;border-radius:8px;"))
        XCTAssertTrue(html.contains("<div class=\"buttons two\""))
        XCTAssertEqual(html.components(separatedBy: "data-part=\"button\"").count - 1, 4, "two buttons in two frames")
        XCTAssertTrue(html.contains("data-part=\"close\""))
    }

    private func colours(_ campaign: Campaign, _ look: PlatformLook, _ theme: PreviewTheme) -> ResolvedTheme {
        FrameContext(campaign: campaign, look: look, theme: theme, frame: FrameGeometry(device: .phone, orientation: .portrait)).colours
    }

    func testDarkFrameUsesLightColoursWithoutADarkTheme() {
        let light = ThemeColours(background: Colour(css: "#102030"), text: Colour(css: "#405060"))
        let modal = F.modal("t", header: "H", body: "B", theme: Theme(light: light))
        for look in [PlatformLook.iOS, .android, .web] {
            XCTAssertEqual(colours(modal, look, .dark).background.colour, Colour(css: "#102030"), "\(look.platform)")
            XCTAssertEqual(colours(modal, look, .dark).header.colour, Colour(css: "#333333"), "reference default")
        }
    }

    func testDarkThemeOnIOSAndAndroidButNeverOnWeb() {
        let light = ThemeColours(background: Colour(css: "#102030"), text: Colour(css: "#405060"))
        let dark = ThemeColours(background: Colour(css: "#000000"))
        let both = F.modal("t", header: "H", body: "B", theme: Theme(light: light, dark: dark))
        for look in [PlatformLook.iOS, .android] {
            XCTAssertEqual(colours(both, look, .dark).background.colour, Colour(css: "#000000"))
            XCTAssertEqual(colours(both, look, .dark).text.colour, Colour(css: "#405060"), "a key the dark theme leaves out comes from light")
            XCTAssertEqual(colours(both, look, .light).background.colour, Colour(css: "#102030"))
        }
        XCTAssertEqual(colours(both, .web, .dark), colours(both, .web, .light), "the Web SDK does not read themes")
        let html = F.index([F.card(both)], options: PreviewOptions(platforms: PreviewPlatform.allCases))
        let web = html[html.range(of: "data-row=\"web\"")!.lowerBound...]
        XCTAssertTrue(web.contains("The Web SDK does not apply dark themes: the dark frame shows the light colours."))
        XCTAssertFalse(html[..<web.startIndex].contains("does not apply dark themes"))
        XCTAssertFalse(
            F.index([F.card(F.modal("n", header: "H", body: "B"))], options: PreviewOptions(platforms: [.web])).contains("dark themes"),
            "no note without a dark theme")
    }

    func testDarkButtonOverridesAndDefaults() {
        var modal = F.modal("b", header: nil, body: "B", buttons: ["A", "B"])
        let dark = ThemeColours(buttons: [ButtonStyle(background: Colour(css: "#3A7BD5"))])
        if case .modal(var message) = modal.message {
            message.common.theme = Theme(dark: dark)
            message.buttons[1].style = ButtonStyle(text: Colour(css: "#111111"))
            modal.message = .modal(message)
        }
        let buttons = colours(modal, .iOS, .dark).buttons
        XCTAssertEqual(buttons[0].background.colour, Colour(css: "#3A7BD5"))
        XCTAssertEqual(buttons[0].border.colour, Colour(css: "#3A7BD5"), "border defaults to the background")
        XCTAssertEqual(buttons[1].background.colour, Colour(css: "#1B78CF"))
        XCTAssertEqual(buttons[1].text.colour, Colour(css: "#111111"))
    }

    func testHTMLMessageIsASandboxedFrameWithBridgeList() {
        let html = F.index([F.card(F.html("promo", html: "<p>x</p>"))])
        XCTAssertTrue(html.contains("sandbox=\"allow-scripts\" src=\"html/promo.html\""))
        XCTAssertFalse(html.contains("allow-same-origin"))
        XCTAssertFalse(html.contains("srcdoc"))
        XCTAssertTrue(html.contains("data-bridge-calls=\"promo/light/portrait\""))
        XCTAssertTrue(html.contains("data-bridge-calls=\"promo/dark/portrait\""))
        XCTAssertTrue(html.contains("The web view is transparent, as on iOS"))
    }

    func testLanguageAndDirection() {
        var campaign = F.modal("l", header: "שלום", body: "B")
        if case .modal(var message) = campaign.message {
            message.common.language = F.located("he")
            campaign.message = .modal(message)
        }
        let html = F.index([F.card(campaign)])
        XCTAssertTrue(html.contains("data-part=\"message\" lang=\"he\""))
        XCTAssertTrue(html.contains("<h3 data-part=\"header\" data-fit=\"fits\" dir=\"auto\""))
    }

    func testFullCropFitIsNoted() {
        let image = ImageSource.remote("https://cdn.example.com/f.png")
        let message = ImmersiveMessage(common: F.common(.full, image: image), header: F.located("H"), message: F.located("B"), crop: .fit)
        let html = F.index([F.card(F.campaign("f", message: .full(message)))])
        XCTAssertTrue(html.contains("<code>crop: fit</code> applies on Android and Web"))
        XCTAssertTrue(html.contains("style=\"width:100%;height:333px;flex:none\""), "top half of 667, filled")
        XCTAssertTrue(html.contains("object-fit:cover"))
    }
}
