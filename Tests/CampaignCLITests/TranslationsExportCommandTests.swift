import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc translations export` as a process over a localised project (SPEC §16.6): every
/// unit of every campaign per target locale, with the translation files' texts.
final class TranslationsExportCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder.localisedProject()
        try folder.write(
            "campaigns/spring-sale.yaml",
            """
            campaign: spring-sale
            trigger: session_start
            message:
              type: modal
              header: Spring sale
              message: "20% off {{ ${first_name} | default: 'friend' }}"
              buttons:
                - text: Shop now
                  click_action: close

            """)
        try folder.write("campaigns/welcome.yaml", "campaign: welcome\ntrigger: session_start\nmessage:\n  type: slideup\n  message: \"Welcome \\\"in\\\"\"\n")
        try folder.write(
            "translations/fr.yaml", "locale: fr\ncampaigns:\n  spring-sale:\n    header: Soldes de printemps\n  welcome:\n    message: Bienvenue\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private func text(_ relative: String) -> String? { folder.bytes(relative).map { String(decoding: $0, as: UTF8.self) } }

    private func golden(_ name: String) -> String { "Tests/CampaignCLITests/Golden/translations-export/" + name }

    func testXLIFFGoesToStandardOutput() throws {
        let run = try CampaigncProcess.run(["translations", "export", "--format", "xliff"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
        GoldenFile.assert(run.standardOutput, matches: golden("all.xliff"))
    }

    func testBrazeAPIForOneLocaleIntoAFile() throws {
        let run = try CampaigncProcess.run(["translations", "export", "--format", "braze-api", "--locale", "fr", "--output", "out.jsonl"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "wrote out.jsonl\n")
        XCTAssertEqual(
            text("out.jsonl"),
            """
            {"campaign":"spring-sale","locale":"fr","translation_map":{"header":"Soldes de printemps"}}
            {"campaign":"welcome","locale":"fr","translation_map":{"message":"Bienvenue"}}

            """)
    }

    /// The PO files are the golden ones, which `Scripts/check-exchange-tools.sh` hands to `msgfmt -c`.
    func testPOWritesOneFilePerLocaleIntoTheFolder() throws {
        let run = try CampaigncProcess.run(["translations", "export", "--format", "po", "--output", "out/po"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "wrote 2 files into out/po: de.po, fr.po\n")
        XCTAssertEqual(try folder.listing("out/po"), ["de.po", "fr.po"])
        GoldenFile.assert(folder.bytes("out/po/fr.po") ?? [], matches: golden("fr.po"))
        GoldenFile.assert(folder.bytes("out/po/de.po") ?? [], matches: golden("de.po"))
    }

    func testBrazeCSVWritesOneFilePerCampaign() throws {
        let run = try CampaigncProcess.run(["translations", "export", "--format", "braze-csv", "--locale", "fr", "--output", "csv"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "wrote 2 files into csv: spring-sale.csv, welcome.csv\n")
        XCTAssertEqual(
            text("csv/spring-sale.csv"),
            """
            spring-sale,,,\r
            ,Translation tags,en,fr\r
            buttons.0.text,Shop now,Shop now,\r
            header,Spring sale,Spring sale,Soldes de printemps\r
            message,20% off {{ ${first_name} | default: 'friend' }},20% off {{ ${first_name} | default: 'friend' }},\r

            """)
    }

    func testALocaleTheProjectLacksIsAUsageError() throws {
        let run = try CampaigncProcess.run(["translations", "export", "--format", "xliff", "--locale", "es"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "campaignc: error: 'es' is not one of the project's locales (fr, de)\n")
    }

    func testAFolderFormatWithoutOutputIsAUsageError() throws {
        let run = try CampaigncProcess.run(["translations", "export", "--format", "po"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardError, "campaignc: error: --format po writes one file per locale: give --output FOLDER\n")
    }

    func testAnErrorInACampaignWritesNothing() throws {
        try folder.write("campaigns/welcome.yaml", "campaign: welcome\ntrigger: session_start\nmessage:\n  type: slideup\n  mesage: Welcome\n")
        let run = try CampaigncProcess.run(["translations", "export", "--format", "po", "--output", "out"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertTrue(run.standardError.contains("error[E101]: unknown key `mesage`"), run.standardError)
        XCTAssertFalse(folder.exists("out"))
    }

    func testAProjectWithoutLocalisationIsAUsageError() throws {
        try folder.write("campaignc.yaml", "")
        try FileManager.default.removeItem(atPath: folder.path("translations"))
        let run = try CampaigncProcess.run(["translations", "export", "--format", "xliff"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardError, "campaignc: error: the project file has no 'localisation:' settings, so there is nothing to translate\n")
    }
}

extension TestFolder {
    /// A folder whose project file has `localisation:` with the source `en` and the locales `fr`, `de`.
    static func localisedProject() throws -> TestFolder {
        let folder = try TestFolder()
        try folder.write("campaignc.yaml", "localisation:\n  source: en\n  locales: [fr, de]\n")
        return folder
    }
}
