import CampaignTestSupport
import Foundation
import XCTest

/// Fix-its and the messages of issue 19 through the built executable, in every format that
/// shows them (SPEC §4.1–§4.3 v3, §13.1), and an E006 for a UTF-16 file.
final class FixItCommandTests: XCTestCase {
    private var folder: TestFolder!

    private static let campaign = """
        campaign: welcome
        prority: high
        delay: 30
        trigger: session_start
        message:
          type: modal
          message: Hi
          animate: yes

        """

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("a.yaml", Self.campaign)
    }

    override func tearDown() {
        folder.remove()
    }

    private func validate(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(["validate"] + arguments, in: folder.url)
    }

    func testTextShowsEachFixItAsHelpMarkedWhenSafe() throws {
        let result = try validate(["a.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            """
            a.yaml:2:1: error[E101]: unknown key `prority`
               |
             2 | prority: high
               | ^~~~~~~
               = help: did you mean `priority`?
               = help: replace `prority` with `priority` (--fix)

            a.yaml:3:8: warning[W317]: `delay` is written without a unit: `30` means 30 seconds
               |
             3 | delay: 30
               |        ^~
               = help: write the unit: `30s` if seconds are meant, else `30m`, `30h` or `30d`
               = help: append `s`

            a.yaml:8:12: error[E103]: expected true or false, found `yes`
               |
             8 |   animate: yes
               |            ^~~
               = help: write true or false
               = help: replace `yes` with `true` (--fix)

            2 errors, 1 warning in 1 file (1 campaign)

            """)
    }

    func testJSONListsFixItsWithSafeAndSchemaVersion3() throws {
        let result = try validate(["a.yaml", "--format", "json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(object["schema_version"] as? Int, 3)
        let diagnostics = try XCTUnwrap(object["diagnostics"] as? [[String: Any]])
        let fixIts = diagnostics.compactMap { ($0["fix_its"] as? [[String: Any]])?.first }
        XCTAssertEqual(fixIts.count, 3)
        let w317 = try XCTUnwrap(fixIts.first { $0["message"] as? String == "append `s`" })
        XCTAssertEqual(w317["line"] as? Int, 3)
        XCTAssertEqual(w317["column"] as? Int, 10)
        XCTAssertEqual(w317["end_line"] as? Int, 3)
        XCTAssertEqual(w317["end_column"] as? Int, 10)
        XCTAssertEqual(w317["replacement"] as? String, "s")
        XCTAssertEqual(w317["safe"] as? Bool, false)
        XCTAssertEqual(Set(w317.keys), ["message", "line", "column", "end_line", "end_column", "replacement", "safe"])
    }

    func testGitHubAnnotationsCarryTheHelpAndTheFixItTitles() throws {
        let result = try validate(["a.yaml", "--format", "github"])
        XCTAssertEqual(
            result.standardOutput,
            "::error file=a.yaml,line=2,col=1,endLine=2,endColumn=8,title=E101::unknown key `prority`"
                + "%0Ahelp: did you mean `priority`?%0Ahelp: replace `prority` with `priority` (--fix)\n"
                + "::warning file=a.yaml,line=3,col=8,endLine=3,endColumn=10,title=W317::`delay` is written without a unit: `30` means 30 seconds"
                + "%0Ahelp: write the unit: `30s` if seconds are meant, else `30m`, `30h` or `30d`%0Ahelp: append `s`\n"
                + "::error file=a.yaml,line=8,col=12,endLine=8,endColumn=15,title=E103::expected true or false, found `yes`"
                + "%0Ahelp: write true or false%0Ahelp: replace `yes` with `true` (--fix)\n"
                + "2 errors, 1 warning in 1 file (1 campaign)\n")
    }

    func testSARIFCarriesTheFixes() throws {
        let result = try validate(["a.yaml", "--format", "sarif"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let run = try XCTUnwrap((object["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        let w317 = try XCTUnwrap(results.first { $0["ruleId"] as? String == "W317" })
        let fix = try XCTUnwrap((w317["fixes"] as? [[String: Any]])?.first)
        XCTAssertEqual((fix["description"] as? [String: Any])?["text"] as? String, "append `s`")
        let change = try XCTUnwrap((fix["artifactChanges"] as? [[String: Any]])?.first)
        let replacement = try XCTUnwrap((change["replacements"] as? [[String: Any]])?.first)
        XCTAssertEqual(
            replacement["deletedRegion"] as? [String: Int], ["startLine": 3, "startColumn": 10, "endLine": 3, "endColumn": 10])
        XCTAssertEqual((replacement["insertedContent"] as? [String: Any])?["text"] as? String, "s")
    }

    func testAUTF16FileSaysHowToConvertIt() throws {
        let text = "campaign: a\ntrigger: session_start\n"
        try folder.write("u.yaml", [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let result = try validate(["u.yaml", "--format", "github"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            "::error file=u.yaml,line=1,col=1,endLine=1,endColumn=2,title=E006::the file is UTF-16 (little-endian), not UTF-8:"
                + " it starts with the UTF-16 byte-order mark"
                + "%0Ahelp: save it as UTF-8 in your editor, or convert it with `iconv -f UTF-16 -t UTF-8 old.yaml > new.yaml`\n"
                + "1 error, 0 warnings in 1 file (0 campaigns)\n")
    }
}
