import CampaignModel
import CampaignTestSupport
import XCTest

@testable import CampaignPreview

/// The page as a whole: golden bytes, determinism, files, policy, error cards.
final class GalleryRendererTests: XCTestCase {
    private typealias F = PreviewFixtures

    /// A small gallery with one campaign of each drawn kind.
    private var smallGallery: [PreviewCard] {
        [
            F.card(F.slideup("welcome", text: "Welcome back", click: .uri("myapp://home", webview: false), from: .top)),
            F.card(F.modal("picker", header: "Pick", body: "Arsenal, Chelsea", buttons: ["Save", "Not now"])),
            F.card(F.html("lookbook", html: "<html><head><title>x</title></head><body><script>brazeBridge.logClick()</script></body></html>")),
        ]
    }

    private func assertGolden(_ html: String, _ name: String) {
        GoldenFile.assert(html, matches: "Tests/CampaignPreviewTests/Golden/" + name)
    }

    func testSmallGalleryMatchesGoldenBytes() throws {
        assertGolden(F.index(smallGallery), "small-gallery.html")
    }

    /// (v3) The same cards on the three platforms, with a dark theme, extras and a custom view.
    func testAllPlatformsMatchGoldenBytes() throws {
        var cards = smallGallery
        let dark = Theme(light: ThemeColours(background: Colour(css: "#FFFFFF")), dark: ThemeColours(background: Colour(css: "#1E1E1E")))
        var picker = F.modal("picker", header: "Pick", body: "Arsenal, Chelsea", buttons: ["Save", "Not now"], theme: dark)
        if case .modal(var message) = picker.message {
            message.common.extras = Extras(entries: [
                ExtrasEntry(key: F.located("view_type"), value: F.located("picker")), ExtrasEntry(key: F.located("attribute_key"), value: F.located("team")),
            ])
            picker.message = .modal(message)
        }
        cards[1] = F.card(picker)
        let contract = ViewTypeContract(name: "picker", messageTypes: [.modal], requiredExtras: ["attribute_key"], messageFormat: .commaList)
        let gallery = GalleryRenderer.render(cards, options: PreviewOptions(platforms: [.web, .android, .ios]), viewTypes: [contract])
        assertGolden(String(decoding: gallery.files.first { $0.path == "index.html" }?.bytes ?? [], as: UTF8.self), "all-platforms.html")
    }

    func testOutputIsTheSameWhateverTheCardOrder() {
        let gallery = GalleryRenderer.render(smallGallery, options: PreviewOptions())
        let reversed = GalleryRenderer.render(smallGallery.reversed(), options: PreviewOptions())
        XCTAssertEqual(gallery.files, reversed.files)
        XCTAssertEqual(gallery.files.map(\.path), ["html/lookbook.html", "index.html"])
    }

