import CampaignDriver
import CampaignPreview
import CampaignTestSupport
import Foundation
import XCTest

/// The project file's own diagnostics, and those before the first document of a file, get a
/// card named after the file; the page's head does not count it as a campaign (issue 29 item
/// 11: "5 campaigns, 5 with errors" for four campaigns and a broken `campaignc.yaml`).
final class PreviewFileCardTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func gallery() async throws -> (result: CommandResult, html: String) {
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 2)
        let options = PreviewRunOptions(paths: [folder.path("c")], outputDirectory: folder.path("out"), gallery: PreviewOptions(), now: "2026-03-10T00:00:00Z")
        let result = await PreviewOperation.run(options, environment: environment)
        return (result, String(decoding: folder.bytes("out/index.html") ?? [], as: UTF8.self))
    }

    private func writeCampaigns(_ count: Int) throws {
        for index in 1...count {
            try folder.write("c/c\(index).yaml", "campaign: c\(index)\ntrigger: { custom_event: e\(index) }\nmessage: { type: slideup, message: Hi }\n")
        }
    }

    func testABrokenProjectFileIsAFileCardNotACampaign() async throws {
        try folder.write("c/campaignc.yaml", "unknown_key: 1\n")
        try writeCampaigns(4)
        let (result, html) = try await gallery()
        XCTAssertEqual(result.exitStatus, 1, result.standardError)
        XCTAssertTrue(html.contains("<p>4 campaigns, 1 other file with errors · phone · iOS</p>"), html)
        // Named below the project root, though given as an absolute path.
        XCTAssertTrue(html.contains("<section class=\"campaign\" data-file=\"campaignc.yaml\""), html)
        XCTAssertFalse(html.contains("data-campaign=\"campaignc.yaml"))
        XCTAssertFalse(html.contains(folder.path("c")))
        XCTAssertTrue(html.contains("<span class=\"type\">file</span>"))
    }

    func testAFileWithoutAReadableDocumentStillCountsAsItsCampaign() async throws {
        try writeCampaigns(2)
        try folder.write("c/broken.yaml", "campaign: broken\ntrigger: [\n")
        let (result, html) = try await gallery()
        XCTAssertEqual(result.exitStatus, 1, result.standardError)
        XCTAssertTrue(html.contains("<p>3 campaigns, 1 with errors · phone · iOS</p>"), html)
        XCTAssertTrue(html.contains("data-campaign=\"c/broken.yaml\""), html)
    }
}
