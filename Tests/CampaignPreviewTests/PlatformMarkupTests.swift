import CampaignModel
import XCTest

@testable import CampaignPreview

/// (v3) The platform rows and what each platform's table puts into the markup (SPEC §10,
/// §10.1); the browser tests measure the drawn result.
final class PlatformMarkupTests: XCTestCase {
    private typealias F = PreviewFixtures
    private let all = PreviewOptions(platforms: PreviewPlatform.allCases)

    /// The markup of `platform`'s row of the only card.
    private func row(_ html: String, _ platform: PreviewPlatform) -> Substring {
        guard let start = html.range(of: "<div class=\"platform-row\" data-row=\"" + platform.rawValue + "\">") else { return "" }
        let rest = html[start.lowerBound...]
        let end = rest.dropFirst().range(of: "<div class=\"platform-row\"")?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }

    func testPlatformsAreNormalisedToRowOrder() {
        XCTAssertEqual(PreviewOptions(platforms: [.web, .ios, .web]).platforms, [.ios, .web])
        XCTAssertEqual(PreviewOptions(platforms: []).platforms, [.ios], "iOS by default")
        var options = PreviewOptions()
        options.platforms = [.web, .android]
        XCTAssertEqual(options.platforms, [.android, .web])
        XCTAssertEqual(PlatformWord.all.platforms, [.ios, .android, .web])
        XCTAssertEqual(PreviewPlatform.allCases.map(\.name), ["iOS", "Android", "Web"])
    }

    func testRowsAreHeadedAndCaptionsStartWithThePlatform() {
        let html = F.index([F.card(F.modal("m", header: "H", body: "B"))], options: all)
        let headings = html.components(separatedBy: "<h3 class=\"platform-name\">").dropFirst().map { $0.prefix { $0 != "<" } }
        XCTAssertEqual(headings, ["iOS", "Android", "Web"])
        XCTAssertTrue(row(html, .android).contains("<figcaption>Android · light · portrait · 375×667</figcaption>"))
        XCTAssertTrue(
            row(html, .web).contains("<div class=\"screen dark\" data-platform=\"web\" data-frame=\"m/dark/portrait\" style=\"width:375px;height:667px\">"))
        XCTAssertTrue(html.contains("<p>1 campaign · phone · iOS, Android, Web</p>"))
    }

    func testEachPlatformsModalNumbers() {
        let html = F.index([F.card(F.modal("m", header: "H", body: "B", buttons: ["A"]))], options: all)
        XCTAssertTrue(
            row(html, .ios).contains(
                "width:335px;max-height:607px;border-radius:8px;box-shadow:0 0 8px rgba(0,0,0,.3);font-family:-apple-system, system-ui, sans-serif;"))
        XCTAssertTrue(
            row(html, .android).contains(
                "width:345px;max-height:617px;border-radius:10px;box-shadow:0 7px 14px rgba(0,0,0,.3);font-family:Roboto, system-ui, sans-serif;"))
        XCTAssertTrue(row(html, .web).contains("width:345px;max-height:617px;border-radius:8px;box-shadow:0 0 4px rgba(0,0,0,.3);"))
        XCTAssertTrue(row(html, .web).contains("font-family:'Helvetica Neue Light', 'Helvetica Neue', Helvetica, Arial, 'Lucida Grande', sans-serif;"))
        XCTAssertTrue(row(html, .android).contains("style=\"top:1px;right:1px;width:48px;height:48px;color:#9B9B9BFF\"><svg width=\"20\" height=\"20\""))
        XCTAssertTrue(row(html, .web).contains("style=\"top:0px;right:0px;width:45px;height:45px;color:#9B9B9BFF\"><svg width=\"15\" height=\"15\""))
        XCTAssertTrue(row(html, .android).contains("font-size:14px;font-weight:700;line-height:42px;height:44px;padding:0 12px;"), "buttons 44 high")
        XCTAssertTrue(row(html, .web).contains("<div class=\"viewport\" style=\"top:20px;height:647px\">"), "Web lays out in the viewport")
        XCTAssertFalse(row(html, .ios).contains("class=\"viewport\""))
    }

    func testSlideupEdgesPerPlatform() {
        let html = F.index([F.card(F.slideup("s", text: "Hi", click: .uri("myapp://x", webview: false), from: .top))], options: all)
        XCTAssertTrue(row(html, .ios).contains("left:10px;width:355px;top:30px;padding:15px 20px 15px 20px;min-height:60px;border-radius:15px;"))
        XCTAssertTrue(row(html, .android).contains("left:10px;width:355px;top:20px;padding:15px 20px 15px 20px;border-radius:5px;"), "top: the window inset")
        XCTAssertTrue(row(html, .web).contains("left:10px;width:355px;top:10px;padding:10px 20px 10px 20px;max-height:86px;border-radius:8px;"))
        XCTAssertTrue(row(html, .web).contains("display:block;overflow:auto;max-height:66px;"), "Web scrolls instead of clamping")
        XCTAssertTrue(row(html, .android).contains("-webkit-line-clamp:3;"))
        let landscape = F.index(
            [F.card(F.slideup("s", text: "Hi", click: .uri("myapp://x", webview: false)))], options: PreviewOptions(orientation: .landscape, platforms: [.web]))
        XCTAssertTrue(landscape.contains("right:20px;max-width:627px;bottom:20px;"), "desktop rules beyond 600 px")
        XCTAssertTrue(landscape.contains("data-part=\"close\""))
        XCTAssertFalse(landscape.contains("data-part=\"chevron\""))
    }

