import CampaignTestSupport
import Foundation
import XCTest

/// The input rules of SPEC §1 (v2), through the built executable: the project file named
/// as an input, nothing to read, path-less runs, exclusions and `--stdin-filename`.
final class InputRulesCommandTests: XCTestCase {
    private var folder: TestFolder!

    static let campaign = "campaign: spring-sale\ntrigger: session_start\nmessage:\n  type: modal\n  message: Hi\n"
    static let broken = "campaign: [unclosed\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("project/campaignc.yaml", "exclude: [drafts]\n")
        try folder.write("project/ok.yaml", Self.campaign)
        try folder.write("project/drafts/bad.yaml", Self.broken)
        try folder.write("project/team/wip.draft.yaml", Self.broken)
    }

    override func tearDown() {
        folder.remove()
    }

    private func run(_ arguments: [String], in relative: String = "", input: String? = nil) throws -> ProcessOutput {
        try CampaigncProcess.run(arguments, in: folder.url.appendingPathComponent(relative), input: input)
    }

    /// The files of the GitHub annotations in a report.
    private func annotated(_ result: ProcessOutput) -> [String] {
        result.standardOutput.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("::error file=") else { return nil }
            return String(line.dropFirst("::error file=".count).prefix { $0 != "," })
        }
    }

    private func usage(_ message: String) -> ProcessOutput {
        ProcessOutput(status: 2, standardOutput: "", standardError: "campaignc: error: \(message)\n")
    }

    func testTheProjectFileNamedOnTheCommandLineIsNotACampaign() throws {
        let result = try run(["validate", "campaignc.yaml", "ok.yaml"], in: "project")
        XCTAssertEqual(result, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file\n", standardError: ""))
        XCTAssertEqual(try run(["validate", "campaignc.yaml"], in: "project"), usage("no campaign files found in 'campaignc.yaml'"))
    }

    func testNothingToReadIsExit2NamingTheArguments() throws {
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("empty/sub"), withIntermediateDirectories: true)
        try folder.write("empty/notes.txt", "")
        XCTAssertEqual(try run(["validate", "empty", "empty/sub"]), usage("no campaign files found in 'empty', 'empty/sub'"))
        XCTAssertEqual(try run(["compile", "empty", "--output", "p.json"]), usage("no campaign files found in 'empty'"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("p.json").path))
    }

    func testAPathlessRunChecksTheProjectRootShowingPathsFromTheWorkingDirectory() throws {
        try folder.write("project/team/bad.yaml", Self.broken)
        let inRoot = try run(["validate", "--format", "github"], in: "project")
        XCTAssertEqual(inRoot.status, 1)
        XCTAssertEqual(annotated(inRoot), ["team/bad.yaml", "team/wip.draft.yaml"])
        let below = try run(["validate", "--format", "github"], in: "project/team")
        XCTAssertEqual(annotated(below), ["../team/bad.yaml", "../team/wip.draft.yaml"])
        // compile too; with --config and no path, the root is the config file's folder.
        let compiled = try run(["compile", "--exclude", "team", "--output", "../p.json"], in: "project")
        XCTAssertEqual(compiled, ProcessOutput(status: 0, standardOutput: "", standardError: "ok: 1 campaign in 1 file\n"))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("p.json").path))
        let configured = try run(["validate", "--config", "project/campaignc.yaml", "--exclude", "team"])
        XCTAssertEqual(configured, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file\n", standardError: ""))
        XCTAssertEqual(
            try run(["validate"], in: ""),
            usage(
                "no path given and no campaignc.yaml in the working directory or above: name the files or folders to check, or create a project file"))
    }

    func testExcludesSkipFoldersAndFilesFoundByASearch() throws {
        let projectExclude = try run(["validate", "--format", "github"], in: "project")
        XCTAssertEqual(annotated(projectExclude), ["team/wip.draft.yaml"])
        let excluded = try run(["validate", "--exclude", "*.draft.yaml", "project"])
        XCTAssertEqual(excluded, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file\n", standardError: ""))
        let pathless = try run(["validate", "--exclude", "team/**"], in: "project")
        XCTAssertEqual(pathless, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file\n", standardError: ""))
        // A folder named is walked even when excluded; what is excluded inside it is not.
        let named = try run(["validate", "--format", "github", "project/drafts"])
        XCTAssertEqual(annotated(named), ["project/drafts/bad.yaml"])
        XCTAssertEqual(try run(["validate", "--exclude", "[x", "project"]), usage("invalid --exclude glob '[x': a `[` has no closing `]`"))
    }

    func testANamedFileIsReadUnlessForceExcluded() throws {
        let named = try run(["validate", "project/drafts/bad.yaml"])
        XCTAssertEqual(named.status, 1)
        let forced = try run(["validate", "--force-exclude", "--format", "json", "project/drafts/bad.yaml"])
        XCTAssertEqual(forced.status, 0)
        XCTAssertEqual(forced.standardError, "")
        let report = try JSONSerialization.jsonObject(with: Data(forced.standardOutput.utf8)) as? [String: Any]
        XCTAssertEqual((report?["diagnostics"] as? [Any])?.count, 0)
        let compiled = try run(["compile", "--force-exclude", "project/drafts/bad.yaml", "--output", "p.json"])
        XCTAssertEqual(compiled, ProcessOutput(status: 0, standardOutput: "", standardError: "ok: 0 campaigns in 0 files\n"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("p.json").path))
        let mixed = try run(["validate", "--force-exclude", "project/drafts/bad.yaml", "project/ok.yaml"])
        XCTAssertEqual(mixed, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file\n", standardError: ""))
    }

    func testStdinFilenameNamesAndLocatesStandardInput() throws {
        let sample = try String(contentsOf: CampaigncProcess.packageRoot.appendingPathComponent("Samples/valid/push-primer-toggles.yaml"), encoding: .utf8)
        let root = CampaigncProcess.packageRoot
        let plain = try CampaigncProcess.run(["validate", "--format", "github", "-"], in: root, input: sample)
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(annotated(plain), ["<stdin>", "<stdin>"])
        XCTAssertTrue(plain.standardOutput.contains("title=E209::"), plain.standardOutput)
        let named = try CampaigncProcess.run(
            ["validate", "--stdin-filename", "Samples/valid/push-primer-toggles.yaml", "-"], in: root, input: sample)
        XCTAssertEqual(named, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file\n", standardError: ""))
        let broken = try run(["validate", "--format", "github", "--stdin-filename", "project/new.yaml", "-"], input: Self.broken)
        XCTAssertEqual(annotated(broken), ["project/new.yaml"])
        let forced = try run(["validate", "--force-exclude", "--stdin-filename", "project/drafts/x.yaml", "-"], input: Self.broken)
        XCTAssertEqual(forced, ProcessOutput(status: 0, standardOutput: "ok: 0 campaigns in 0 files\n", standardError: ""))
        XCTAssertEqual(
            try run(["validate", "--stdin-filename", "x.yaml", "project"]),
            usage("--stdin-filename names the text read from standard input: give the path - too"))
    }
}
