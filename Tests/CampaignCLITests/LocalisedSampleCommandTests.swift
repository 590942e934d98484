import CampaignTestSupport
import Foundation
import XCTest

/// Runs the built executable over `Samples/localised` (SPEC §16.5, §6, §18): the sample
/// validates and its scenarios pass in four locales, its payload is the golden one, and
/// `render --locale` writes a locale's texts with the project's fallback.
final class LocalisedSampleCommandTests: XCTestCase {
    static let sample = "Samples/localised"
    private func golden(_ name: String) -> String { "Tests/CampaignCLITests/Golden/localised/" + name }

    func testTheSampleValidates() throws {
        // The warnings the sample shows on purpose: the German label that does not fit a
        // two-button modal (W905) and the Arabic promo code that is not isolated (W906).
        let result = try CampaigncProcess.run(["validate", Self.sample, "--format", "json"])
        XCTAssertEqual(result.status, 0, result.standardOutput)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let found = try XCTUnwrap(report["diagnostics"] as? [[String: Any]]).map { d in "\(d["code"] ?? "") \(d["file"] ?? ""):\(d["line"] ?? "")" }
        XCTAssertEqual(
            found,
            [
                "W906 Samples/localised/translations/ar.yaml:12", "W905 Samples/localised/translations/de.yaml:4",
                "W905 Samples/localised/translations/de.yaml:4", "W905 Samples/localised/translations/de.yaml:4",
            ])
    }

    func testTheSampleScenariosPassInTheirLocales() throws {
        let result = try CampaigncProcess.run(["test", Self.sample])
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.hasPrefix(
                """
                PASS a-canadian-french-device-falls-back-to-french
                PASS a-french-device-sees-the-french-offer
                PASS a-german-device-sees-the-long-label
                PASS an-arabic-device-sees-right-to-left-text
                PASS an-english-device-sees-the-source-text

                """), result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.hasSuffix("0 errors, 4 warnings in 8 files (4 campaigns)\n5 scenarios: 5 passed, 0 failed\n"), result.standardOutput)
    }

    func testThePayloadCarriesEveryLocalesTranslations() throws {
        let result = try CampaigncProcess.run(["compile", Self.sample, "--output", "-", "--pretty"])
        XCTAssertEqual(result.status, 0, result.standardError)
        GoldenFile.assert(result.standardOutput, matches: golden("payload.json"))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(document["schema_version"] as? Int, 3)
        let translations = try XCTUnwrap(document["translations"] as? [String: [String: [String: String]]])
        XCTAssertEqual(translations.keys.sorted(), ["ar", "de", "fr"])
        XCTAssertEqual(translations["de"]?["free-trial"]?["buttons.0.text"], "Jetzt kostenlos testen")
        // An explicit block is a unit of its own id; the field around it is not one.
        XCTAssertEqual(translations["fr"]?["order-shipped"], ["shipped": "Votre commande est en route"])
    }

    func testAProjectWithoutLocalisationKeepsSchemaVersionTwoAndNoTranslations() throws {
        let result = try CampaigncProcess.run(["compile", "Samples/valid/welcome-back-slideup.yaml", "--output", "-"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains(#""schema_version":2,"trigger_minimum_interval_seconds":30,"triggers":["#))
        XCTAssertFalse(result.standardOutput.contains("translations"))
    }

    func testRenderWritesTheProfilesLocaleWithItsFallback() throws {
        // Camille's profile says fr-CA: not a locale of the project; its language, fr, is.
        let result = try CampaigncProcess.run([
            "render", Self.sample, "--user", Self.sample + "/users/camille.yaml", "--now", "2026-03-02T10:00:00Z", "--pretty",
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardError.hasSuffix("0 errors, 4 warnings in 8 files (4 campaigns)\n"), result.standardError)
        GoldenFile.assert(result.standardOutput, matches: golden("render-camille-fr-CA.json"))
        XCTAssertTrue(result.standardOutput.contains(#""message": "Bon retour, Camille !""#))
        XCTAssertFalse(result.standardOutput.contains("translations"))
        XCTAssertTrue(result.standardOutput.contains(#""schema_version": 2"#))
    }

    func testRenderLocaleOverridesTheProfilesLocale() throws {
        let result = try CampaigncProcess.run([
            "render", Self.sample, "--user", Self.sample + "/users/camille.yaml", "--locale", "ar", "--now", "2026-03-02T10:00:00Z", "--pretty",
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        GoldenFile.assert(result.standardOutput, matches: golden("render-camille-ar.json"))
        XCTAssertTrue(result.standardOutput.contains(#""message": "مرحبًا بعودتك، Camille!""#))
        XCTAssertTrue(result.standardOutput.contains(#""text": "ليس الآن""#))
    }

    func testRenderOfTheSourceLocaleAndOfAnUnknownOneIsTheCampaignAsWritten() throws {
        let arguments = ["render", Self.sample, "--user", Self.sample + "/users/camille.yaml", "--now", "2026-03-02T10:00:00Z"]
        let source = try CampaigncProcess.run(arguments + ["--locale", "en"])
        XCTAssertEqual(source.status, 0, source.standardError)
        XCTAssertTrue(source.standardOutput.contains(#""message":"Welcome back, Camille!""#))
        XCTAssertTrue(source.standardOutput.contains(#""text":"Start free trial""#))
        // de-AT falls back to de; ja (not shipped) gets the source text.
        let austrian = try CampaigncProcess.run(arguments + ["--locale", "de-AT"])
        XCTAssertTrue(austrian.standardOutput.contains(#""message":"Willkommen zurück, Camille!""#))
        XCTAssertEqual(try CampaigncProcess.run(arguments + ["--locale", "ja"]).standardOutput, source.standardOutput)
    }

    func testRenderOfTheCompiledPayloadWritesTheSameBytes() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let compiled = try CampaigncProcess.run(["compile", Self.sample, "--output", folder.path("payload.json")])
        XCTAssertEqual(compiled.status, 0, compiled.standardError)
        for locale in ["fr-CA", "de-AT", "ar", "en"] {
            let common = ["--user", Self.sample + "/users/camille.yaml", "--locale", locale, "--now", "2026-03-02T10:00:00Z"]
            let fromSources = try CampaigncProcess.run(["render", Self.sample] + common)
            let fromPayload = try CampaigncProcess.run(["render", "--payload", folder.path("payload.json")] + common)
            XCTAssertEqual(fromPayload.status, 0, fromPayload.standardError)
            XCTAssertEqual(fromPayload.standardOutput, fromSources.standardOutput, locale)
        }
    }

    func testAnInvalidLocaleExitsTwoAndWritesNothing() throws {
        let result = try CampaigncProcess.run(["render", Self.sample, "--user", Self.sample + "/users/camille.yaml", "--locale", "fr_FR"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(result.standardError, "campaignc: error: invalid --locale 'fr_FR': BCP 47 separates subtags with `-`, not `_`; write `fr-FR`\n")
    }
}
