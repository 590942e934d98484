import CampaignTestSupport
import Foundation
import XCTest

/// The project file's `baseline:` (SPEC §3, §11) as validate, compile and test use it, with
/// `--baseline` naming another, `--no-baseline` using none, and `--write-baseline` creating it.
final class ProjectBaselineCommandTests: XCTestCase {
    private var folder: TestFolder!

    /// E201 (adjustable: compiled as written once baselined).
    private static let fullWithoutImage = "campaign: promo\ntrigger: session_start\nmessage: { type: full, message: Hi }\n"
    private static let scenario = "scenario: shows\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - session_start\n  - expect: { displayed: promo }\n"
    private static let e201 = "project/promo.yaml:3:18: error[E201]: a full message needs an image\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("project/campaignc.yaml", "baseline: ci/campaignc-baseline.json\n")
        try folder.write("project/promo.yaml", Self.fullWithoutImage)
        try folder.write("project/promo.scenario.yaml", Self.scenario)
        try folder.makeDirectory("project/ci")
    }

    override func tearDown() {
        folder.remove()
    }

    /// Runs in the folder above the project, so the baseline's path shows where it is found.
    private func campaignc(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(arguments, in: folder.url, environment: ["NO_COLOR": "1"])
    }

    func testANamedBaselineThatDoesNotExistStopsEveryCommand() throws {
        let message =
            "campaignc: error: cannot read baseline 'project/ci/campaignc-baseline.json' (named by `baseline:` in 'project/campaignc.yaml'): "
            + "No such file or directory; record it with --write-baseline project/ci/campaignc-baseline.json, or run with --no-baseline\n"
        for command in [["validate", "project"], ["compile", "project", "--output", "p.json"], ["test", "project"]] {
            XCTAssertEqual(try campaignc(command), ProcessOutput(status: 2, standardOutput: "", standardError: message), command.joined(separator: " "))
        }
        XCTAssertFalse(folder.exists("p.json"))
    }

    func testWriteBaselineCreatesItThenEveryCommandUsesIt() throws {
        let write = try campaignc(["validate", "project", "--write-baseline", "project/ci/campaignc-baseline.json"])
        XCTAssertEqual(write, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 2 files; 1 baselined\n", standardError: ""))
        XCTAssertTrue(folder.exists("project/ci/campaignc-baseline.json"))

        XCTAssertEqual(
            try campaignc(["validate", "project"]), ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 2 files; 1 baselined\n", standardError: ""))
        let compile = try campaignc(["compile", "project", "--output", "p.json"])
        XCTAssertEqual(compile, ProcessOutput(status: 0, standardOutput: "", standardError: "ok: 1 campaign in 2 files; 1 baselined\n"))
        XCTAssertTrue(String(decoding: folder.bytes("p.json") ?? [], as: UTF8.self).contains(#""type":"FULL""#))
        let test = try campaignc(["test", "project", "--now", "2026-03-01T00:00:00Z"])
        XCTAssertEqual(test.status, 1, "the full message without an image is discarded on the device: \(test.standardOutput)")
        XCTAssertTrue(test.standardOutput.contains("1 baselined"), test.standardOutput)
        XCTAssertFalse(test.standardOutput.contains("error[E201]"), test.standardOutput)
    }

    func testNoBaselineAndAnotherBaseline() throws {
        XCTAssertEqual(try campaignc(["validate", "project", "--write-baseline", "project/ci/campaignc-baseline.json"]).status, 0)
        let none = try campaignc(["validate", "project", "--no-baseline"])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.standardOutput.hasPrefix(Self.e201), none.standardOutput)

        try folder.write("empty.json", #"{"entries":[],"schema_version":1}"# + "\n")
        let other = try campaignc(["validate", "project", "--baseline", "empty.json"])
        XCTAssertEqual(other.status, 1)
        XCTAssertTrue(other.standardOutput.hasPrefix(Self.e201), other.standardOutput)

        let both = try campaignc(["validate", "project", "--baseline", "empty.json", "--no-baseline"])
        XCTAssertEqual(
            both,
            ProcessOutput(
                status: 2, standardOutput: "",
                standardError: "campaignc: error: --baseline 'empty.json' and --no-baseline contradict each other: give one of them\n"))
    }

    func testAMalformedNamedBaselineStopsTheCommand() throws {
        try folder.write("project/ci/campaignc-baseline.json", "[]\n")
        let result = try campaignc(["validate", "project"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.standardError.hasPrefix(
                "campaignc: error: malformed baseline 'project/ci/campaignc-baseline.json' (named by `baseline:` in 'project/campaignc.yaml'): "),
            result.standardError)
        XCTAssertEqual(try campaignc(["validate", "project", "--no-baseline"]).status, 1)
        // Writing does not read past a broken file; with --no-baseline it is recorded again.
        XCTAssertEqual(try campaignc(["validate", "project", "--write-baseline", "project/ci/campaignc-baseline.json"]).status, 2)
        let rewrite = try campaignc(["validate", "project", "--no-baseline", "--write-baseline", "project/ci/campaignc-baseline.json"])
        XCTAssertEqual(rewrite, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 2 files; 1 baselined\n", standardError: ""))
        XCTAssertEqual(try campaignc(["validate", "project"]).status, 0)
    }

    func testAPathlessRunInTheProjectUsesIt() throws {
        XCTAssertEqual(try campaignc(["validate", "project", "--write-baseline", "project/ci/campaignc-baseline.json"]).status, 0)
        let result = try CampaigncProcess.run(["validate"], in: URL(fileURLWithPath: folder.path("project")))
        XCTAssertEqual(result, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 2 files; 1 baselined\n", standardError: ""))
    }
}
