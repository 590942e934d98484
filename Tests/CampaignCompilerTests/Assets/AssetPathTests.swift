import XCTest

@testable import CampaignCompiler

final class AssetPathTests: XCTestCase {
    func testNormalizesLexically() {
        XCTAssertEqual(AssetPath.normalizedComponents("a/./b//c/../d"), ["a", "b", "d"])
        XCTAssertEqual(AssetPath.normalizedComponents("../a/../../b"), ["..", "..", "b"])
        XCTAssertEqual(AssetPath.normalizedComponents("/../a"), ["a"])
        XCTAssertEqual(AssetPath.absoluteComponents("x/../y.png", in: "/p/q"), ["p", "q", "y.png"])
        XCTAssertEqual(AssetPath.absoluteComponents("/abs/y.png", in: "/p/q"), ["abs", "y.png"])
    }

    func testFolderOfAFile() {
        XCTAssertEqual(AssetPath.folder(of: "a.yaml"), ".")
        XCTAssertEqual(AssetPath.folder(of: "campaigns/a.yaml"), "campaigns")
        XCTAssertEqual(AssetPath.folder(of: "/a.yaml"), "/")
    }

    func testComponentsUnderRoot() {
        XCTAssertEqual(AssetPath.components(of: ["p", "assets", "x.png"], under: ["p"]), ["assets", "x.png"])
        XCTAssertNil(AssetPath.components(of: ["p"], under: ["p"]))
        XCTAssertNil(AssetPath.components(of: ["q", "x.png"], under: ["p"]))
        XCTAssertNil(AssetPath.components(of: ["pp", "x.png"], under: ["p"]))
    }

    func testURLEncoding() {
        XCTAssertEqual(AssetPath.urlEncoded("assets/team crest+1.png"), "assets/team%20crest+1.png")
        XCTAssertEqual(AssetPath.urlEncoded("é/100%.png"), "%C3%A9/100%25.png")
    }

    func testImageFormatsBySignature() {
        XCTAssertEqual(ImageFormat.sniff([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]), .png)
        XCTAssertEqual(ImageFormat.sniff([0xFF, 0xD8, 0xFF, 0xE0]), .jpeg)
        XCTAssertEqual(ImageFormat.sniff(Array("GIF89a...".utf8)), .gif)
        XCTAssertEqual(ImageFormat.sniff(Array("GIF87a".utf8)), .gif)
        XCTAssertEqual(ImageFormat.sniff(Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)), .webp)
        XCTAssertNil(ImageFormat.sniff(Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8)))
        XCTAssertNil(ImageFormat.sniff(Array("<svg></svg>".utf8)))
        XCTAssertNil(ImageFormat.sniff([0x89, 0x50, 0x4E]))
        XCTAssertNil(ImageFormat.sniff([]))
    }
}
