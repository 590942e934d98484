import CampaignTestSupport
import Foundation
import XCTest

/// Runs the built executable's `compile`: payload on stdout or in files, report on stderr,
/// exit statuses, and outputs left alone on error.
final class CompileCommandTests: XCTestCase {
    private var folder: TestFolder!

    private static let campaign = """
        campaign: spring-sale
        priority: high
        trigger: { custom_event: added_to_cart }
        message:
          type: modal
          message: Free shipping on carts over $50
        """ + "\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testPayloadGoesToStandardOutputAndTheReportToStandardError() throws {
        try folder.write("a.yaml", Self.campaign)
        let result = try CampaigncProcess.run(["compile", "a.yaml", "--output", "-"], in: folder.url)
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "ok: 1 campaign in 1 file\n")
        XCTAssertTrue(
            result.standardOutput.hasPrefix(
                #"{"local_assets":[],"remote_assets":[],"schema_version":2,"trigger_minimum_interval_seconds":30,"triggers":[{"data":{"animate_in":true,"#),
            result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(#""trigger_condition":[{"data":{"event_name":"added_to_cart"},"type":"custom_event"}]"#), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("}\n"))
        // Deterministic: a second run gives the same bytes.
        XCTAssertEqual(try CampaigncProcess.run(["compile", "a.yaml", "--output", "-"], in: folder.url), result)
    }

    /// SPEC §2.5.1: the compiled push primer asks for permission with Braze's own sample URI.
    func testThePushPrimerSampleCompilesToBrazesSampleURI() throws {
        let result = try CampaigncProcess.run(["compile", "Samples/valid", "--output", "-"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let primer =
            #"{"click_action":"URI","id":0,"text":"Turn on alerts","#
            + #""uri":"brazeActions://v1/ewAiAHQAeQBwAGUAIgA6ACIAcgBlAHEAdQBlAHMAdABQAHUAcwBoAFAAZQByAG0AaQBzAHMAaQBvAG4AIgB9AA","use_webview":false}"#
        XCTAssertTrue(result.standardOutput.contains(primer), result.standardOutput)
    }

    func testOutputFileIsWrittenAndKeptByteIdenticalWhenALaterRunFails() throws {
        try folder.write("a.yaml", Self.campaign)
        let ok = try CampaigncProcess.run(["compile", "a.yaml", "--output", "out.json", "--pretty"], in: folder.url)
        XCTAssertEqual(ok, ProcessOutput(status: 0, standardOutput: "", standardError: "ok: 1 campaign in 1 file\n"))
        let written = try Data(contentsOf: folder.url.appendingPathComponent("out.json"))
        XCTAssertTrue(String(decoding: written, as: UTF8.self).hasPrefix("{\n  \"local_assets\": [],\n"))

        try folder.write("a.yaml", Self.campaign.replacingOccurrences(of: "type: modal", with: "type: full"))
        let failed = try CampaigncProcess.run(["compile", "a.yaml", "--output", "out.json"], in: folder.url)
        XCTAssertEqual(failed.status, 1)
        XCTAssertEqual(failed.standardOutput, "")
        XCTAssertTrue(failed.standardError.hasPrefix("a.yaml:5:9: error[E201]: a full message needs an image\n"), failed.standardError)
        XCTAssertEqual(try Data(contentsOf: folder.url.appendingPathComponent("out.json")), written)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted(), ["a.yaml", "out.json"])
    }

    func testOutputDirectoryHoldsOneFilePerCampaignAndAManifest() throws {
        try folder.write("a.yaml", Self.campaign)
        let result = try CampaigncProcess.run(["compile", "a.yaml", "--output-dir", "out"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.appendingPathComponent("out").path).sorted()
        XCTAssertEqual(names, ["manifest.json", "spring-sale.json"])
    }

    func testOutputIsRequiredAndExclusive() throws {
        try folder.write("a.yaml", Self.campaign)
        let missing = try CampaigncProcess.run(["compile", "a.yaml"], in: folder.url)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.hasPrefix("campaignc: error: give --output FILE (or -) or --output-dir DIR\n"), missing.standardError)
        let both = try CampaigncProcess.run(["compile", "a.yaml", "--output", "x.json", "--output-dir", "d"], in: folder.url)
        XCTAssertEqual(both.status, 2)
        XCTAssertTrue(both.standardError.hasPrefix("campaignc: error: give either --output or --output-dir, not both\n"), both.standardError)
    }

    func testUnwritableOutputExitsTwo() throws {
        try folder.write("a.yaml", Self.campaign)
        // A file where a folder should be (SPEC §5): the missing folder under it cannot be made.
        let result = try CampaigncProcess.run(["compile", "a.yaml", "--output", "a.yaml/folder/out.json"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        // One error line and no `ok` summary first (SPEC §5).
        XCTAssertEqual(result.standardError, "campaignc: error: cannot write 'a.yaml/folder/out.json': Not a directory\n")
        XCTAssertEqual(try String(contentsOf: folder.url.appendingPathComponent("a.yaml"), encoding: .utf8), Self.campaign, "the input is untouched")
    }

    /// (v3, SPEC §5) `--output FILE` creates the missing folders above the file, as
    /// `--output-dir` does; a failed write takes them back.
    func testOutputCreatesMissingParentFolders() throws {
        try folder.write("a.yaml", Self.campaign)
        let result = try CampaigncProcess.run(["compile", "a.yaml", "--output", "build/p.json"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "ok: 1 campaign in 1 file\n")
        let written = try Data(contentsOf: folder.url.appendingPathComponent("build/p.json"))
        XCTAssertTrue(String(decoding: written, as: UTF8.self).hasPrefix(#"{"local_assets":[]"#))

        let deeper = try CampaigncProcess.run(["compile", "a.yaml", "--output", "out/v3/eu/p.json", "--pretty"], in: folder.url)
        XCTAssertEqual(deeper.status, 0, deeper.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out/v3/eu/p.json").path))
    }

    func testFoldersMadeForAnOutputThatFailsAreRemoved() throws {
        try folder.write("a.yaml", Self.campaign)
        // `out/dir/` names no file: the folders made for it are taken back.
        let result = try CampaigncProcess.run(["compile", "a.yaml", "--output", "out/dir/"], in: folder.url)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasPrefix("campaignc: error: cannot write 'out/dir/': "), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out").path))
    }
}
