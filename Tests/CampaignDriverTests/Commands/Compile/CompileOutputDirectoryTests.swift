import CampaignDiagnostics
import CampaignDriver
import CampaignModel
import CampaignPayload
import CampaignTestSupport
import Foundation
import XCTest

/// `--output-dir`: one file per campaign and a manifest, each atomic; foreign files stay.
final class CompileOutputDirectoryTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private let campaigns = [CompileFixture.campaign("zeta"), CompileFixture.campaign("alpha")]

    private func finish(_ folderPath: String, campaigns: [Campaign]? = nil, pretty: Bool = false) -> CommandResult {
        let list = campaigns ?? self.campaigns
        let checked = CompileOperation.CheckedInputs(report: CompileFixture.cleanReport(campaigns: list.count), campaigns: list)
        return CompileOperation.finish(checked, options: CompileFixture.options(.directory(folderPath), pretty: pretty), colored: false)
    }

    func testWritesOneFilePerCampaignAndTheManifest() throws {
        let result = finish(folder.path, pretty: true)
        XCTAssertEqual(result, CommandResult(exitStatus: 0, standardError: "ok: 2 campaigns in 1 file\n"))
        let files = PayloadWriter(pretty: true).directoryFiles(PayloadBuilder().build(campaigns))
        XCTAssertEqual(try folder.listing(), ["alpha.json", "manifest.json", "zeta.json"])
        for file in files {
            XCTAssertEqual(folder.bytes(file.name), file.bytes, file.name)
        }
    }

    func testNeverDeletesFilesItDidNotWrite() throws {
        try folder.write("notes.txt", "keep me\n")
        try folder.write("retired.json", "{\"id\":\"retired\"}\n")
        try folder.write("alpha.json", "stale\n")
        XCTAssertEqual(finish(folder.path).exitStatus, 0)
        XCTAssertEqual(try folder.listing(), ["alpha.json", "manifest.json", "notes.txt", "retired.json", "zeta.json"])
        XCTAssertEqual(folder.bytes("notes.txt"), Array("keep me\n".utf8))
        XCTAssertEqual(folder.bytes("retired.json"), Array("{\"id\":\"retired\"}\n".utf8))
        XCTAssertNotEqual(folder.bytes("alpha.json"), Array("stale\n".utf8))
    }

    func testCreatesAMissingFolderWithItsParents() throws {
        XCTAssertEqual(finish(folder.path("build/payloads/")).exitStatus, 0)
        XCTAssertEqual(try folder.listing("build/payloads"), ["alpha.json", "manifest.json", "zeta.json"])
    }

    func testACampaignNamedManifestIsExitTwoAndWritesNothing() throws {
        let result = finish(folder.path("out"), campaigns: [CompileFixture.campaign("manifest"), CompileFixture.campaign("a")])
        XCTAssertEqual(
            result,
            CommandResult(
                exitStatus: 2,
                standardError: "campaignc: error: cannot write campaign 'manifest' to --output-dir '\(folder.path("out"))': "
                    + "its file would be the manifest; rename the campaign or use --output\n"
            ))
        XCTAssertEqual(try folder.listing(), [])
    }

    /// A failed run changes nothing (issue: version 1 replaced `alpha.json`, then failed on
    /// `zeta.json`, leaving a manifest that no longer matched): files already renamed get their
    /// old bytes back, new ones are removed, and no temporary file stays.
    func testAFailedRunChangesNothingAndLeavesNoTemporaryFile() throws {
        try folder.makeDirectory("zeta.json/blocked")
        let result = finish(folder.path)
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertTrue(result.standardError.hasSuffix("campaignc: error: cannot write '\(folder.path)/zeta.json': Is a directory\n"), result.standardError)
        XCTAssertEqual(try folder.listing(), ["zeta.json"])
        XCTAssertEqual(try folder.listing("zeta.json"), ["blocked"])
    }

    func testAFailedRunKeepsEveryEarlierFileByteForByte() throws {
        try folder.write("alpha.json", "old alpha\n")
        try folder.write("manifest.json", "old manifest\n")
        try folder.makeDirectory("zeta.json/blocked")
        XCTAssertEqual(finish(folder.path).exitStatus, 2)
        XCTAssertEqual(try folder.listing(), ["alpha.json", "manifest.json", "zeta.json"])
        XCTAssertEqual(folder.bytes("alpha.json"), Array("old alpha\n".utf8))
        XCTAssertEqual(folder.bytes("manifest.json"), Array("old manifest\n".utf8))
    }

    func testAFolderThatCannotBeCreatedIsExitTwo() throws {
        try folder.write("blocker", "file\n")
        let result = finish(folder.path("blocker/out"))
        XCTAssertEqual(
            result,
            CommandResult(
                exitStatus: 2,
                standardError: "campaignc: error: cannot write '\(folder.path("blocker/out"))': Not a directory\n"
            ))
        XCTAssertEqual(try folder.listing(), ["blocker"])
    }
}
