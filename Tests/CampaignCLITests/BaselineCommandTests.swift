import CampaignTestSupport
import Foundation
import XCTest

/// `--write-baseline` and `--baseline` (SPEC §11), run as the built executable: what is recorded,
/// what a later run reports, exit statuses, and a baseline that survives lines inserted above.
final class BaselineCommandTests: XCTestCase {
    private var folder: TestFolder!

    /// W211 in spring (`message.image`) and W402 in summer (`trigger`).
    private static let spring = """
        campaign: spring
        trigger: session_start
        message:
          type: modal
          image: https://cdn.example.com/iam/spring
          header: Spring
          message: Sale

        """
    private static let summer = """
        campaign: summer
        trigger: session_start
        message:
          type: slideup
          message: Summer sale

        """
    /// SHA-256 fingerprints of (W211, spring, message.image, 0) and (W402, summer, trigger, 0).
    private static let w211 = "f0962944cc6572f65456972ac33c6344"
    private static let w402 = "d8a3cd616c7adb0a1f64e13cbcbe6a0c"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "assets:\n  allowed_hosts: [cdn.example.com]\n")
        try folder.write("a.yaml", Self.spring)
        try folder.write("b.yaml", Self.summer)
    }

    override func tearDown() {
        folder.remove()
    }

    private func campaignc(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(arguments, in: folder.url)
    }

    private func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.url.appendingPathComponent(name)), as: UTF8.self)
    }

    func testWriteBaselineRecordsSortedFingerprintsAndTheRunPasses() throws {
        let result = try campaignc(["validate", ".", "--write-baseline", "base.json"])
        XCTAssertEqual(result, ProcessOutput(status: 0, standardOutput: "ok: 2 campaigns in 2 files; 2 baselined\n", standardError: ""))
        XCTAssertEqual(
            try read("base.json"),
            """
            {
              "entries": [
                {
                  "code": "W402",
                  "count": 1,
                  "fingerprint": "\(Self.w402)"
                },
                {
                  "code": "W211",
                  "count": 1,
                  "fingerprint": "\(Self.w211)"
                }
              ],
              "schema_version": 1
            }

            """)
    }

    func testABaselinedProblemStaysBaselinedWhenLinesAreInsertedAbove() throws {
        XCTAssertEqual(try campaignc(["validate", ".", "--write-baseline", "base.json"]).status, 0)
        try folder.write("a.yaml", "# Spring campaign\n# owned by marketing\n\n" + Self.spring)
        try folder.write("b.yaml", "# Summer\n" + Self.summer)
        let result = try campaignc(["validate", ".", "--baseline", "base.json", "--warnings-as-errors"])
        XCTAssertEqual(result, ProcessOutput(status: 0, standardOutput: "ok: 2 campaigns in 2 files; 2 baselined\n", standardError: ""))
    }

    func testNewProblemsAreReportedAndFixedOnesListed() throws {
        XCTAssertEqual(try campaignc(["validate", ".", "--write-baseline", "base.json"]).status, 0)
        // spring's image is fixed; summer gets an image without an extension (new W211).
        try folder.write("a.yaml", Self.spring.replacingOccurrences(of: "iam/spring", with: "iam/spring.png"))
        try folder.write("b.yaml", Self.summer + "  image: https://cdn.example.com/iam/summer\n")
        let result = try campaignc(["validate", ".", "--baseline", "base.json", "--format", "json"])
        XCTAssertEqual(result.status, 0)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(object["fixed"] as? [String], [Self.w211])
        XCTAssertEqual((object["summary"] as? [String: Int])?["baselined"], 1)
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { "\($0["code"] ?? "") \($0["file"] ?? ""):\($0["line"] ?? 0)" }, ["W211 ./b.yaml:6"])
    }

    func testOnlyAdjustableCodesAreRecorded() throws {
        try folder.write("c.yaml", "campaign: autumn\ntrigger: session_start\nprority: 5\nmessage: { type: slideup, message: Autumn }\n")
        let result = try campaignc(["validate", ".", "--write-baseline", "base.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.hasSuffix("1 error, 0 warnings in 3 files (3 campaigns); 2 baselined\n"), result.standardOutput)
        XCTAssertEqual(result.standardError, "campaignc: note: 1 diagnostic not recorded in 'base.json': only adjustable codes can be baselined\n")
        XCTAssertFalse(try read("base.json").contains("E101"))
    }

    func testMissingOrMalformedBaselineExitsTwo() throws {
        XCTAssertEqual(
            try campaignc(["validate", ".", "--baseline", "nope.json"]),
            ProcessOutput(
                status: 2, standardOutput: "", standardError: "campaignc: error: cannot read baseline 'nope.json': No such file or directory\n"
            ))
        try folder.write("bad.json", "{\"entries\": [], \"schema_version\": 1,}")
        XCTAssertEqual(
            try campaignc(["validate", ".", "--baseline", "bad.json"]),
            ProcessOutput(
                status: 2, standardOutput: "", standardError: "campaignc: error: malformed baseline 'bad.json': not a JSON object\n"
            ))
        XCTAssertEqual(try campaignc(["compile", ".", "--output", "p.json", "--baseline", "nope.json"]).status, 2)
        XCTAssertEqual(
            try campaignc(["validate", ".", "--write-baseline", "no/such/dir/b.json"]),
            ProcessOutput(
                status: 2, standardOutput: "", standardError: "campaignc: error: cannot write 'no/such/dir/b.json': No such file or directory\n"
            ))
    }

    func testCompileHonoursTheBaselineForWarnings() throws {
        XCTAssertEqual(try campaignc(["compile", ".", "--output", "p.json", "--write-baseline", "base.json"]).status, 0)
        let result = try campaignc(["compile", ".", "--output", "p.json", "--baseline", "base.json", "--warnings-as-errors"])
        XCTAssertEqual(result, ProcessOutput(status: 0, standardOutput: "", standardError: "ok: 2 campaigns in 2 files; 2 baselined\n"))
    }
}
