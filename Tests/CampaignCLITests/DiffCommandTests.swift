import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc diff` as a process (SPEC §5.1): the golden report, and `--base` against a real
/// git repository made in a temporary folder — the work tree, the index and the temporary
/// folder are left as they were.
final class DiffCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Runs git in the project folder, with no user or system configuration.
    @discardableResult
    private func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-c", "user.name=test", "-c", "user.email=test@example.com", "-c", "init.defaultBranch=main"] + arguments
        process.currentDirectoryURL = folder.url
        process.environment = ["PATH": ProcessInfo.processInfo.environment["PATH", default: "/usr/bin:/bin"], "HOME": folder.path, "GIT_CONFIG_NOSYSTEM": "1"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, "git \(arguments): \(text)")
        return text
    }

    private func campaignc(_ arguments: [String], in relative: String = "campaigns") throws -> ProcessOutput {
        try folder.makeDirectory("tmp")
        return try CampaigncProcess.run(arguments, in: URL(fileURLWithPath: folder.path(relative)), environment: ["TMPDIR": folder.path("tmp")])
    }

    /// A repository whose `main` holds `campaigns/` with a project file and two campaigns; the
    /// work tree then changes one, removes one and adds one.
    private func makeRepository() throws {
        try folder.write("README.md", "not a campaign\n")
        try folder.write("campaigns/campaignc.yaml", "trigger_minimum_interval: 30s\n")
        try folder.write(
            "campaigns/sale.yaml", "campaign: sale\npriority: 50\ntrigger: { custom_event: opened }\nmessage: { type: modal, header: Sale, message: Hi }\n")
        try folder.write("campaigns/old.yaml", "campaign: old\ntrigger: session_start\nmessage: { type: slideup, message: Bye }\n")
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-qm", "campaigns"])
        try folder.write(
            "campaigns/sale.yaml", "campaign: sale\npriority: 75\ntrigger: { custom_event: opened }\nmessage: { type: modal, header: Sale!, message: Hi }\n")
        try FileManager.default.removeItem(atPath: folder.path("campaigns/old.yaml"))
        try folder.write("campaigns/new.yaml", "campaign: new\ntrigger: { custom_event: hi }\nmessage: { type: modal, message: New }\n")
    }

    func testTheGoldenReportFromTheExecutable() throws {
        let result = try CampaigncProcess.run(["diff", "Tests/Golden/diff/old", "Tests/Golden/diff/new"])
        let expected = try String(contentsOf: CampaigncProcess.packageRoot.appendingPathComponent("Tests/Golden/diff/expected.txt"), encoding: .utf8)
        XCTAssertEqual(result, ProcessOutput(status: 1, standardOutput: expected, standardError: ""))
    }

    func testBaseComparesTheWorkTreeWithARevision() throws {
        try makeRepository()
        let statusBefore = try git(["status", "--porcelain"])
        let indexBefore = folder.bytes(".git/index")
        let result = try campaignc(["diff", "--base", "main"])
        XCTAssertEqual(
            result,
            ProcessOutput(
                status: 1,
                standardOutput: """
                    + new (modal, custom_event hi)
                      trigger[0].custom_event: "hi"
                      message.message: "New"
                    - old
                    ~ sale
                      priority: 50 → 75
                      message.header: "Sale" → "Sale!"
                    1 added, 1 removed, 1 changed

                    """,
                standardError: ""))
        XCTAssertEqual(try git(["status", "--porcelain"]), statusBefore)
        XCTAssertEqual(folder.bytes(".git/index"), indexBefore)
        XCTAssertEqual(try folder.listing("tmp"), [], "the temporary folder is removed")

        let markdown = try campaignc(["diff", "--base", "HEAD", "sale.yaml", "--format", "markdown"])
        XCTAssertEqual(
            markdown.standardOutput,
            "## campaignc diff: 0 added, 0 removed, 1 changed\n\n### `sale`\n\n| path | before | after |\n|---|---|---|\n"
                + "| `priority` | `50` | `75` |\n| `message.header` | `\"Sale\"` | `\"Sale!\"` |\n")
        XCTAssertEqual(markdown.status, 1)

        try git(["add", "-A"])
        try git(["commit", "-qm", "change"])
        let equal = try campaignc(["diff", "--base", "HEAD", "--format", "json"])
        XCTAssertEqual(equal, ProcessOutput(status: 0, standardOutput: #"{"added":[],"changed":[],"removed":[],"schema_version":1}"# + "\n", standardError: ""))
        let previous = try campaignc(["diff", "--base", "HEAD~1", "--format", "json"])
        XCTAssertEqual(previous.status, 1)
        XCTAssertTrue(previous.standardOutput.hasPrefix(#"{"added":["new"],"changed":[{"campaign":"sale","changes":[{"new":75,"old":50,"path":"priority"}"#))
    }

    func testWhatBaseRefuses() throws {
        try makeRepository()
        let unknown = try campaignc(["diff", "--base", "no-such-branch"])
        XCTAssertEqual(
            unknown,
            ProcessOutput(
                status: 2, standardOutput: "", standardError: "campaignc: error: 'no-such-branch' is not a revision of the git repository that holds '.'\n"))
        // A negative revision names no tree: git prints `^COMMIT` for it.
        let negative = try campaignc(["diff", "--base", "^HEAD"])
        XCTAssertEqual(
            negative,
            ProcessOutput(status: 2, standardOutput: "", standardError: "campaignc: error: '^HEAD' is not a revision of the git repository that holds '.'\n"))
        try folder.write("elsewhere/campaignc.yaml", "")
        try folder.write("elsewhere/a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: A }\n")
        try FileManager.default.removeItem(atPath: folder.path(".git"))
        let noRepository = try campaignc(["diff", "--base", "main"], in: "elsewhere")
        XCTAssertEqual(noRepository.status, 2)
        XCTAssertTrue(
            noRepository.standardError.hasPrefix("campaignc: error: diff --base needs a git repository, and '.' is in none (fatal: not a git repository"),
            noRepository.standardError)
    }

    func testBadArgumentsExitTwo() throws {
        let format = try CampaigncProcess.run(["diff", "a", "b", "--format", "sarif"])
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(format.standardError.hasPrefix("campaignc: error: The value 'sarif' is invalid for '--format <format>'"), format.standardError)
        let one = try CampaigncProcess.run(["diff", "Samples/valid"])
        XCTAssertEqual(
            one,
            ProcessOutput(
                status: 2, standardOutput: "",
                standardError: "campaignc: error: diff compares two sides: give OLD and NEW (payload files or sources), or --base REF [PATH...]\n"))
        let help = try CampaigncProcess.run(["help", "diff"])
        XCTAssertTrue(
            help.standardOutput.contains("USAGE: campaignc diff [<paths> ...] [--base <ref>] [--format <format>] [--config <file>] [--now <time>]\n"),
            help.standardOutput)
    }
}
