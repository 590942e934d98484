import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc validate --fix` as a process over a localised project: the safe fix-its of a
/// translation file's diagnostics are applied like a campaign's (SPEC §13.2, §16.3), the
/// bytes around them kept, and a second run applies nothing.
final class TranslationFixCommandTests: XCTestCase {
    private var folder: TestFolder!
    private let now = ["--now", "2026-03-01T09:00:00Z"]

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "localisation:\n  source: en\n  locales: [fr, de]\nseverity: { W902: off, W903: off, W904: off }\n")
        try folder.write(
            "campaigns/spring-sale.yaml", "campaign: spring-sale\ntrigger: session_start\nmessage:\n  type: slideup\n  message: Spring sale\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private func read(_ relative: String) throws -> String {
        try String(contentsOfFile: folder.path(relative), encoding: .utf8)
    }

    func testFixRenamesAMisspeltKeyOfATranslationFileAndKeepsTheRest() throws {
        let text = "# Traductions\r\nlocale: fr\r\ncampaings:   # sic\r\n  spring-sale:\r\n    message: \"Soldes de printemps\"\r\n"
        try folder.write("translations/fr.yaml", text)
        let diff = try CampaigncProcess.run(["validate", "--fix", "--diff"] + now, in: folder.url)
        XCTAssertEqual(diff.status, 1, diff.standardError)
        XCTAssertEqual(
            diff.standardOutput,
            "--- a/translations/fr.yaml\n+++ b/translations/fr.yaml\n@@ -1,5 +1,5 @@\n # Traductions\r\n locale: fr\r\n-campaings:   # sic\r\n+campaigns:   # sic\r\n   spring-sale:\r\n     message: \"Soldes de printemps\"\r\n"
        )
        XCTAssertEqual(try read("translations/fr.yaml"), text)

        let run = try CampaigncProcess.run(["validate", "--fix"] + now, in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        XCTAssertEqual(run.standardOutput, "ok: 1 campaign in 2 files; 1 fix applied\n")
        XCTAssertEqual(try read("translations/fr.yaml"), text.replacingOccurrences(of: "campaings:", with: "campaigns:"))

        let again = try CampaigncProcess.run(["validate", "--fix"] + now, in: folder.url)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(again.standardOutput, "ok: 1 campaign in 2 files; 0 fixes applied\n")
    }

    /// A fix reveals what the misspelt key hid: once `campaigns` is read, its list value is `E103`.
    func testAFixThatRevealsAnErrorExitsOneWithTheFixedFilesReport() throws {
        try folder.write("translations/fr.yaml", "locale: fr\ncampaings:\n  spring-sale:\n    message: [Soldes]\n")
        let run = try CampaigncProcess.run(["validate", "--fix"] + now, in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(
            run.standardOutput,
            """
            translations/fr.yaml:4:14: error[E103]: expected a text, found a list
               |
             4 |     message: [Soldes]
               |              ^~~~~~~~

            1 error, 0 warnings in 2 files (1 campaign); 1 fix applied

            """)
        XCTAssertEqual(try read("translations/fr.yaml"), "locale: fr\ncampaigns:\n  spring-sale:\n    message: [Soldes]\n")
    }
}
