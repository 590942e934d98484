import CampaignModel
import XCTest

@testable import CampaignCompiler

/// The project file's `localisation: { source, locales, folder, fallback }` (SPEC §16.1).
final class LocalisationSettingsTests: XCTestCase {
    func testTheSettingsWithTheirDefaults() {
        XCTAssertNil(loadProjectYAML("").0.localisation)
        let (settings, diagnostics) = loadProjectYAML("localisation:\n  source: en\n  locales: [fr, de-DE, ar]\n")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(settings.localisation, LocalisationSettings(source: "en", locales: ["fr", "de-DE", "ar"], folder: "translations", fallback: .language))
        let other = loadProjectYAML("localisation: {source: de, locales: [fr], folder: i18n, fallback: none}\n").0
        XCTAssertEqual(other.localisation, LocalisationSettings(source: "de", locales: ["fr"], folder: "i18n", fallback: .none))
    }

    func testTagsAreChecked() {
        assertProject(
            "localisation:\n  source: ⟨s⟩english\n  locales: [⟨f⟩fr_FR, de]\n",
            [
                Expect(
                    .E106, at: "s",
                    "expected a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant-TW`, found `english`: `english` is not an ISO 639 language code",
                    help: "did you mean `en`?"),
                Expect(
                    .E106, at: "f",
                    "expected a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant-TW`, found `fr_FR`: BCP 47 separates subtags with `-`, not `_`",
                    help: "write `fr-FR`"),
            ])
        XCTAssertNil(loadProjectYAML("localisation: {source: english, locales: [fr]}\n").0.localisation, "no source, no localisation")
        XCTAssertEqual(loadProjectYAML("localisation: {source: en, locales: [fr_FR, de]}\n").0.localisation?.locales, ["de"])
    }

    func testTheSourceAndRepeatsAreNotLocales() {
        assertProject(
            "localisation: {source: en, locales: [fr, ⟨e⟩en, ⟨f⟩fr]}\n",
            [
                Expect(.E106, at: "e", "`en` is the source language; `locales` lists the others"),
                Expect(.E106, at: "f", "`fr` is listed twice"),
            ])
    }

    func testTheShape() {
        assertProject("localisation: {⟨m⟩locales: [fr]}\n", [Expect(.E102, at: "m", "missing required key `source`")])
        assertProject("localisation: {source: en, locales: ⟨l⟩[]}\n", [Expect(.E105, at: "l", "expected 1 to 200 locales, found 0")])
        assertProject(
            "localisation: {source: en, locales: [fr], fallback: ⟨f⟩region, ⟨k⟩folders: x}\n",
            [
                Expect(.E104, at: "f", "expected `language` or `none`, found `region`"),
                Expect(.E101, at: "k", "unknown key `folders`", help: "did you mean `folder`?"),
            ])
    }
}
