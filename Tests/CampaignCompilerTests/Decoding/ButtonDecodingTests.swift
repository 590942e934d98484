import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// `buttons:` of modal and full messages: E204, E205, required text, ids, styles.
final class ButtonDecodingTests: XCTestCase {
    private func buttons(_ list: String, file: StaticString = #filePath, line: UInt = #line) -> [Button] {
        assertClean(campaign(message: "type: modal\nmessage: Hi\nbuttons:\n" + list), file: file, line: line).first?.message.buttons ?? []
    }

    func testIdsDefaultToTheIndex() {
        let decoded = buttons("  - text: Save\n  - text: Cancel")
        XCTAssertEqual(decoded.map(\.id), [0, 1])
        XCTAssertEqual(decoded.map(\.text.value), ["Save", "Cancel"])
        XCTAssertEqual(decoded.map(\.idRange), [nil, nil])
        XCTAssertEqual(decoded.map(\.clickAction), [.close, .close])
        XCTAssertEqual(decoded.map(\.style), [ButtonStyle(), ButtonStyle()])
    }

    func testExplicitIdsClickActionsAndStyles() throws {
        let decoded = buttons(
            """
              - text: Save
                id: 2147483647
                click_action: { uri: "myapp://teams", webview: true }
                style: { background: "#1B78CF", text: "#FFF", border: "#333333BF" }
              - text: Later
                id: 0
            """)
        XCTAssertEqual(decoded.map(\.id), [2_147_483_647, 0])
        XCTAssertEqual(decoded.first?.clickAction, .uri("myapp://teams", webview: true))
        XCTAssertEqual(
            decoded.first?.style.unlocated,
            ButtonStyle(
                background: Colour(argb: 4_279_990_479), text: Colour(argb: 4_294_967_295), border: Colour(argb: 3_207_803_699)
            ))
        XCTAssertEqual(decoded.first?.idRange?.start.line, 8)
        XCTAssertEqual(decoded.first?.idRange?.start.column, 11)
    }

    func testNoButtons() {
        XCTAssertEqual(buttons("  []"), [])
    }

    func testThirdButtonIsE204() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - text: A\n  - text: B\n  - ⟨b⟩text: C\n  - text: D"),
            [
                Expect(.E204, at: "b", "a message can have at most two buttons, found 4", help: "remove this entry")
            ])
        assertDiagnostics(
            campaign(message: "type: full\nimage: https://cdn.example.com/a.png\nmessage: Hi\nbuttons: [{text: A}, {text: B}, ⟨b⟩{text: C}]"),
            [
                Expect(.E204, at: "b", "a message can have at most two buttons, found 3", help: "remove this entry")
            ])
    }

    func testButtonsBeyondTheSecondAreStillChecked() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons: [{text: A}, {text: B}, ⟨b⟩{text: ⟨t⟩\"\"}]"),
            [
                Expect(.E204, at: "b", "a message can have at most two buttons, found 3", help: "remove this entry"),
                Expect(.E107, at: "t", "`text` must not be empty"),
            ])
    }

    func testDuplicateIdIsE205AtTheSecondWithANoteAtTheFirst() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - text: A\n    id: ⟨i1⟩1\n  - text: B\n    id: ⟨i2⟩1"),
            [
                Expect(
                    .E205, at: "i2", "duplicate button id 1", help: "give each button its own `id`",
                    notes: [
                        ExpectNote("the first button with id 1 is here", at: "i1")
                    ])
            ])
    }

    func testDuplicateOfADefaultId() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - ⟨b1⟩text: A\n  - text: B\n    id: ⟨i2⟩0"),
            [
                Expect(
                    .E205, at: "i2", "duplicate button id 0", help: "give each button its own `id`",
                    notes: [
                        ExpectNote("the first button with id 0 is here", at: "b1")
                    ])
            ])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - text: A\n    id: ⟨i1⟩1\n  - ⟨b2⟩text: B"),
            [
                Expect(
                    .E205, at: "b2", "duplicate button id 1", help: "this button's id defaults to its index, 1; give it another `id`",
                    notes: [
                        ExpectNote("the first button with id 1 is here", at: "i1")
                    ])
            ])
    }

    func testTextIsRequiredAndNotEmpty() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - ⟨k⟩id: 3\n  - text: ⟨e⟩\"\"\n  - ⟨n⟩text:"),
            [
                Expect(.E102, at: "k", "missing required key `text`"),
                Expect(.E107, at: "e", "`text` must not be empty"),
                Expect(.E204, at: "n", "a message can have at most two buttons, found 3", help: "remove this entry"),
                Expect(.E107, 9, 12, "`text` needs a value"),
            ])
    }

    func testIdRangeAndType() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - {text: A, id: ⟨a⟩2147483648}\n  - {text: B, id: ⟨b⟩-1}"),
            [
                Expect(.E105, at: "a", "expected an integer from 0 to 2147483647, found `2147483648`"),
                Expect(.E105, at: "b", "expected an integer from 0 to 2147483647, found `-1`"),
            ])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - {text: A, id: ⟨a⟩\"1\"}"),
            [
                Expect(.E103, at: "a", "expected an integer, found the string \"1\"", help: "remove the quotes")
            ])
    }

    func testButtonShapesAndUnknownKeys() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons: ⟨v⟩Save"),
            [
                Expect(.E103, at: "v", "expected a list, found `Save`")
            ])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons: [⟨v⟩Save]"),
            [
                Expect(.E103, at: "v", "expected a mapping, found `Save`")
            ])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons: [{text: A, ⟨k⟩styel: {}, style: {⟨c⟩colour: \"#FFF\", border: ⟨b⟩blue}}]"),
            [
                Expect(.E101, at: "k", "unknown key `styel`", help: "did you mean `style`?"),
                Expect(.E101, at: "c", "unknown key `colour`"),
                Expect(
                    .E106, at: "b", "expected a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`, found `blue`",
                    help: "write a colour as `#RRGGBB` in quotes: blue is `\"#0000FF\"`"),
            ])
    }
}
