import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc validate` as a process over a localised project (SPEC §16.3, §16.4): a German
/// label too long for its button is W905 per platform at the translation's value, an Arabic
/// promo code without an isolate W906 and markup W907 at theirs; warnings exit 0, and 1 with
/// `--warnings-as-errors`; `severity:` turns W905 off.
final class TextFitCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "localisation:\n  source: en\n  locales: [de, ar]\nseverity: { W902: off, W903: off, W904: off }\n")
        try folder.write(
            "campaigns/trial.yaml",
            "campaign: trial\ntrigger: session_start\nmessage:\n  type: modal\n  header: Try it free\n  message: Thirty days free.\n  buttons:\n"
                + "    - { text: Try it, id: 1 }\n    - { text: Later, id: 2 }\n")
        try folder.write("translations/de.yaml", "locale: de\ncampaigns:\n  trial:\n    buttons.0.text: Jetzt kostenlos testen\n")
        try folder.write("translations/ar.yaml", "locale: ar\ncampaigns:\n  trial:\n    message: \"استخدم SAVE-20 <br> الآن\"\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private static let expected = """
        translations/ar.yaml:4:14: warning[W906]: `SAVE-20` is a left-to-right run in right-to-left text (`ar`) without an isolate: it may be displayed reordered
           |
         4 |     message: "استخدم SAVE-20 <br> الآن"
           |              ^~~~~~~~~~~~~~~~~~~~~~~~~~
           = help: wrap the run in U+2068 FIRST STRONG ISOLATE and U+2069 POP DIRECTIONAL ISOLATE
           = help: wrap `SAVE-20` in U+2068…U+2069

        translations/ar.yaml:4:14: warning[W907]: `<br>` in `message` is drawn as text: only an html message draws markup
           |
         4 |     message: "استخدم SAVE-20 <br> الآن"
           |              ^~~~~~~~~~~~~~~~~~~~~~~~~~
           = help: remove the markup: the SDKs show it as characters (only an html message draws markup)

        translations/de.yaml:4:21: warning[W905]: `Jetzt kostenlos testen` is 140.2 px wide; a button of a two-button modal has 121.5 px on Android in `de` (it is cut to `Jetzt kostenlos t…`)
           |
         4 |     buttons.0.text: Jetzt kostenlos testen
           |                     ^~~~~~~~~~~~~~~~~~~~~~
           = help: shorten the text until it fits on every platform

        translations/de.yaml:4:21: warning[W905]: `Jetzt kostenlos testen` is 146.3 px wide; a button of a two-button modal has 116.5 px on Web in `de` (it is cut to `Jetzt kostenlos…`)
           |
         4 |     buttons.0.text: Jetzt kostenlos testen
           |                     ^~~~~~~~~~~~~~~~~~~~~~
           = help: shorten the text until it fits on every platform

        translations/de.yaml:4:21: warning[W905]: `Jetzt kostenlos testen` is 159.2 px wide; a button of a two-button modal has 111.5 px on iOS (estimated) in `de` (it is cut to `Jetzt kostenl…`)
           |
         4 |     buttons.0.text: Jetzt kostenlos testen
           |                     ^~~~~~~~~~~~~~~~~~~~~~
           = help: shorten the text until it fits on every platform

        0 errors, 5 warnings in 3 files (1 campaign)

        """

    func testTranslationsAreCheckedAtTheirValues() throws {
        let run = try CampaigncProcess.run(["validate", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(run.standardError, "")
        XCTAssertEqual(run.standardOutput, Self.expected)
    }

    func testWarningsAsErrorsExitsOne() throws {
        let run = try CampaigncProcess.run(["validate", "--warnings-as-errors", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.standardOutput.hasSuffix("5 errors, 0 warnings in 3 files (1 campaign)\n"), run.standardOutput)
    }

    func testSeverityOffRemovesW905() throws {
        try folder.write("campaignc.yaml", "localisation:\n  source: en\n  locales: [de, ar]\nseverity:\n  W902: off\n  W905: off\n")
        let run = try CampaigncProcess.run(["validate", "--now", "2026-03-01T09:00:00Z"], in: folder.url)
        XCTAssertEqual(run.status, 0)
        XCTAssertFalse(run.standardOutput.contains("W905"), run.standardOutput)
        XCTAssertTrue(run.standardOutput.hasSuffix("0 errors, 2 warnings in 3 files (1 campaign)\n"), run.standardOutput)
    }
}
