import CampaignDiagnostics
import XCTest

/// The JUnit output passes `xmllint --schema Schemas/external/junit.xsd`, and the GitLab Code
/// Quality output passes `Scripts/check_report_formats.py` (its JSON Schema). Each test is
/// skipped, saying why, when its tool is not installed (CI installs `libxml2-utils` and
/// `python3-jsonschema`).
final class ExternalFormatValidationTests: XCTestCase {
    private var schema: String { ExternalToolRunner.root.appendingPathComponent("Schemas/external/junit.xsd").path }
    private var script: String { ExternalToolRunner.root.appendingPathComponent("Scripts/check_report_formats.py").path }

    /// Reports that exercise the JUnit shapes: the fixture, an empty run, and a file with
    /// several errors in one campaign (several failures in one test case).
    private var junitReports: [(String, DiagnosticReport)] {
        let source = SourceFile(path: "a.yaml", text: "campaign: x\n")
        let errors = [
            Fixture.diagnostic(.E203, "buttons are not allowed", "a.yaml", 1, 1),
            Fixture.diagnostic(.E204, "more than two buttons", "a.yaml", 1, 3),
        ]
        var several = DiagnosticReport(diagnostics: errors, sources: [source], files: 1, campaigns: 1)
        several.files = ["a.yaml"]
        several.units = [ReportUnit(file: "a.yaml", id: "x", range: Fixture.range(1, 1, 2, 1))]
        var empty = DiagnosticReport(diagnostics: [], sources: [], files: 0, campaigns: 0)
        empty.files = []
        // A scenario that did not run, with a warning of its own: skipped, and its output kept.
        let warning = Fixture.diagnostic(.W604, "the scenario has no expect step", "s.yaml", 1, 1)
        var skipped = DiagnosticReport(diagnostics: [warning], sources: [SourceFile(path: "s.yaml", text: "scenario: s\n")], files: 1, campaigns: 0)
        skipped.files = ["s.yaml"]
        skipped.units = [ReportUnit(file: "s.yaml", id: "s", range: Fixture.range(1, 1, 2, 1), skipped: true)]
        return [("fixture", ReportFormatFixture.report), ("empty", empty), ("several", several), ("skipped", skipped)]
    }

    func testJUnitOutputPassesTheJenkinsSchema() throws {
        guard let xmllint = ExternalToolRunner.find("xmllint") else {
            throw XCTSkip("xmllint is not installed (apt-get install libxml2-utils); JUnit output not checked against the XSD")
        }
        for (name, report) in junitReports {
            let file = try ExternalToolRunner.temporaryFile("\(name).xml", JUnitDiagnosticRenderer().render(report))
            let result = try ExternalToolRunner.run(xmllint, ["--noout", "--schema", schema, file])
            XCTAssertEqual(result.status, 0, "\(name): \(result.output)")
        }
    }

    func testTheSchemaRejectsWhatJenkinsRejects() throws {
        guard let xmllint = ExternalToolRunner.find("xmllint") else {
            throw XCTSkip("xmllint is not installed (apt-get install libxml2-utils)")
        }
        let broken = "<?xml version=\"1.0\"?>\n<testsuites><testsuite tests=\"1\"><testcase/></testsuite></testsuites>\n"
        let file = try ExternalToolRunner.temporaryFile("broken.xml", broken)
        XCTAssertNotEqual(try ExternalToolRunner.run(xmllint, ["--noout", "--schema", schema, file]).status, 0)
    }

    func testGitLabOutputPassesItsSchema() throws {
        guard ExternalToolRunner.hasPythonJSONSchema else {
            throw XCTSkip("/usr/bin/python3 with jsonschema is missing (apt-get install python3-jsonschema); GitLab output not checked")
        }
        let output = GitLabDiagnosticRenderer().render(ReportFormatFixture.report)
        let file = try ExternalToolRunner.temporaryFile("gitlab.json", output)
        let result = try ExternalToolRunner.run("/usr/bin/python3", [script, "gitlab", file])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "ok: gitlab schema and 1 file(s)\n")
    }

    func testJSONReportPassesTheDiagnosticsSchema() throws {
        guard ExternalToolRunner.hasPythonJSONSchema else {
            throw XCTSkip("/usr/bin/python3 with jsonschema is missing (apt-get install python3-jsonschema)")
        }
        var report = ReportFormatFixture.report
        report.fixed = ["0123456789abcdef0123456789abcdef"]
        let file = try ExternalToolRunner.temporaryFile("report.json", JSONDiagnosticRenderer().render(report))
        let result = try ExternalToolRunner.run("/usr/bin/python3", [script, "diagnostics", file])
        XCTAssertEqual(result.status, 0, result.output)
    }
}