    func testFullPlacementFollowsTheTablesAndTheWebMediaRules() {
        let image = ImageSource.remote("https://cdn.example.com/f.png")
        let message = ImmersiveMessage(common: F.common(.full, image: image), header: F.located("H"), message: F.located("B"), crop: .fit)
        let campaign = F.campaign("f", message: .full(message))
        let phone = F.index([F.card(campaign)], options: all)
        XCTAssertTrue(row(phone, .ios).contains("position:absolute;left:0;right:0;top:0px;height:667px;border-radius:0;"))
        XCTAssertTrue(row(phone, .android).contains("position:absolute;left:0;right:0;top:20px;height:647px;border-radius:0;"))
        XCTAssertTrue(row(phone, .android).contains("height:323px;flex:none\"><div class=\"img-ph\">"))
        XCTAssertTrue(row(phone, .android).contains("object-fit:contain"), "crop: fit honoured")
        XCTAssertTrue(row(phone, .ios).contains("object-fit:cover"), "iOS fills")
        XCTAssertTrue(row(phone, .ios).contains("<code>crop: fit</code> applies on Android and Web"))
        XCTAssertFalse(row(phone, .android).contains("<code>crop: fit</code>"))
        let tablet = F.index([F.card(campaign)], options: PreviewOptions(device: .tablet, orientation: .both, platforms: PreviewPlatform.allCases))
        XCTAssertTrue(row(tablet, .web).contains("width:450px;height:720px;border-radius:8px;"), "desktop card")
        XCTAssertTrue(row(tablet, .web).contains("height:360px;flex:none"), "its image 360 high")
        XCTAssertTrue(row(tablet, .web).contains("width:450px;height:748px;border-radius:0;"), "landscape tablet: a column, at most 750 tall")
        XCTAssertTrue(row(tablet, .android).contains("width:450px;height:720px;border-radius:9px;"), "the message's orientation decides")
        XCTAssertFalse(row(tablet, .android).contains("width:720px;height:450px"))
        XCTAssertTrue(row(tablet, .ios).contains("width:720px;height:450px;border-radius:8px;"), "iPad landscape")
    }

    func testExtrasAreListedInKeyOrder() {
        var campaign = F.slideup("x", text: "Hi")
        if case .slideup(var message) = campaign.message {
            message.common.extras = Extras(entries: [
                ExtrasEntry(key: F.located("b"), value: F.located("2 <i>")), ExtrasEntry(key: F.located("a"), value: F.located("")),
                ExtrasEntry(key: F.located("B"), value: F.located("x")),
            ])
            campaign.message = .slideup(message)
        }
        let html = F.index([F.card(campaign)])
        XCTAssertTrue(
            html.contains(
                "<dt>extras</dt><dd><ul class=\"extras\"><li><bdi>B</bdi> = <bdi>x</bdi></li><li><bdi>a</bdi> = <bdi></bdi></li><li><bdi>b</bdi> = <bdi>2 &lt;i&gt;</bdi></li></ul></dd>"
            ))
        XCTAssertTrue(F.index([F.card(F.slideup("y", text: "Hi"))]).contains("<dt>extras</dt><dd>none</dd>"))
    }

    func testCustomViewBannerAndUndeclaredNote() {
        var campaign = F.modal("p", header: "Pick", body: "A, B")
        if case .modal(var message) = campaign.message {
            message.common.extras = Extras(entries: [ExtrasEntry(key: F.located("view_type"), value: F.located("picker"))])
            campaign.message = .modal(message)
        }
        let contract = ViewTypeContract(name: "picker", messageTypes: [.modal, .full], requiredExtras: [], messageFormat: .text)
        let gallery = GalleryRenderer.render([F.card(campaign)], options: all, viewTypes: [contract])
        let html = String(decoding: gallery.files.first { $0.path == "index.html" }?.bytes ?? [], as: UTF8.self)
        XCTAssertTrue(
            html.contains(
                "<div class=\"custom-view\" data-custom-view=\"picker\"><p class=\"custom-view-title\">Drawn by the app's custom view <code><bdi>picker</bdi></code></p>"
                    + "<dl class=\"contract\"><dt>message types</dt><dd>modal, full</dd><dt>required extras</dt><dd>none</dd><dt>message format</dt><dd>text</dd>"
                    + "<dt>extras</dt><dd><ul class=\"extras\"><li><bdi>view_type</bdi> = <bdi>picker</bdi></li></ul></dd></dl></div>"))
        XCTAssertEqual(html.components(separatedBy: "data-custom-view=\"picker\" style=").count - 1, 6, "every frame of the card")
        XCTAssertEqual(html.components(separatedBy: "<div class=\"not-seen\">default UI — not what users see</div>").count - 1, 6)
        let undeclared = F.index([F.card(campaign)])
        XCTAssertTrue(
            undeclared.contains(
                "<p class=\"note\">the extras name <code>view_type</code> <bdi>picker</bdi>; if the app draws it with its own view, users do not see this drawing</p>"
            ))
        XCTAssertFalse(undeclared.contains("data-custom-view"))
    }

    func testBridgeListsNameTheirPlatform() {
        let html = F.index([F.card(F.html("h", html: "<p>x</p>"))], options: all)
        for platform in PreviewPlatform.allCases {
            XCTAssertTrue(
                row(html, platform).contains("<ol class=\"bridge\" data-platform=\"" + platform.rawValue + "\" data-bridge-calls=\"h/light/portrait\"></ol>"))
        }
    }
}
