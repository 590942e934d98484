import CampaignLiquid
import CampaignPayload
import CanonicalJSON
import XCTest

/// The payload's `translations` (SPEC §6, §16): which units a message has, how a locale's
/// texts replace them, and which locale a user's tag picks.
final class PayloadTranslationsTests: XCTestCase {
    private let modal: JSONValue = [
        "type": "MODAL", "header": "Hi", "message": "Body", "image_alt": "Alt", "uri": "https://example.com/{% translation path %}en{% endtranslation %}",
        "btns": [["id": 0, "text": "Go", "uri": "https://example.com/go"], ["id": 1, "text": "{% translation later %}Later{% endtranslation %}, maybe"]],
        "extras": ["coupon": "SPRING"],
    ]

    func testTheUnitsOfAMessageAreItsTextFieldsAndItsBlocks() {
        // The message's keys first, then each button's, as MessageTexts orders them; a field
        // with blocks is its blocks, never itself; URIs and extras only through blocks.
        XCTAssertEqual(MessageUnits.ids(of: modal), ["message", "header", "image_alt", "path", "buttons.0.text", "later"])
        let html: JSONValue = ["type": "HTML", "message": "<p>{% translation intro %}Hello{% endtranslation %}</p>"]
        XCTAssertEqual(MessageUnits.ids(of: html), ["intro"])
        XCTAssertEqual(MessageUnits.ids(of: ["type": "HTML_FULL", "message": "<p>Hello</p>"]), [])
    }

    func testALocalisedMessageReplacesOnlyFieldUnits() {
        let units = ["header": "Salut", "buttons.0.text": "Aller", "buttons.1.text": "ignored", "later": "Plus tard", "extras.coupon": "ignored"]
        let localised = MessageUnits.localised(modal, units: units)
        XCTAssertEqual(localised["header"], "Salut")
        XCTAssertEqual(localised["message"], "Body")
        XCTAssertEqual(localised["btns"]?.arrayValue?[0]["text"], "Aller")
        // A field with blocks keeps its text: the renderer swaps the blocks.
        XCTAssertEqual(localised["btns"]?.arrayValue?[1]["text"], modal["btns"]?.arrayValue?[1]["text"])
        XCTAssertEqual(localised["extras"]?["coupon"], "SPRING")
        XCTAssertEqual(MessageUnits.localised(modal, units: [:]), modal)
    }

    func testTheTableKeepsEveryLocaleAndOnlyUnitsThatExist() {
        let table = PayloadTranslations.merged(
            [
                ["fr": ["a": ["message": "Bonjour", "header": "no such unit"], "gone": ["message": "Parti"]]],
                ["it": ["a": ["message": "Ciao"]]],
            ],
            units: ["a": ["message"], "b": ["message"]], locales: ["fr", "de"])
        XCTAssertEqual(table.locales, ["fr": ["a": ["message": "Bonjour"]], "de": [:]])
        XCTAssertEqual(
            JSONWriter(style: .compact).encodeDocument(table.value), Array(#"{"de":{},"fr":{"a":{"message":"Bonjour"}}}"#.utf8) + [UInt8(ascii: "\n")])
        XCTAssertEqual(PayloadTranslations(document: ["translations": table.value]), table)
        XCTAssertNil(PayloadTranslations(document: ["triggers": []]))
    }

    func testALocalePicksItsTextsByTheFallback() {
        let project = LocaleSelection(source: "en", locales: ["fr", "de-DE", "zh-Hant"], fallback: .language)
        XCTAssertEqual(project.locale(for: "fr"), "fr")
        XCTAssertEqual(project.locale(for: "fr-CA"), "fr")
        XCTAssertEqual(project.locale(for: "zh-Hant-TW"), "zh-Hant")
        XCTAssertNil(project.locale(for: "de-AT"), "never a sibling region")
        XCTAssertNil(project.locale(for: "en-GB"), "the source's language is the source text")
        XCTAssertNil(project.locale(for: "ja"))
        XCTAssertNil(project.locale(for: "fr_FR"), "not a tag")
        let exact = LocaleSelection(source: "en", locales: ["fr"], fallback: .none)
        XCTAssertNil(exact.locale(for: "fr-CA"))
        XCTAssertEqual(exact.locale(for: "fr"), "fr")
        // A payload read back: its locales, by language.
        let readBack = LocaleSelection(PayloadTranslations(locales: ["fr": [:], "de": [:]]))
        XCTAssertEqual(readBack.locales, ["de", "fr"])
        XCTAssertEqual(readBack.locale(for: "de-AT"), "de")
        XCTAssertNil(readBack.locale(for: "en"))
    }

    func testTheRendererShowsTheLocaleAndDropsTheTable() throws {
        let environment = LiquidRenderEnvironment(now: LiquidTime(seconds: 1_772_355_600))
        let profile = LiquidProfile(attributes: ["first_name": .string("Zoé")])
        let texts = ["a": ["header": "Salut {{${first_name}}}", "later": "Plus tard"]]
        let renderer = PayloadRenderer(profile: profile, environment: environment, translations: texts)
        let document: JSONValue = [
            "schema_version": 3, "trigger_minimum_interval_seconds": 30, "local_assets": [], "remote_assets": [],
            "translations": ["fr": .object(texts.mapValues { .object($0.mapValues(JSONValue.string)) })],
            "triggers": [["id": "a", "revision": "0000000000000000", "type": "inapp", "trigger_condition": [["type": "open"]], "data": modal]],
        ]
        let rendered = try renderer.render(document).document
        XCTAssertNil(rendered["translations"])
        XCTAssertEqual(rendered["schema_version"], 2)
        let data = rendered["triggers"]?.arrayValue?.first?["data"]
        XCTAssertEqual(data?["header"], "Salut Zoé")
        XCTAssertEqual(data?["message"], "Body")
        XCTAssertEqual(data?["btns"]?.arrayValue?[1]["text"], "Plus tard, maybe")
        XCTAssertEqual(data?["uri"], "https://example.com/en")
        XCTAssertTrue(renderer.isTranslated("a"))
        XCTAssertFalse(renderer.isTranslated("b"))
    }

    func testATagProblemSaysWhyAndHowToWriteIt() {
        XCTAssertNil(LocaleSelection.problem(in: "pt-BR"))
        XCTAssertEqual(LocaleSelection.problem(in: "fr_FR"), "BCP 47 separates subtags with `-`, not `_`; write `fr-FR`")
    }
}