    func testCardsAreSortedByID() {
        let html = F.index(smallGallery)
        let order = ["data-campaign=\"lookbook\"", "data-campaign=\"picker\"", "data-campaign=\"welcome\""].map {
            html.range(of: $0)?.lowerBound
        }
        XCTAssertEqual(order.compactMap { $0 }.count, 3)
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted())
    }

    func testOneFramePerThemeAndOrientation() {
        let html = F.index(smallGallery, options: PreviewOptions(themes: .both, orientation: .both))
        for key in ["picker/light/portrait", "picker/dark/portrait", "picker/light/landscape", "picker/dark/landscape"] {
            XCTAssertTrue(html.contains("data-frame=\"\(key)\""), key)
        }
        let dark = F.index(smallGallery, options: PreviewOptions(themes: .dark))
        XCTAssertFalse(dark.contains("data-frame=\"picker/light/portrait\""))
        XCTAssertTrue(dark.contains("data-frame=\"picker/dark/portrait\" style=\"width:375px;height:667px\""))
        let tablet = F.index(smallGallery, options: PreviewOptions(device: .tablet, orientation: .landscape))
        XCTAssertTrue(tablet.contains("data-frame=\"picker/light/landscape\" style=\"width:1024px;height:768px\""))
    }

    func testPolicyAllowsOnlyTheHashedScript() {
        let html = F.index(smallGallery)
        let hash = GalleryScript.hashSource
        XCTAssertTrue(html.contains("script-src " + hash + ";"))
        XCTAssertTrue(html.contains("frame-src 'self' file:"))
        XCTAssertEqual(html.components(separatedBy: "<script>").count, 2, "one inline script only")
        XCTAssertTrue(html.contains("<script>" + GalleryScript.source + "</script>"))
    }

    func testRemoteImagesAreAllowedByExactURL() {
        let image = ImageSource.remote("https://cdn.example.com/a/b.png?v=2")
        let campaign = F.campaign("img", message: .slideup(SlideupMessage(common: F.common(.slideup, image: image), message: F.located("Hi"))))
        let html = F.index([F.card(campaign)])
        XCTAssertTrue(html.contains("img-src 'self' https://cdn.example.com/a/b.png data:;"))
        XCTAssertTrue(html.contains("<img src=\"https://cdn.example.com/a/b.png?v=2\""))
    }

    func testLocalImagesAreCopiedByContentHash() {
        let asset = LocalAsset(path: "art/Bell.PNG", url: "https://cdn/x", bytes: 3, sha256: "abc123")
        let campaign = F.campaign("local", message: .slideup(SlideupMessage(common: F.common(.slideup, image: .local(asset)), message: F.located("Hi"))))
        let gallery = GalleryRenderer.render([F.card(campaign), F.card(campaign)], options: PreviewOptions())
        XCTAssertEqual(gallery.assetCopies, [PreviewAssetCopy(source: "art/Bell.PNG", destination: "assets/abc123.png")])
        XCTAssertTrue(F.index([F.card(campaign)]).contains("<img src=\"assets/abc123.png\""))
    }

    func testErrorCardShowsDiagnosticsInPlaceOfFrames() {
        let error = F.diagnostic(.E201, .error, "a full message needs an image", line: 6)
        let warning = F.diagnostic(.W211, .warning, "unusual <ext>", line: 9)
        var broken = PreviewCard(id: "broken", path: "c.yaml", documentIndex: 0, campaign: nil, diagnostics: [error, warning])
        broken.writtenName = "Old <name>"
        broken.writtenType = "ful<l"
        let html = F.index([broken])
        XCTAssertTrue(html.contains("<span class=\"name\" dir=\"auto\">Old &lt;name&gt;</span><span class=\"type\">ful&lt;l</span>"))
        XCTAssertFalse(html.contains("data-frame=\"broken/"))
        XCTAssertTrue(
            html.contains("error[<code>E201</code>]: <bdi>a full message needs an image</bdi> <span class=\"where\"><bdi>c.yaml</bdi>, line 6, column 1</span>")
        )
        XCTAssertTrue(html.contains("warning[<code>W211</code>]: <bdi>unusual &lt;ext&gt;</bdi>"))
        XCTAssertTrue(html.contains("1 campaign, 1 with errors"))
    }

    func testWarningsAreListedUnderTheFrames() throws {
        let warning = F.diagnostic(.W211, .warning, "odd extension", line: 3)
        let html = F.index([F.card(F.slideup("w", text: "Hi"), diagnostics: [warning])])
        let frame = try XCTUnwrap(html.range(of: "data-frame=\"w/light/portrait\""))
        let listed = try XCTUnwrap(html.range(of: "warning[<code>W211</code>]"))
        XCTAssertLessThan(frame.lowerBound, listed.lowerBound)
    }

    func testTwoHundredCampaignsRenderQuickly() {
        let cards = (0..<200).map { F.card(F.modal(String(format: "c%03d", $0), header: "Header", body: "Body text", buttons: ["A", "B"])) }
        let start = Date()
        let gallery = GalleryRenderer.render(cards, options: PreviewOptions(orientation: .both))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1.0)
        XCTAssertEqual(gallery.files.count, 1)
    }
}
