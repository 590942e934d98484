import XCTest

@testable import CampaignCompiler

/// `message.language` is a BCP 47 tag with ISO 639 / 15924 / 3166 subtags (SPEC §16.1): E106
/// names the subtag's problem, with a did-you-mean where one tag is the answer.
final class MessageLanguageTagTests: XCTestCase {
    private let expected = "expected a BCP 47 language tag such as `en`, `pt-BR` or `zh-Hant-TW`, found "

    private func assertLanguage(_ tag: String, _ reason: String, help: String?, file: StaticString = #filePath, line: UInt = #line) {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nlanguage: ⟨v⟩\(tag)"),
            [Expect(.E106, at: "v", expected + "`\(tag)`: " + reason, help: help)], file: file, line: line)
    }

    func testAnUnderscoreGetsTheTagWithAHyphen() {
        assertLanguage("fr_FR", "BCP 47 separates subtags with `-`, not `_`", help: "write `fr-FR`")
        assertLanguage("en_US", "BCP 47 separates subtags with `-`, not `_`", help: "write `en-US`")
    }

    func testALanguageNameGetsItsCode() {
        assertLanguage("english", "`english` is not an ISO 639 language code", help: "did you mean `en`?")
    }

    func testPrivateUseAndReservedCodesAreNoLanguage() {
        assertLanguage(
            "qaa", "`qaa` is reserved for local use (ISO 639's `qaa`–`qtz`), not a language",
            help: "write the language's ISO 639 code, such as `en`, `fr` or `zh`")
        assertLanguage("x-whatever", "`x-whatever` is a private-use part; locales are language[-Script][-REGION]", help: nil)
    }

    func testTheCaseIsBCP47s() {
        assertLanguage("EN", "BCP 47 writes the language in lowercase, the script in titlecase and the region in uppercase", help: "write `en`")
    }

    func testASpaceIsNamed() {
        assertLanguage("english language", "U+0020 cannot appear in a language tag (ASCII letters, digits and `-` only)", help: nil)
    }

    func testValidTagsPassAsWritten() {
        for tag in ["en", "pt-BR", "zh-Hant-TW", "es-419", "yue", "sr-Latn-RS"] {
            let campaigns = assertClean(campaign(message: "type: slideup\nmessage: Hi\nlanguage: \(tag)"))
            XCTAssertEqual(campaigns.first?.message.common.language?.value, tag)
        }
    }
}
