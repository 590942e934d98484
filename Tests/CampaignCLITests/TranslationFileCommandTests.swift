import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc validate` as a process over a localised project: the files of the localisation
/// folder are read as translation files (SPEC §16.3), not as campaigns.
final class TranslationFileCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "localisation:\n  source: en\n  locales: [fr, de]\n")
        try folder.write(
            "campaigns/spring-sale.yaml", "campaign: spring-sale\ntrigger: session_start\nmessage:\n  type: slideup\n  message: Spring sale\n")
    }

    override func tearDown() {
        folder.remove()
    }

    func testAGoodTranslationFileIsClean() throws {
        try folder.write("translations/fr.yaml", "locale: fr\ncampaigns:\n  spring-sale:\n    message: Soldes de printemps\n")
        let run = try CampaigncProcess.run(["validate", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        XCTAssertEqual(run.standardOutput, "ok: 1 campaign in 2 files\n")
    }

    func testALocaleOtherThanTheFileNameIsE908() throws {
        try folder.write("translations/fr.yaml", "locale: de\ncampaigns:\n  spring-sale:\n    message: Soldes de printemps\n")
        let run = try CampaigncProcess.run(["validate", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(
            run.standardOutput,
            """
            translations/fr.yaml:1:9: error[E908]: `locale: de` differs from the file name `fr.yaml`
               |
             1 | locale: de
               |         ^~
               = help: write `locale: fr`, or name the file `de.yaml`

            1 error, 0 warnings in 2 files (1 campaign)

            """)
    }
}
