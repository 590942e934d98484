import XCTest

@testable import CampaignCompiler

final class AssetURLReferenceTests: XCTestCase {
    func testParsesTheParts() throws {
        let url = try XCTUnwrap(URLReference.parse("HTTPS://user@CDN.Example.com:443/iam/Team.PNG?v=2#top"))
        XCTAssertEqual(url.scheme, "https")
        XCTAssertEqual(url.host, "cdn.example.com")
        XCTAssertEqual(url.path, "/iam/Team.PNG")
        XCTAssertEqual(url.pathExtension, "png")
        XCTAssertTrue(url.hasWebHost)
    }

    func testCustomSchemesAndOpaqueURIs() throws {
        let deep = try XCTUnwrap(URLReference.parse("myapp://cart/checkout"))
        XCTAssertEqual(deep.scheme, "myapp")
        XCTAssertEqual(deep.host, "cart")
        let mail = try XCTUnwrap(URLReference.parse("mailto:help@example.com"))
        XCTAssertNil(mail.host)
        XCTAssertEqual(mail.path, "help@example.com")
    }

    func testRejectsMalformedURIs() {
        for text in [
            "", "cart", "myapp:", "://x", "1app://x", "https://cdn.example.com/a b.png", "https://cdn.example.com/%zz",
            "https://cdn.example.com:80x/", "https://[::1/", "https://a<b>.com/", "my app://x", "https://cdn.example.com/\u{7}",
        ] {
            XCTAssertNil(URLReference.parse(text), text)
        }
    }

    func testWebHosts() {
        XCTAssertFalse(URLReference.parse("https:///x.png")?.hasWebHost ?? true)
        XCTAssertFalse(URLReference.parse("https://-cdn.example.com/x.png")?.hasWebHost ?? true)
        XCTAssertFalse(URLReference.parse("https://cdn..example.com/x.png")?.hasWebHost ?? true)
        XCTAssertFalse(URLReference.parse("https:cdn.example.com/x.png")?.hasWebHost ?? true)
        XCTAssertTrue(URLReference.parse("https://[2001:db8::1]:8443/x.png")?.hasWebHost ?? false)
        XCTAssertTrue(URLReference.parse("https://192.0.2.1/x.png")?.hasWebHost ?? false)
    }

    func testPathExtension() {
        XCTAssertEqual(URLReference.parse("https://a.com/x.tar.GZ")?.pathExtension, "gz")
        XCTAssertNil(URLReference.parse("https://a.com/image")?.pathExtension)
        XCTAssertNil(URLReference.parse("https://a.com/dir.png/")?.pathExtension)
        XCTAssertNil(URLReference.parse("https://a.com/.hidden")?.pathExtension)
        XCTAssertNil(URLReference.parse("https://a.com/x.?q=1")?.pathExtension)
        XCTAssertEqual(URLReference.parse("https://a.com/x.webp?size=2#f")?.pathExtension, "webp")
    }

    func testHasScheme() {
        XCTAssertTrue(URLReference.hasScheme("https://a.com/x.png"))
        XCTAssertTrue(URLReference.hasScheme("data:image/png;base64,AAAA"))
        XCTAssertFalse(URLReference.hasScheme("images/team.png"))
        XCTAssertFalse(URLReference.hasScheme("images/a:b.png"))
        XCTAssertFalse(URLReference.hasScheme("../team.png"))
    }
}
