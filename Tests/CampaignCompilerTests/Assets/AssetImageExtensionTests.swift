import CampaignDiagnostics
import CampaignModel
import CampaignWorkspace
import CampaignYAML
import Foundation
import XCTest

@testable import CampaignCompiler

/// Issue 23 item 8: a local image needs an image extension that matches its bytes (E209), so
/// `img/evil.html` holding a PNG header is never listed for upload nor copied into the gallery
/// as `.html`.
final class AssetImageExtensionTests: XCTestCase {
    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("png".utf8)
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + Array("jpeg".utf8)
    static let gif: [UInt8] = Array("GIF89a gif".utf8)
    static let webp: [UInt8] = Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)

    var project = ""

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("campaignc-ext-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: project + "/img", withIntermediateDirectories: true)
        let files: [(String, [UInt8])] = [
            ("evil.html", Self.png), ("evil.svg", Self.png), ("noext", Self.png), ("dot.", Self.png),
            ("photo.png", Self.jpeg), ("anim.gif", Self.png), ("still.webp", Self.gif), ("pic.jpg", Self.webp),
            ("a.png", Self.png), ("b.JPG", Self.jpeg), ("c.jpeg", Self.jpeg), ("d.Gif", Self.gif), ("e.webp", Self.webp),
        ]
        for (name, bytes) in files {
            try Data(bytes).write(to: URL(fileURLWithPath: project + "/img/" + name))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: project)
    }

    /// The diagnostics of `image: <text>` in `<project>/a.yaml`, and the image if accepted.
    private func read(_ text: String) -> (ImageSource?, [String]) {
        let settings = ProjectSettings(root: project, assets: AssetSettings(baseURL: "https://cdn.example.com/", maxBytes: 100))
        let context = DecodingContext(source: SourceFile(path: project + "/a.yaml", text: ""), project: settings)
        let range = SourceRange(start: SourcePosition(line: 4, column: 10, offset: 40), end: SourcePosition(line: 4, column: 20, offset: 50))
        let node = YAMLNode.scalar(YAMLScalar(text: text, style: .plain, range: range))
        let image = AssetImageReader(context: context, files: AssetFiles(DiskFileSystem(), currentDirectory: project)).image(node, "image")
        return (image?.value, context.diagnostics.map { "\($0.code) \($0.message) | \($0.help ?? "")" })
    }

    func testAnImageExtensionMatchingTheBytesIsAccepted() {
        for name in ["a.png", "b.JPG", "c.jpeg", "d.Gif", "e.webp"] {
            let (image, diagnostics) = read("img/" + name)
            XCTAssertEqual(diagnostics, [], name)
            XCTAssertEqual(image?.localAsset?.path, "img/" + name)
        }
    }

    func testAnotherExtensionIsE209EvenWithImageBytes() {
        XCTAssertEqual(
            read("img/evil.html").1,
            [
                "E209 local image `img/evil.html` has the extension `.html`, not `png`, `jpg`, `jpeg`, `gif` or `webp` | its bytes are a PNG image: rename it to end in `.png`"
            ])
        XCTAssertEqual(
            read("img/evil.svg").1,
            [
                "E209 local image `img/evil.svg` has the extension `.svg`, not `png`, `jpg`, `jpeg`, `gif` or `webp` | its bytes are a PNG image: rename it to end in `.png`"
            ])
        for name in ["noext", "dot."] {
            XCTAssertEqual(
                read("img/" + name).1,
                [
                    "E209 local image `img/\(name)` has no extension; expected `png`, `jpg`, `jpeg`, `gif` or `webp` | its bytes are a PNG image: rename it to end in `.png`"
                ])
        }
        XCTAssertNil(read("img/evil.html").0)
    }

    func testAnExtensionThatSaysAnotherFormatIsE209() {
        XCTAssertEqual(
            read("img/photo.png").1,
            ["E209 local image `img/photo.png` is a JPEG image, but its extension `.png` says PNG | rename it to end in `.jpg` or `.jpeg`"])
        XCTAssertEqual(
            read("img/anim.gif").1, ["E209 local image `img/anim.gif` is a PNG image, but its extension `.gif` says GIF | rename it to end in `.png`"])
        XCTAssertEqual(
            read("img/still.webp").1,
            ["E209 local image `img/still.webp` is a GIF image, but its extension `.webp` says WebP | rename it to end in `.gif`"])
        XCTAssertEqual(
            read("img/pic.jpg").1, ["E209 local image `img/pic.jpg` is a WebP image, but its extension `.jpg` says JPEG | rename it to end in `.webp`"])
    }
}
