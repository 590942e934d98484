import CampaignTestSupport
import Foundation
import XCTest

/// `--staged` (docs/ci.md): `validate`, `compile` and `test` read the files git has staged, so a
/// pre-commit hook checks what the commit holds — not an untracked file, not an unstaged edit.
final class StagedCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "trigger_minimum_interval: 30s\n")
        try folder.write("campaigns/welcome.yaml", "campaign: welcome\ntrigger: session_start\nmessage: { type: modal, message: Hi }\n")
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-qm", "initial"])
    }

    override func tearDown() {
        folder.remove()
    }

    @discardableResult
    private func git(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
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

    private func campaignc(_ arguments: [String], in relative: String = ".") throws -> ProcessOutput {
        try CampaigncProcess.run(arguments + ["--color", "never"], in: URL(fileURLWithPath: folder.path(relative)))
    }

    func testAnUntrackedOrUnstagedBrokenFileIsNotRead() throws {
        try folder.write("campaigns/draft.yaml", "campaign: [unclosed\n")
        try folder.write("campaigns/welcome.yaml", "campaign: welcome\ntrigger: session_start\nmessage: { type: modl, message: Hi }\n")
        XCTAssertEqual(try campaignc(["validate"]).status, 1, "the working tree is broken")
        XCTAssertEqual(try campaignc(["validate", "--staged"]), ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file\n", standardError: ""))
        // From a subfolder, with a path, the same.
        XCTAssertEqual(
            try campaignc(["validate", "--staged", "welcome.yaml"], in: "campaigns"),
            ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file\n", standardError: ""))
    }

    func testTheStagedTextIsWhatIsChecked() throws {
        try folder.write("campaigns/welcome.yaml", "campaign: welcome\ntrigger: session_start\nmessage: { type: modl, message: Hi }\n")
        try git(["add", "campaigns/welcome.yaml"])
        // The working tree is fixed since, but the staged text is what the commit holds.
        try folder.write("campaigns/welcome.yaml", "campaign: welcome\ntrigger: session_start\nmessage: { type: modal, message: Hi }\n")
        let result = try campaignc(["validate", "--staged"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.hasPrefix("campaigns/welcome.yaml:3:18: error[E104]: expected `slideup`, `modal`, `full` or `html`, found `modl`\n"),
            result.standardOutput)
        XCTAssertEqual(try campaignc(["validate"]).status, 0)
        // A staged deletion is gone: nothing to check.
        try git(["rm", "-q", "-f", "--cached", "campaigns/welcome.yaml"])
        XCTAssertEqual(try campaignc(["validate", "--staged"]).status, 2)
    }

    func testUsageErrors() throws {
        let stdin = try campaignc(["validate", "--staged", "-"])
        XCTAssertEqual(stdin.status, 2)
        XCTAssertEqual(stdin.standardError, "campaignc: error: --staged reads the files git has staged: standard input (-) is not one of them\n")
        let fix = try campaignc(["validate", "--staged", "--fix"])
        XCTAssertEqual(fix.status, 2)
        XCTAssertEqual(fix.standardError, "campaignc: error: --fix edits the files of the working tree; --staged reads the index: give one of them\n")
        let outside = try TestFolder()
        defer { outside.remove() }
        try outside.write("a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: modal, message: Hi }\n")
        let none = try CampaigncProcess.run(
            ["validate", "--staged", "a.yaml"], in: outside.url, environment: ["GIT_CEILING_DIRECTORIES": outside.url.deletingLastPathComponent().path])
        XCTAssertEqual(none.status, 2)
        XCTAssertTrue(none.standardError.hasPrefix("campaignc: error: --staged needs a git repository, and '"), none.standardError)
    }
}
