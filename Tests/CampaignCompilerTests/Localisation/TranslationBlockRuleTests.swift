import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// E901 (SPEC §16.2): translation blocks misused, each at its exact place — the id for an id's
/// problem, the opening tag for the others — and blocks as translation units.
final class TranslationBlockRuleTests: XCTestCase {
    func testANestedBlockIsE901AtItsOpeningTagWithANoteAtTheOuterOne() {
        assertDiagnostics(
            campaign(
                message: "type: slideup\nmessage: \"⟨o⟩{% translation outer %}Hi ⟨i⟩{% translation inner %}there{% endtranslation %}{% endtranslation %}\""),
            [
                Expect(
                    .E901, at: "i", "a `translation` block cannot be inside another (`outer`)",
                    help: "close the outer block with `{% endtranslation %}` before opening this one",
                    notes: [ExpectNote("the block `outer` opens here", at: "o")])
            ])
    }

    func testABlockAroundALinksSchemeOrHostIsE901() {
        let link = "{% translation link %}https://example.com/sale{% endtranslation %}"
        let help = "keep `https://` and the host outside the block: `https://example.com/{% translation link %}…{% endtranslation %}`"
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: \"⟨b⟩\(link)\" }"),
            [Expect(.E901, at: "b", "the `translation` block `link` covers part of the link's scheme or host", help: help)])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: \"https://⟨b⟩{% translation link %}example.fr{% endtranslation %}/sale\" }"),
            [Expect(.E901, at: "b", "the `translation` block `link` covers part of the link's scheme or host", help: help)])
        assertClean(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: \"https://example.com/{% translation link %}sale{% endtranslation %}\" }"))
        assertClean(campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: \"myapp:{% translation link %}sale{% endtranslation %}\" }"))
    }

    func testABlockAroundAnHTMLTagOrAttributeIsE901() {
        assertDiagnostics(
            campaign(message: "type: html\nhtml: \"<p>⟨b⟩{% translation body %}<b>Sale</b>{% endtranslation %}</p>\""),
            [Expect(.E901, at: "b", "the `translation` block `body` holds HTML markup", help: "put the block around the text between the tags only")])
        assertDiagnostics(
            campaign(message: "type: html\nhtml: \"<a ⟨b⟩{% translation attr %}href=x{% endtranslation %}>Sale</a>\""),
            [
                Expect(
                    .E901, at: "b", "the `translation` block `attr` is around an HTML attribute",
                    help: "put the block inside the attribute's quoted value, or around the text between the tags")
            ])
        assertClean(
            campaign(
                message: "type: html\nhtml: \"<img alt='{% translation alt %}Shoes{% endtranslation %}'><p>{% translation body %}Sale{% endtranslation %}</p>\""
            ))
    }

    func testOneIDWithTwoTextsIsE901AtTheLaterID() {
        assertDiagnostics(
            campaign(
                message:
                    "type: modal\nheader: \"{% translation ⟨a⟩offer %}Sale{% endtranslation %}\"\nmessage: \"{% translation ⟨b⟩offer %}20% off{% endtranslation %}\""
            ),
            [
                Expect(
                    .E901, at: "b", "two `translation` blocks of this message have the id `offer` but different texts",
                    help: "give one of them another id, or write the same text in both", notes: [ExpectNote("`offer` first holds another text here", at: "a")])
            ])
        assertClean(
            campaign(
                message:
                    "type: modal\nheader: \"{% translation offer %}Sale{% endtranslation %}\"\nmessage: \"{% translation offer %}Sale{% endtranslation %}!\""))
    }

    func testAnIDThatIsAnotherFieldsPathIsE901() {
        assertDiagnostics(
            campaign(message: "type: modal\nheader: ⟨h⟩Sale\nmessage: \"{% translation ⟨i⟩header %}20% off{% endtranslation %}\""),
            [
                Expect(
                    .E901, at: "i", "the translation id `header` is the path of another field of this message",
                    help: "give the block an id no field has, such as `header_block`", notes: [ExpectNote("the field `header` is here", at: "h")])
            ])
        assertClean(campaign(message: "type: modal\nheader: Sale\nmessage: \"{% translation message %}20% off{% endtranslation %}\""))
    }

    func testAMalformedIDIsE901AtTheID() {
        let long = String(repeating: "a", count: 65)
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: \"{% translation ⟨i⟩\(long) %}Hi{% endtranslation %}\""),
            [Expect(.E901, at: "i", "`\(long)` is not a valid translation id", help: "write 1 to 64 letters, digits, `_`, `.` or `-`: `offer_title`")])
    }

    func testBlocksAreTheUnitsOfTheirField() throws {
        let marked = campaign(
            message: """
                type: html
                html: "<p>{% translation title %}Sale{% endtranslation %}</p><p>{% translation title %}Sale{% endtranslation %}</p>"
                """)
        let units = try XCTUnwrap(assertClean(marked).first).translationUnits
        XCTAssertEqual(units.map { "\($0.id)=\($0.text.value) in \($0.field)" }, ["title=Sale in html"])
        let link = campaign(
            message: "type: slideup\nmessage: Hi\nclick_action: { uri: \"https://example.com/{% translation path %}sale{% endtranslation %}\" }")
        XCTAssertEqual(
            try XCTUnwrap(assertClean(link).first).translationUnits.map { "\($0.id)=\($0.text.value) in \($0.field)" },
            ["message=Hi in message", "path=sale in click_action.uri"])
        let modal = campaign(message: "type: modal\nheader: Sale\nmessage: \"Hi {% translation rest %}there{% endtranslation %}\"")
        XCTAssertEqual(try XCTUnwrap(assertClean(modal).first).translationUnits.map(\.id), ["header", "rest"])
        XCTAssertEqual(try XCTUnwrap(assertClean(campaign(message: "type: html\nhtml: <p>Sale</p>")).first).translationUnits.map(\.id), [])
    }
}
