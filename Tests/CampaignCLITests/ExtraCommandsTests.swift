import CampaignTestSupport
import Foundation
import XCTest

/// `rules`, `completions` and the did-you-mean of an unknown command (SPEC §5, §11).
final class ExtraCommandsTests: XCTestCase {
    func testUnknownCommandSuggestsTheClosest() throws {
        XCTAssertEqual(
            try CampaigncProcess.run(["valdate", "Samples"]),
            ProcessOutput(
                status: 2, standardOutput: "", standardError: "campaignc: error: unknown command 'valdate'; did you mean 'validate'?\n"))
        XCTAssertEqual(try CampaigncProcess.run(["compiel"]).standardError, "campaignc: error: unknown command 'compiel'; did you mean 'compile'?\n")
        let far = try CampaigncProcess.run(["frobnicate"])
        XCTAssertEqual(far.status, 2)
        XCTAssertTrue(far.standardError.hasPrefix("campaignc: error: unknown command 'frobnicate'; expected 'validate', 'compile'"), far.standardError)
    }

    /// `--fix` and `--diff` belong to `validate`: another command names it instead of a look-alike option.
    func testFixOnAnotherCommandPointsToValidate() throws {
        XCTAssertEqual(
            try CampaigncProcess.run(["compile", "Samples/valid", "--fix"]),
            ProcessOutput(
                status: 2, standardOutput: "",
                standardError: "campaignc: error: unknown option '--fix' for 'compile'; fix-its are applied by 'campaignc validate --fix'\n"))
        XCTAssertEqual(
            try CampaigncProcess.run(["test", "--diff"]).standardError,
            "campaignc: error: unknown option '--diff' for 'test'; fix-its are applied by 'campaignc validate --fix'\n")
        // After `--`, a word is a path: `test -- --fix` looks for a file of that name.
        XCTAssertFalse(try CampaigncProcess.run(["test", "--", "--fix"]).standardError.contains("validate --fix"))
    }

    func testCompletionScriptsForEachShell() throws {
        for (shell, marker) in [("bash", "complete -"), ("zsh", "#compdef campaignc"), ("fish", "complete -c 'campaignc'")] {
            let result = try CampaigncProcess.run(["completions", shell])
            XCTAssertEqual(result.status, 0, shell)
            XCTAssertEqual(result.standardError, "", shell)
            XCTAssertTrue(result.standardOutput.contains(marker), "\(shell): \(result.standardOutput.prefix(200))")
            XCTAssertTrue(result.standardOutput.contains("validate"), shell)
            XCTAssertTrue(result.standardOutput.contains("stdin-filename"), shell)
        }
        XCTAssertEqual(
            try CampaigncProcess.run(["completions", "tcsh"]),
            ProcessOutput(
                status: 2, standardOutput: "", standardError: "campaignc: error: unknown shell 'tcsh': expected bash, zsh or fish\n"))
    }

    func testRulesFormats() throws {
        let json = try CampaigncProcess.run(["rules", "--format", "json"])
        XCTAssertEqual(json.status, 0)
        XCTAssertTrue(json.standardOutput.hasPrefix("{\n  \"rules\": [\n"), json.standardOutput)
        let text = try CampaigncProcess.run(["rules"])
        XCTAssertTrue(text.standardOutput.hasPrefix("E001  error    not adjustable  YAML syntax error\n"), text.standardOutput)
        XCTAssertEqual(try CampaigncProcess.run(["rules", "--format", "html"]).status, 2)
    }
}
