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
        try folder.write("translations/de.yaml", "locale: de\ncampaigns:\n  spring-sale:\n    message: Frühlingsangebot\n")
        let run = try CampaigncProcess.run(["validate", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardOutput + run.standardError)
        XCTAssertEqual(run.standardOutput, "ok: 1 campaign in 3 files\n")
    }

    /// The file is read as the translations of `de`, so `fr` has none (W902).
    func testALocaleOtherThanTheFileNameIsE908() throws {
        try folder.write("translations/fr.yaml", "locale: de\ncampaigns:\n  spring-sale:\n    message: Soldes de printemps\n")
        let run = try CampaigncProcess.run(["validate", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(
            run.standardOutput,
            """
            campaigns/spring-sale.yaml:1:11: warning[W902]: `spring-sale` has no `fr` translation of 1 unit (`message`): users of `fr` see the source text
               |
             1 | campaign: spring-sale
               |           ^~~~~~~~~~~
               = help: translate it under `spring-sale:` in the `fr` translation file

            translations/fr.yaml:1:9: error[E908]: `locale: de` differs from the file name `fr.yaml`
               |
             1 | locale: de
               |         ^~
               = help: write `locale: fr`, or name the file `de.yaml`

            1 error, 1 warning in 2 files (1 campaign)

            """)
    }

    /// A run given one campaign file reads the project's translation files for it (SPEC §16.3):
    /// it reports that campaign's W902 and W904, not the translation files' own problems, nor a
    /// translation of a campaign it was not given (W903), which a run over the project reports.
    func testAPartialRunChecksTheTranslationsOfTheCampaignsGiven() throws {
        try folder.write(
            "campaigns/spring-sale.yaml",
            "campaign: spring-sale\ntrigger: session_start\nmessage:\n  type: slideup\n  message: \"Hi {{${first_name} | default: 'there'}}\"\n")
        try folder.write("campaigns/welcome.yaml", "campaign: welcome\ntrigger: { custom_event: signed_up }\nmessage:\n  type: slideup\n  message: Welcome\n")
        try folder.write("translations/fr.yaml", "locale: fr\ncampaigns:\n  spring-sale:\n    message: Bonjour\n  old-sale:\n    message: Soldes\n")
        try folder.write("translations/de.yaml", "locale: de\nnotes: draft\ncampaigns:\n  welcome:\n    message: Willkommen\n")
        let partial = try CampaigncProcess.run(["validate", "--now", "2026-03-01T09:00:00Z", "campaigns/spring-sale.yaml"], in: folder.url)
        XCTAssertEqual(partial.status, 0, partial.standardOutput + partial.standardError)
        XCTAssertEqual(partial.standardError, "")
        XCTAssertEqual(
            partial.standardOutput,
            """
            campaigns/spring-sale.yaml:1:11: warning[W902]: `spring-sale` has no `de` translation of 1 unit (`message`): users of `de` see the source text
               |
             1 | campaign: spring-sale
               |           ^~~~~~~~~~~
               = help: translate it under `spring-sale:` in the `de` translation file

            translations/fr.yaml:4:14: warning[W904]: the `fr` translation of `message` lacks `{{${first_name} | default: 'there'}}` of the source
               |
             4 |     message: Bonjour
               |              ^~~~~~~
               = help: keep every Liquid output and tag of the source in the translation
            campaigns/spring-sale.yaml:5:12: note: the source text of `message` is here
               |
             5 |   message: "Hi {{${first_name} | default: 'there'}}"
               |            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

            0 errors, 2 warnings in 1 file (1 campaign)

            """)
        let whole = try CampaigncProcess.run(["validate", "--now", "2026-03-01T09:00:00Z", "--format", "github"], in: folder.url)
        XCTAssertEqual(whole.status, 1, whole.standardOutput + whole.standardError)
        XCTAssertEqual(
            whole.standardOutput.split(separator: "\n").map { $0.split(separator: "::").first.map(String.init) ?? "" },
            [
                "warning file=campaigns/spring-sale.yaml,line=1,col=11,endLine=1,endColumn=22,title=W902",
                "warning file=campaigns/welcome.yaml,line=1,col=11,endLine=1,endColumn=18,title=W902",
                "error file=translations/de.yaml,line=2,col=1,endLine=2,endColumn=6,title=E101",
                "warning file=translations/fr.yaml,line=4,col=14,endLine=4,endColumn=21,title=W904",
                "warning file=translations/fr.yaml,line=5,col=3,endLine=5,endColumn=11,title=W903",
                "1 error, 4 warnings in 4 files (2 campaigns)",
            ])
    }
}
