import CampaignDriver
import CampaignTestSupport
import CanonicalJSON
import Foundation
import XCTest

/// Issue 23 item 6: the gallery copies a local image whole, whatever size `assets.max_bytes`
/// allows (version 2 read at most 64 MiB and named the truncated copy by the whole file's hash),
/// and names the copy by the hash of what it copied.
final class PreviewImageCopyTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testAnImageOverSixtyFourMebibytesIsCopiedWhole() async throws {
        let size = 64 * 1024 * 1024 + 4_096
        var image = [UInt8](repeating: 0x41, count: size)
        image.replaceSubrange(0..<8, with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        image[size - 1] = 0x5A
        try folder.write("img/big.png", image)
        try folder.write("campaignc.yaml", "assets: { base_url: https://cdn.example.com/, max_bytes: 100000000 }\n")
        try folder.write("a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: modal, message: hi, image: img/big.png }\n")
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 1)
        let options = PreviewRunOptions(paths: [folder.path("a.yaml")], outputDirectory: folder.path("out"), now: "2026-03-10T00:00:00Z")
        let result = await PreviewOperation.run(options, environment: environment)
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let copies = try folder.listing("out/assets")
        XCTAssertEqual(copies, [SHA256.hexDigest(image) + ".png"])
        let copy = folder.bytes("out/assets/" + (copies.first ?? ""))
        XCTAssertEqual(copy?.count, size)
        XCTAssertTrue(copy == image, "the copy differs from the image")
    }
}
