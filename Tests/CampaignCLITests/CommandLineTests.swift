import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// Runs the built executable for the options, help and exit statuses of SPEC §5.
final class CommandLineTests: XCTestCase {
    func testVersion() throws {
        let result = try CampaigncProcess.run(["--version"])
        XCTAssertEqual(result, ProcessOutput(status: 0, standardOutput: "\(CampaigncVersion.current)\n", standardError: ""))
    }

    func testHelpExitsZero() throws {
        let help = try CampaigncProcess.run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.hasPrefix("OVERVIEW: Validate and compile in-app message campaigns written in YAML.\n"), help.standardOutput)
        XCTAssertEqual(help.standardError, "")

        let validateHelp = try CampaigncProcess.run(["help", "validate"])
        XCTAssertEqual(validateHelp.status, 0)
        XCTAssertTrue(
            validateHelp.standardOutput.contains(
                "USAGE: campaignc validate [<paths> ...] [--config <file>] [--format <format>] [--warnings-as-errors] [--now <time>] [--color <color>] [--jobs <n>]"
                    + " [--exclude <glob> ...] [--force-exclude] [--stdin-filename <path>] [--baseline <file>] [--no-baseline] [--write-baseline <file>]"
                    + " [--fix [--diff]]\n"),
            validateHelp.standardOutput)
        XCTAssertEqual(validateHelp.standardError, "")
    }

    func testUnknownOptionExitsTwo() throws {
        let result = try CampaigncProcess.run(["validate", "--bogus", "Samples"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertTrue(result.standardError.hasPrefix("campaignc: error: Unknown option '--bogus'"), result.standardError)
        XCTAssertTrue(result.standardError.contains("\nUsage: campaignc validate [<paths> ...] [--config <file>]"), result.standardError)
    }

    func testBadOptionValuesExitTwo() throws {
        let format = try CampaigncProcess.run(["validate", "--format", "xml", "Samples"])
        XCTAssertEqual(format.status, 2)
        XCTAssertTrue(
            format.standardError.hasPrefix(
                "campaignc: error: The value 'xml' is invalid for '--format <format>'. Please provide one of the following:\n"
                    + "  - text\n  - json\n  - sarif\n  - github\n  - junit\n  - checkstyle\n  - gitlab\n"),
            format.standardError)
        XCTAssertEqual(format.standardOutput, "")

        let color = try CampaigncProcess.run(["validate", "--color", "sometimes", "Samples"])
        XCTAssertEqual(color.status, 2)
        XCTAssertEqual(color.standardOutput, "")

        let now = try CampaigncProcess.run(["validate", "--now", "yesterday", "Samples"])
        XCTAssertEqual(
            now,
            ProcessOutput(
                status: 2, standardOutput: "",
                standardError: "campaignc: error: invalid --now 'yesterday': expected an RFC 3339 time with an offset, such as 2026-03-01T09:00:00Z\n"))
    }

    func testMissingArgumentsExitTwo() throws {
        // Without a path, validate checks the project root; the package root has no campaignc.yaml.
        let noPaths = try CampaigncProcess.run(["validate"])
        XCTAssertEqual(noPaths.status, 2)
        XCTAssertTrue(noPaths.standardError.hasPrefix("campaignc: error: no path given and no campaignc.yaml"), noPaths.standardError)

        let nothing = try CampaigncProcess.run([])
        XCTAssertEqual(nothing.status, 2)
        XCTAssertTrue(
            nothing.standardError.hasPrefix(
                "campaignc: error: missing command: validate, compile, test, render, preview, explain, schema, rules, completions, diff, translations or lsp\n"),
            nothing.standardError)

        let unknown = try CampaigncProcess.run(["frobnicate"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.standardOutput, "")
    }

    func testMissingPathExitsTwoWithoutReport() throws {
        let result = try CampaigncProcess.run(["validate", "Samples/no-such-file.yaml"])
        XCTAssertEqual(
            result,
            ProcessOutput(
                status: 2, standardOutput: "",
                standardError: "campaignc: error: cannot open 'Samples/no-such-file.yaml': No such file or directory\n"))
    }

    func testMissingConfigExitsTwo() throws {
        let result = try CampaigncProcess.run(["validate", "--config", "no-such-campaignc.yaml", "Samples"])
        XCTAssertEqual(
            result,
            ProcessOutput(
                status: 2, standardOutput: "",
                standardError: "campaignc: error: cannot open config file 'no-such-campaignc.yaml': No such file or directory\n"))
    }

    func testExplainPrintsTheCatalogueEntry() throws {
        let result = try CampaigncProcess.run(["explain", "e201"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardError, "")
        XCTAssertTrue(result.standardOutput.hasPrefix("E201: full message without an image\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("type: full"), result.standardOutput)
    }

    func testExplainUnknownCodeExitsTwo() throws {
        let result = try CampaigncProcess.run(["explain", "E200"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, "campaignc: error: unknown diagnostic code `E200`; did you mean `E201`?\n")
    }

    func testSchemaPrintsTheCommittedFiles() throws {
        let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas")
        for name in ["campaign", "config", "payload", "diagnostics"] {
            let result = try CampaigncProcess.run(["schema", name])
            let file = try String(contentsOf: schemas.appendingPathComponent("\(name).schema.json"), encoding: .utf8)
            XCTAssertEqual(result, ProcessOutput(status: 0, standardOutput: file, standardError: ""), name)
        }
        XCTAssertEqual(try CampaigncProcess.run(["schema", "nope"]).status, 2)
    }
}
