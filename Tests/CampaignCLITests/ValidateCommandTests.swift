import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// Runs the built executable's `validate` over generated files.
final class ValidateCommandTests: XCTestCase {
    private var folder: TestFolder!

    private static let validCampaign = """
        campaign: spring-sale
        trigger: session_start
        message:
          type: modal
          message: Free shipping on carts over $50
        """ + "\n"

    private static let unclosedList = "campaign: [unclosed\n"

    private static let unclosedListReport = """
        bad.yaml:2:1: error[E001]: expected `,` or `]` in this list
           |
         2 |
           | ^
           = help: close the list with `]`
        bad.yaml:1:11: note: the list started here
           |
         1 | campaign: [unclosed
           |           ^

        1 error, 0 warnings in 1 file (1 campaign)

        """

    private static let emptyFileWarning = """
        empty.yaml:1:1: warning[W009]: the file holds no campaign: it has no YAML document
           |
         1 |
           | ^


        """

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("ok.yaml", Self.validCampaign)
        try folder.write("bad.yaml", Self.unclosedList)
        try folder.write("empty.yaml", "")
    }

    override func tearDown() {
        folder.remove()
    }

    private func validate(_ arguments: [String], input: String? = nil, environment: [String: String] = [:]) throws -> ProcessOutput {
        try CampaigncProcess.run(["validate"] + arguments, in: folder.url, input: input, environment: environment)
    }

    func testValidFileIsOk() throws {
        XCTAssertEqual(try validate(["ok.yaml"]), ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file\n", standardError: ""))
    }

    func testYAMLErrorExitsOneWithTheReport() throws {
        XCTAssertEqual(try validate(["bad.yaml"]), ProcessOutput(status: 1, standardOutput: Self.unclosedListReport, standardError: ""))
    }

    func testDirectoryPathsAreShownAsTyped() throws {
        try folder.write("sub/bad.yaml", Self.unclosedList)
        let result = try validate(["./sub/"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.hasPrefix("./sub/bad.yaml:2:1: error[E001]: "), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("\n./sub/bad.yaml:1:11: note: the list started here\n"), result.standardOutput)
    }

    func testJSONFormatParsesAndHasTheSummary() throws {
        let result = try validate(["--format", "json", "ok.yaml", "bad.yaml", "empty.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.standardError, "")
        XCTAssertTrue(result.standardOutput.hasSuffix("}\n"))
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema_version"] as? Int, 3)
        let summary = try XCTUnwrap(object["summary"] as? [String: Int])
        XCTAssertEqual(summary, ["files": 3, "campaigns": 2, "errors": 1, "warnings": 1, "suppressed": 0, "baselined": 0])
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.map { $0["code"] as? String }, ["E001", "W009"])
        XCTAssertEqual(diagnostics.map { $0["file"] as? String }, ["bad.yaml", "empty.yaml"])
        XCTAssertEqual(diagnostics.map { $0["line"] as? Int }, [2, 1])
    }

    func testSARIFAndGitHubFormats() throws {
        let sarif = try validate(["--format", "sarif", "empty.yaml"])
        XCTAssertEqual(sarif.status, 0)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "campaignc")
        XCTAssertEqual(driver["version"] as? String, CampaigncVersion.current)
        XCTAssertEqual((run["results"] as? [[String: Any]])?.map { $0["ruleId"] as? String }, ["W009"])

        let github = try validate(["--format", "github", "empty.yaml", "bad.yaml"])
        XCTAssertEqual(
            github,
            ProcessOutput(
                status: 1,
                standardOutput: """
                    ::error file=bad.yaml,line=2,col=1,endLine=2,endColumn=1,title=E001::expected `,` or `]` in this list%0Ahelp: close the list with `]`%0Abad.yaml:1:11: note: the list started here
                    ::warning file=empty.yaml,line=1,col=1,endLine=1,endColumn=1,title=W009::the file holds no campaign: it has no YAML document
                    1 error, 1 warning in 2 files (1 campaign)

                    """, standardError: ""))
    }

    func testStandardInputIsReadAndShownAsStdin() throws {
        let ok = try validate(["-"], input: Self.validCampaign)
        XCTAssertEqual(ok, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file\n", standardError: ""))

        let bad = try validate(["-"], input: Self.unclosedList)
        XCTAssertEqual(bad.status, 1)
        XCTAssertEqual(bad.standardOutput, Self.unclosedListReport.replacingOccurrences(of: "bad.yaml", with: "<stdin>"))

        let mixed = try validate(["ok.yaml", "-"], input: "")
        XCTAssertEqual(mixed.status, 0)
        XCTAssertTrue(mixed.standardOutput.hasPrefix("<stdin>:1:1: warning[W009]: "), mixed.standardOutput)
        XCTAssertTrue(mixed.standardOutput.hasSuffix("\n0 errors, 1 warning in 2 files (1 campaign)\n"), mixed.standardOutput)
    }

    func testWarningsAsErrorsTurnsAWarningIntoExitOne() throws {
        let plain = try validate(["empty.yaml"])
        XCTAssertEqual(
            plain,
            ProcessOutput(
                status: 0,
                standardOutput: Self.emptyFileWarning + "0 errors, 1 warning in 1 file (0 campaigns)\n",
                standardError: ""))

        let strict = try validate(["--warnings-as-errors", "empty.yaml"])
        XCTAssertEqual(
            strict,
            ProcessOutput(
                status: 1,
                standardOutput: Self.emptyFileWarning.replacingOccurrences(of: "warning[W009]", with: "error[W009]")
                    + "1 error, 0 warnings in 1 file (0 campaigns)\n",
                standardError: ""))
    }

    func testColourOnlyWhenAskedOrOnATerminal() throws {
        let escape = "\u{1B}["
        // Standard output is a file here, not a terminal: `auto` means no colour.
        let auto = try validate(["empty.yaml"])
        XCTAssertFalse(auto.standardOutput.contains(escape), auto.standardOutput)
        XCTAssertEqual(auto.standardOutput, try validate(["--color", "never", "empty.yaml"]).standardOutput)

        let always = try validate(["--color", "always", "empty.yaml"])
        XCTAssertEqual(always.status, 0)
        XCTAssertTrue(always.standardOutput.contains("\u{1B}[1;33mwarning[W009]\u{1B}[0m"), always.standardOutput)

        let noColorVariable = try validate(["--color", "always", "empty.yaml"], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(noColorVariable.standardOutput, always.standardOutput)

        let jsonAlways = try validate(["--color", "always", "--format", "json", "empty.yaml"])
        XCTAssertFalse(jsonAlways.standardOutput.contains(escape), jsonAlways.standardOutput)
    }

    func testReportDoesNotDependOnArgumentOrderOrJobs() throws {
        try folder.write("more/a.yaml", Self.unclosedList)
        try folder.write("more/b.yml", "")
        let forward = try validate(["ok.yaml", "more", "bad.yaml", "empty.yaml"])
        let backward = try validate(["empty.yaml", "bad.yaml", "more", "ok.yaml", "--jobs", "1"])
        XCTAssertEqual(forward, backward)
        XCTAssertEqual(forward.status, 1)
        XCTAssertTrue(forward.standardOutput.hasSuffix("\n2 errors, 2 warnings in 5 files (3 campaigns)\n"), forward.standardOutput)
    }
}
