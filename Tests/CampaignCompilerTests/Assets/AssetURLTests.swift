import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// Asset URLs of a message (SPEC §2.6): https only (E208, E106), image extensions (W211),
/// allowed hosts (E212), and the html message's `asset_urls` and `assets_zip`.
final class AssetURLTests: XCTestCase {
    static let clearText = "serve the file over `https://`"
    static let hosts = ProjectSettings(assets: AssetSettings(allowedHosts: ["cdn.example.com", "img.example.com"]))

    func testClearTextIsE208() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩http://cdn.example.com/a.png"),
            [
                Expect(.E208, at: "v", "`image` uses clear-text `http://`, which mobile platforms block", help: Self.clearText)
            ])
        assertDiagnostics(
            campaign(
                message:
                    "type: html\nhtml: <p/>\nasset_urls: [https://cdn.example.com/a.woff2, ⟨v⟩HTTP://cdn.example.com/b.css]\nassets_zip: ⟨z⟩http://cdn.example.com/b.zip"
            ),
            [
                Expect(.E208, at: "v", "`asset_urls` uses clear-text `http://`, which mobile platforms block", help: Self.clearText),
                Expect(.E208, at: "z", "`assets_zip` uses clear-text `http://`, which mobile platforms block", help: Self.clearText),
            ])
    }

    func testImageWithoutAnImageExtensionIsW211() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩https://cdn.example.com/a.svg"),
            [
                Expect(
                    .W211, at: "v", "image URL extension `.svg` is not `png`, `jpg`, `jpeg`, `gif` or `webp`",
                    help: "use a PNG, JPEG, GIF or WebP image: the SDKs display only those")
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩https://cdn.example.com/image?id=3"),
            [
                Expect(
                    .W211, at: "v", "image URL has no extension; expected `png`, `jpg`, `jpeg`, `gif` or `webp`",
                    help: "use a PNG, JPEG, GIF or WebP image: the SDKs display only those")
            ])
        for url in ["a.PNG", "a.jpg", "a.JPEG", "a.gif", "a.webp?v=1", "a.Webp#x"] {
            assertClean(campaign(message: "type: slideup\nmessage: Hi\nimage: https://cdn.example.com/\(url)"))
        }
        assertClean(campaign(message: "type: html\nhtml: <p/>\nasset_urls: [https://cdn.example.com/font.woff2]"))
    }

    func testAWarningKeepsTheImage() {
        let compiled = compileYAML(campaign(message: "type: slideup\nmessage: Hi\nimage: https://cdn.example.com/a.svg"))
        XCTAssertEqual(compiled.campaigns.first?.message.common.image?.value, .remote("https://cdn.example.com/a.svg"))
    }

    func testHostNotAllowedIsE212() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩https://evil.test/a.png"),
            [
                Expect(.E212, at: "v", "host `evil.test` is not in `assets.allowed_hosts`", help: "allowed hosts: `cdn.example.com`, `img.example.com`")
            ], project: Self.hosts)
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩https://CDN.exmple.com/a.png"),
            [
                Expect(.E212, at: "v", "host `cdn.exmple.com` is not in `assets.allowed_hosts`", help: "did you mean `cdn.example.com`?")
            ], project: Self.hosts)
        assertDiagnostics(
            campaign(message: "type: html\nhtml: <p/>\nasset_urls: [⟨v⟩https://fonts.test/a.woff2]\nassets_zip: ⟨z⟩https://zips.test/a.zip"),
            [
                Expect(.E212, at: "v", "host `fonts.test` is not in `assets.allowed_hosts`", help: "allowed hosts: `cdn.example.com`, `img.example.com`"),
                Expect(.E212, at: "z", "host `zips.test` is not in `assets.allowed_hosts`", help: "allowed hosts: `cdn.example.com`, `img.example.com`"),
            ], project: Self.hosts)
        assertClean(campaign(message: "type: slideup\nmessage: Hi\nimage: https://IMG.example.com:443/a.png"), project: Self.hosts)
        assertClean(campaign(message: "type: slideup\nmessage: Hi\nimage: https://anything.test/a.png"))
    }

    func testMalformedURLsAreE106() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩\"https://cdn.example.com/a b.png\""),
            [
                Expect(.E106, at: "v", "expected an https URL, found the string \"https://cdn.example.com/a b.png\": it contains a space (write `%20`)")
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩ftp://cdn.example.com/a.png"),
            [
                Expect(.E106, at: "v", "expected an https URL, found `ftp://cdn.example.com/a.png`")
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩https:///a.png"),
            [
                Expect(.E106, at: "v", "expected an https URL, found `https:///a.png`: it has no host after `https://`")
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩//cdn.example.com/a.png"),
            [
                Expect(.E106, at: "v", "expected an https URL, found `//cdn.example.com/a.png`", help: "add `https:` in front")
            ])
    }

    func testAssetsZipMustBeAnHTTPSZip() {
        assertDiagnostics(
            campaign(message: "type: html\nhtml: <p/>\nassets_zip: ⟨v⟩https://cdn.example.com/bundle.tar"),
            [
                Expect(.E106, at: "v", "expected an https URL ending in `.zip`, found `https://cdn.example.com/bundle.tar`")
            ])
        let campaigns = assertClean(
            campaign(
                message:
                    "type: html\nhtml: <p/>\nassets_zip: https://cdn.example.com/Bundle.ZIP\nasset_urls: [https://cdn.example.com/a.css, https://cdn.example.com/b.js]"
            ))
        guard case .html(let html)? = campaigns.first?.message else { return XCTFail("\(campaigns)") }
        XCTAssertEqual(html.assetsZip?.value, "https://cdn.example.com/Bundle.ZIP")
        XCTAssertEqual(html.assetURLs.map(\.value), ["https://cdn.example.com/a.css", "https://cdn.example.com/b.js"])
    }

    func testAssetURLsMustBeAList() {
        assertDiagnostics(
            campaign(message: "type: html\nhtml: <p/>\nasset_urls: ⟨v⟩https://cdn.example.com/a.css"),
            [
                Expect(.E103, at: "v", "expected a list, found `https://cdn.example.com/a.css`")
            ])
        assertDiagnostics(
            campaign(message: "type: html\nhtml: <p/>\nasset_urls: [⟨v⟩~]"),
            [
                Expect(.E107, at: "v", "`asset_urls` needs a value")
            ])
    }

    func testLocalImageThroughTheMessageDecoder() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩assets/does-not-exist.png"),
            [
                Expect(
                    .E209, at: "v", "local image `assets/does-not-exist.png` does not exist: looked for `assets/does-not-exist.png`",
                    help: "a local image's path is relative to the campaign's folder `.`"),
                Expect(
                    .E210, at: "v", "local image `assets/does-not-exist.png` needs `assets.base_url` in the project file",
                    help: "add `assets: { base_url: https://… }` to campaignc.yaml, or use an https URL"),
            ])
    }
}
