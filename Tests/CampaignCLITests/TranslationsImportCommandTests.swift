import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc translations import` as a process (SPEC §16.6): exchange files of any format into
/// the translation files, in import's canonical form.
final class TranslationsImportCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder.localisedProject()
        try folder.write(
            "campaigns/spring-sale.yaml",
            "campaign: spring-sale\ntrigger: session_start\nmessage:\n  type: modal\n  header: Spring sale\n  message: Shoes\n"
                + "  buttons:\n    - text: Shop now\n      click_action: close\n")
        try folder.write("translations/fr.yaml", "locale: fr\ncampaigns:\n  spring-sale:\n    header: 'Soldes'   # kept\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private func text(_ relative: String) -> String? { folder.bytes(relative).map { String(decoding: $0, as: UTF8.self) } }

    func testAPOFileUpdatesItsLocalesFileKeepingUnchangedValues() throws {
        try folder.write(
            "fr.po",
            "msgid \"\"\nmsgstr \"\"\n\"Language: fr\\n\"\n\"X-Source-Language: en\\n\"\n\n"
                + "msgctxt \"spring-sale/header\"\nmsgid \"Spring sale\"\nmsgstr \"Soldes\"\n\n"
                + "msgctxt \"spring-sale/message\"\nmsgid \"Shoes\"\nmsgstr \"Chaussures : -20 %\"\n\n"
                + "msgctxt \"spring-sale/buttons.0.text\"\nmsgid \"Shop now\"\nmsgstr \"\"\n")
        let run = try CampaigncProcess.run(["translations", "import", "fr.po"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.standardOutput, "imported 2 translations into translations/fr.yaml\n")
        XCTAssertEqual(
            text("translations/fr.yaml"), "locale: fr\ncampaigns:\n  spring-sale:\n    header: 'Soldes'\n    message: \"Chaussures : -20 %\"\n")
        XCTAssertFalse(folder.exists("translations/de.yaml"))
    }

    func testWhatTheProjectLacksIsAWarningAndTheRestIsImported() throws {
        try folder.write(
            "api.jsonl",
            """
            {"campaign":"nope","locale":"de","translation_map":{"message":"x"}}
            {"campaign":"spring-sale","locale":"es","translation_map":{"message":"x"}}
            {"campaign":"spring-sale","locale":"de","translation_map":{"bogus":"x","message":"Schuhe"}}

            """)
        let run = try CampaigncProcess.run(["translations", "import", "api.jsonl"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardOutput, "imported 1 translation into translations/de.yaml\n")
        XCTAssertEqual(
            run.standardError,
            """
            api.jsonl: warning[W903]: no campaign has the id `nope`: its translations are never shown; its `de` units were not imported (fix the campaign id, or remove its translations)
            api.jsonl: warning[W903]: campaign `spring-sale` has no translation unit `bogus`; its `de` translation was not imported (its units are `header`, `message`, `buttons.0.text`)
            api.jsonl: warning[W903]: `es` is not one of the project's locales (`fr`, `de`): no user sees its texts; its units were not imported (add `es` to `localisation.locales` in campaignc.yaml, or remove the file)

            """)
        XCTAssertEqual(text("translations/de.yaml"), "locale: de\ncampaigns:\n  spring-sale:\n    message: Schuhe\n")
        XCTAssertEqual(text("translations/fr.yaml"), "locale: fr\ncampaigns:\n  spring-sale:\n    header: 'Soldes'   # kept\n")
    }

    func testAMalformedFileExits2AndWritesNothing() throws {
        try folder.write("good.jsonl", "{\"campaign\":\"spring-sale\",\"locale\":\"de\",\"translation_map\":{\"message\":\"Schuhe\"}}\n")
        try folder.write("bad.xlf", "<xliff><file>")
        let run = try CampaigncProcess.run(["translations", "import", "good.jsonl", "bad.xlf"], in: folder.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.standardOutput, "")
        XCTAssertEqual(run.standardError, "campaignc: error: bad.xlf:1:8: `<file>` is not closed; nothing was imported\n")
        XCTAssertFalse(folder.exists("translations/de.yaml"))
    }

    /// Export then import gives the translation file back, byte for byte, in canonical form.
    func testExportThenImportIsTheIdentity() throws {
        try folder.write("translations/fr.yaml", "locale: fr\ncampaigns:\n  spring-sale:\n    buttons.0.text: Voir\n    header: \"Soldes : -20 %\"\n")
        for format in ["xliff", "po", "braze-csv", "braze-api"] {
            let output = "out-" + format
            let export = try CampaigncProcess.run(["translations", "export", "--format", format, "--output", output], in: folder.url)
            XCTAssertEqual(export.status, 0, export.standardError)
            let files = format == "xliff" || format == "braze-api" ? [output] : try folder.listing(output).map { output + "/" + $0 }
            let run = try CampaigncProcess.run(["translations", "import"] + files, in: folder.url)
            XCTAssertEqual(run.status, 0, format + ": " + run.standardError)
            XCTAssertEqual(
                text("translations/fr.yaml"), "locale: fr\ncampaigns:\n  spring-sale:\n    buttons.0.text: Voir\n    header: \"Soldes : -20 %\"\n", format)
            XCTAssertFalse(folder.exists("translations/de.yaml"), format)
        }
    }
}
