import CampaignDiagnostics
import CampaignDriver
import CampaignModel
import CampaignPayload
import CampaignTestSupport
import Foundation
import XCTest

/// `CompileOperation.finish`: the report on standard error, and the payload written only when
/// the report has no error, atomically.
final class CompileOperationTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private let campaigns = [CompileFixture.campaign("zeta"), CompileFixture.campaign("alpha")]

    private func expectedDocument(pretty: Bool = false) -> [UInt8] {
        PayloadWriter(pretty: pretty).document(PayloadBuilder().build(campaigns))
    }

    private func finish(_ output: CompileOutput, report: DiagnosticReport? = nil, campaigns: [Campaign]? = nil, pretty: Bool = false) -> CommandResult {
        let checked = CompileOperation.CheckedInputs(
            report: report ?? CompileFixture.cleanReport(campaigns: 2), campaigns: campaigns ?? self.campaigns
        )
        return CompileOperation.finish(checked, options: CompileFixture.options(output, pretty: pretty), colored: false)
    }

    func testWritesTheDocumentToAFile() throws {
        let result = finish(.file(folder.path("payload.json")))
        XCTAssertEqual(result, CommandResult(exitStatus: 0, standardError: "ok: 2 campaigns in 1 file\n"))
        XCTAssertEqual(folder.bytes("payload.json"), expectedDocument())
        XCTAssertEqual(try folder.listing(), ["payload.json"])
    }

    func testPrettyDocument() throws {
        _ = finish(.file(folder.path("payload.json")), pretty: true)
        XCTAssertEqual(folder.bytes("payload.json"), expectedDocument(pretty: true))
        XCTAssertTrue(String(decoding: try XCTUnwrap(folder.bytes("payload.json")), as: UTF8.self).hasPrefix("{\n  \"local_assets\": [],\n"))
    }

    func testReplacesAnExistingFileKeepingItsPermissions() throws {
        try folder.write("payload.json", "old\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path("payload.json"))
        XCTAssertEqual(finish(.file(folder.path("payload.json"))).exitStatus, 0)
        XCTAssertEqual(folder.bytes("payload.json"), expectedDocument())
        let mode = try FileManager.default.attributesOfItem(atPath: folder.path("payload.json"))[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
    }

    func testStandardOutputCarriesTheBytesAndWritesNoFile() throws {
        let result = finish(.standardOutput)
        XCTAssertEqual(result, CommandResult(exitStatus: 0, standardOutputBytes: expectedDocument(), standardError: "ok: 2 campaigns in 1 file\n"))
        XCTAssertEqual(try folder.listing(), [])
    }

    func testErrorsWriteNothingAndLeaveAnExistingOutputByteIdentical() throws {
        try folder.write("payload.json", "{\"previous\":true}\n")
        let before = folder.bytes("payload.json")
        let result = finish(.file(folder.path("payload.json")), report: CompileFixture.failingReport)
        XCTAssertEqual(result, CommandResult(exitStatus: 1, standardError: CompileFixture.failingReportGitHub))
        XCTAssertEqual(folder.bytes("payload.json"), before)
        XCTAssertEqual(try folder.listing(), ["payload.json"])
    }

    func testErrorsPrintNoPayloadOnStandardOutput() {
        let result = finish(.standardOutput, report: CompileFixture.failingReport)
        XCTAssertEqual(result, CommandResult(exitStatus: 1, standardError: CompileFixture.failingReportGitHub))
    }

    func testErrorsCreateNoOutputDirectory() throws {
        try folder.makeDirectory("out")
        try folder.write("out/alpha.json", "old alpha\n")
        let result = finish(.directory(folder.path("out")), report: CompileFixture.failingReport)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(try folder.listing("out"), ["alpha.json"])
        XCTAssertEqual(folder.bytes("out/alpha.json"), Array("old alpha\n".utf8))
        XCTAssertEqual(finish(.directory(folder.path("new/out")), report: CompileFixture.failingReport).exitStatus, 1)
        XCTAssertFalse(folder.exists("new"))
    }

    func testUnwritableOutputIsExitTwoWithoutPartialFile() throws {
        try folder.write("blocker", "a file, not a folder\n")
        let target = folder.path("blocker/payload.json")
        let result = finish(.file(target))
        XCTAssertEqual(
            result,
            CommandResult(
                exitStatus: 2,
                standardError: "campaignc: error: cannot write '\(target)': Not a directory\n"
            ))
        XCTAssertEqual(try folder.listing(), ["blocker"])
    }

    func testRenameFailureRemovesTheTemporaryFile() throws {
        try folder.makeDirectory("payload.json")
        try folder.write("payload.json/inside", "x")
        let result = finish(.file(folder.path("payload.json")))
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertTrue(result.standardError.hasSuffix("campaignc: error: cannot write '\(folder.path("payload.json"))': Is a directory\n"), result.standardError)
        XCTAssertEqual(try folder.listing(), ["payload.json"])
        XCTAssertEqual(try folder.listing("payload.json"), ["inside"])
    }
}
