import CampaignTestSupport
import XCTest

/// Liquid through the command line, as a process: the project file's `content_blocks:` folder
/// and `attributes:` reach the checks, and a Liquid problem is reported at its character.
final class LiquidCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "content_blocks: blocks\nattributes:\n  vip: boolean\n")
        try folder.write("blocks/footer.liquid", "See you soon\n")
        try folder.write("blocks/notes.txt", "not a block\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private func campaign(_ message: String) -> String {
        "campaign: hello\ntrigger: session_start\nmessage:\n  type: slideup\n  message: \"\(message)\"\n"
    }

    func testContentBlocksOfTheFolderAreKnownAndOthersAreE803() throws {
        try folder.write("ok.yaml", campaign("Hi {{content_blocks.${footer}}}"))
        let ok = try CampaigncProcess.run(["validate", "ok.yaml"], in: folder.url)
        XCTAssertEqual(ok.status, 0, ok.standardError)
        XCTAssertEqual(ok.standardOutput, "ok: 1 campaign in 1 file\n")

        try folder.write("bad.yaml", campaign("Hi {{content_blocks.${notes}}} {% if custom_attribute.${vipp} %}!{% endif %}"))
        let bad = try CampaigncProcess.run(["validate", "bad.yaml", "--format", "json"], in: folder.url)
        XCTAssertEqual(bad.status, 1)
        XCTAssertTrue(bad.standardOutput.contains("\"message\":\"there is no content block `notes`\""), bad.standardOutput)
        XCTAssertTrue(bad.standardOutput.contains("\"message\":\"custom attribute `vipp` is not declared in `attributes:`\""), bad.standardOutput)
        let text = try CampaigncProcess.run(["validate", "bad.yaml"], in: folder.url)
        XCTAssertTrue(text.standardOutput.hasPrefix("bad.yaml:5:18: error[E803]: there is no content block `notes`\n"), text.standardOutput)
        XCTAssertTrue(
            text.standardOutput.contains("bad.yaml:5:50: error[E803]: custom attribute `vipp` is not declared in `attributes:`\n"), text.standardOutput)
    }
}
