import CampaignTestSupport
import Foundation
import XCTest

/// The integrations shipped in the repository (SPEC §11): their files say what they must, and
/// the local test scripts of the GitHub Action and the pre-commit hooks pass with this build.
final class IntegrationFilesTests: XCTestCase {
    private func read(_ relative: String) throws -> String {
        try String(contentsOf: CampaigncProcess.packageRoot.appendingPathComponent(relative), encoding: .utf8)
    }

    func testPreCommitHooksRunThePathlessForm() throws {
        let hooks = try read(".pre-commit-hooks.yaml")
        for (id, entry) in [("campaignc-validate", "campaignc validate --staged"), ("campaignc-test", "campaignc test --staged")] {
            let block = try XCTUnwrap(hooks.components(separatedBy: "- id: ").first { $0.hasPrefix(id + "\n") }, id)
            XCTAssertTrue(block.contains("\n  entry: \(entry)\n"), block)
            XCTAssertTrue(block.contains("\n  language: system\n"), block)
            XCTAssertTrue(block.contains("\n  pass_filenames: false\n"), block)
            XCTAssertTrue(block.contains("\n  files: \\.ya?ml$\n"), block)
        }
    }

    func testTheActionRunsItsScripts() throws {
        let action = try read("action.yml")
        XCTAssertTrue(action.contains("using: composite"))
        for script in ["Scripts/action/install.sh", "Scripts/action/validate.sh", "Scripts/action/diff.sh"] {
            XCTAssertTrue(action.contains("$GITHUB_ACTION_PATH/\(script)"), script)
            let path = CampaigncProcess.packageRoot.appendingPathComponent(script).path
            XCTAssertTrue(FileManager.default.isExecutableFile(atPath: path), script)
        }
        XCTAssertTrue(action.contains("uses: github/codeql-action/upload-sarif@"))
    }

    func testLicencePinsAndIgnoredOutputs() throws {
        XCTAssertTrue(try read("LICENSE").contains("Apache License\n                           Version 2.0, January 2004"))
        let manifest = try read("Package.swift")
        XCTAssertTrue(manifest.contains(#"swift-argument-parser", exact: "1.8.2")"#))
        XCTAssertFalse(manifest.contains("from: \""), "dependencies are pinned with exact:")
        let ignored = try read(".gitignore").split(separator: "\n")
        XCTAssertTrue(ignored.contains("/dist/"))
        XCTAssertTrue(ignored.contains("Package.resolved"))
    }

    func testTheActionScriptsPassAgainstTheSamples() throws {
        let result = try runScript("Scripts/test-action.sh")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.hasSuffix("test-action: all passed\n"), result.output)
    }

    func testThePreCommitHooksWithThePreCommitTool() throws {
        let found = ProcessInfo.processInfo.environment["PATH", default: ""].split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/pre-commit") }
        try XCTSkipUnless(found, "pre-commit is not installed (apt-get install -y pre-commit)")
        let result = try runScript("Scripts/test-precommit.sh")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.contains("ok: a duplicate id across files fails the hook when only one file changed"), result.output)
    }

    /// Runs a test script with the campaignc built for these tests; both streams together.
    private func runScript(_ relative: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [CampaigncProcess.packageRoot.appendingPathComponent(relative).path, try CampaigncProcess.executable().path]
        process.currentDirectoryURL = CampaigncProcess.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
