import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// `type`, which keys apply to which type (E203 vs E101), and the defaults of each type.
final class MessageTypeTests: XCTestCase {
    private func onlyMessage(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> Message? {
        assertClean(campaign(message: body), file: file, line: line).first?.message
    }

    func testTypeIsRequired() {
        assertDiagnostics(
            campaign(message: "⟨first⟩message: Hello"),
            [
                Expect(.E102, at: "first", "missing required key `type`")
            ])
    }

    func testUnknownTypeWithDidYouMean() {
        assertDiagnostics(
            campaign(message: "type: ⟨v⟩modl\nmessage: Hi"),
            [
                Expect(.E104, at: "v", "expected `slideup`, `modal`, `full` or `html`, found `modl`", help: "did you mean `modal`?")
            ])
        assertDiagnostics(
            campaign(message: "type: ⟨v⟩banner\nmessage: Hi"),
            [
                Expect(.E104, at: "v", "expected `slideup`, `modal`, `full` or `html`, found `banner`")
            ])
    }

    func testUnknownTypeStillChecksTheOtherKeysButNotTheirType() {
        assertDiagnostics(
            campaign(message: "type: ⟨v⟩pop\nbuttons: [{text: A}]\nslide_from: top\n⟨k⟩buttns: []\norientation: ⟨o⟩sideways"),
            [
                Expect(.E104, at: "v", "expected `slideup`, `modal`, `full` or `html`, found `pop`"),
                Expect(.E101, at: "k", "unknown key `buttns`", help: "did you mean `buttons`?"),
                Expect(.E104, at: "o", "expected `any`, `portrait` or `landscape`, found `sideways`"),
            ])
    }

    func testKeyOfAnotherTypeIsE203() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\n⟨b⟩buttons: [{text: A}]\n⟨h⟩header: Title"),
            [
                Expect(.E203, at: "b", "`buttons` is not allowed on slideup messages; allowed on: modal, full"),
                Expect(.E203, at: "h", "`header` is not allowed on slideup messages; allowed on: modal, full"),
            ])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\n⟨s⟩slide_from: top\n⟨c⟩crop: fit\n⟨x⟩hide_chevron: true"),
            [
                Expect(.E203, at: "s", "`slide_from` is not allowed on modal messages; allowed on: slideup"),
                Expect(.E203, at: "c", "`crop` is not allowed on modal messages; allowed on: full"),
                Expect(.E203, at: "x", "`hide_chevron` is not allowed on modal messages; allowed on: slideup"),
            ])
        assertDiagnostics(
            campaign(message: "type: html\nhtml: <p>Hi</p>\n⟨m⟩message: Hi\n⟨t⟩text_align: {message: center}"),
            [
                Expect(.E203, at: "m", "`message` is not allowed on html messages; allowed on: slideup, modal, full"),
                Expect(.E203, at: "t", "`text_align` is not allowed on html messages; allowed on: slideup, modal, full"),
            ])
        assertDiagnostics(
            campaign(message: "type: full\nimage: https://cdn.example.com/a.png\nmessage: Hi\n⟨h⟩html: <p/>\n⟨a⟩asset_urls: []\n⟨z⟩assets_zip: x"),
            [
                Expect(.E203, at: "h", "`html` is not allowed on full messages; allowed on: html"),
                Expect(.E203, at: "a", "`asset_urls` is not allowed on full messages; allowed on: html"),
                Expect(.E203, at: "z", "`assets_zip` is not allowed on full messages; allowed on: html"),
            ])
    }

    func testUnknownKeyIsE101WithDidYouMeanAmongTheKeysOfThisType() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\n⟨a⟩buttns: []\n⟨b⟩colour: red"),
            [
                Expect(.E101, at: "a", "unknown key `buttns`", help: "did you mean `buttons`?"),
                Expect(.E101, at: "b", "unknown key `colour`"),
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\n⟨a⟩mesage: Hi"),
            [
                Expect(.E101, at: "a", "unknown key `mesage`", help: "did you mean `message`?")
            ])
    }

    func testMessageMustBeAMapping() {
        assertDiagnostics(
            "campaign: test\ntrigger: session_start\nmessage: ⟨v⟩Hello\n",
            [
                Expect(.E103, at: "v", "expected a mapping, found `Hello`")
            ])
        assertDiagnostics(
            "campaign: test\ntrigger: session_start\nmessage:⟨v⟩\n",
            [
                Expect(.E107, at: "v", "`message` needs a value")
            ])
    }

    func testSlideupDefaults() throws {
        let message = try XCTUnwrap(onlyMessage("type: slideup\nmessage: Free shipping today"))
        guard case .slideup(let slideup) = message else { return XCTFail("\(message)") }
        XCTAssertEqual(slideup.message.value, "Free shipping today")
        XCTAssertEqual(slideup.message.range.start, SourcePosition(line: 5, column: 12, offset: 74))
        XCTAssertEqual(slideup.slideFrom, .bottom)
        XCTAssertEqual(slideup.hideChevron, false)
        XCTAssertEqual(slideup.textAlign, TextAlign())
        XCTAssertEqual(slideup.common.dismiss, .after(.seconds(5)))
        XCTAssertEqual(slideup.common.dismiss.milliseconds, 5000)
        XCTAssertEqual(slideup.common.orientation, .any)
        XCTAssertEqual(slideup.common.animate, true)
        XCTAssertEqual(slideup.common.clickAction, .close)
        XCTAssertEqual(slideup.common.extras, Extras())
        XCTAssertNil(slideup.common.theme)
        XCTAssertNil(slideup.common.image)
        XCTAssertNil(slideup.common.language)
        XCTAssertEqual(message.common.typeRange.start, SourcePosition(line: 4, column: 9, offset: 55))
        XCTAssertEqual(message.type, .slideup)
    }

    func testModalFullAndHTMLDefaults() throws {
        let modal = try XCTUnwrap(onlyMessage("type: modal\nmessage: Hi"))
        guard case .modal(let m) = modal else { return XCTFail("\(modal)") }
        XCTAssertEqual(m.common.dismiss, .manual)
        XCTAssertNil(m.common.dismiss.milliseconds)
        XCTAssertNil(m.crop)
        XCTAssertNil(m.layout)
        XCTAssertEqual(m.imageLayout, .standard)
        XCTAssertEqual(m.buttons, [])
        XCTAssertNil(m.header)

        let full = try XCTUnwrap(onlyMessage("type: full\nimage: https://cdn.example.com/a.png\nmessage: Hi"))
        guard case .full(let f) = full else { return XCTFail("\(full)") }
        XCTAssertEqual(f.crop, .fill)
        XCTAssertEqual(f.common.dismiss, .manual)
        XCTAssertEqual(f.common.image?.value, .remote("https://cdn.example.com/a.png"))

        let html = try XCTUnwrap(onlyMessage("type: html\nhtml: <p>Hi</p>"))
        guard case .html(let h) = html else { return XCTFail("\(html)") }
        XCTAssertEqual(h.html.value, "<p>Hi</p>")
        XCTAssertEqual(h.common.dismiss, .manual)
        XCTAssertEqual(h.assetURLs, [])
        XCTAssertNil(h.assetsZip)
    }

    func testEveryFieldOfAModal() throws {
        let message = try XCTUnwrap(
            onlyMessage(
                """
                type: modal
                header: Pick your team
                message: Arsenal, Chelsea, Liverpool
                image: https://cdn.example.com/iam/team.png
                image_alt: Team crests
                layout: standard
                orientation: portrait
                language: en-GB
                text_align: { header: center, message: start }
                click_action: { uri: "myapp://teams", webview: true }
                dismiss: { after: 2500ms }
                animate: false
                buttons:
                  - text: Save
                    id: 7
                extras: { view_type: picker }
                """))
        guard case .modal(let m) = message else { return XCTFail("\(message)") }
        XCTAssertEqual(m.header?.value, "Pick your team")
        XCTAssertEqual(m.message?.value, "Arsenal, Chelsea, Liverpool")
        XCTAssertEqual(m.common.image?.value.url, "https://cdn.example.com/iam/team.png")
        XCTAssertEqual(m.common.imageAlt?.value, "Team crests")
        XCTAssertEqual(m.layout?.value, .standard)
        XCTAssertEqual(m.common.orientation, .portrait)
        XCTAssertEqual(m.common.language?.value, "en-GB")
        XCTAssertEqual(m.textAlign, TextAlign(header: .center, message: .start))
        XCTAssertEqual(m.common.clickAction, .uri("myapp://teams", webview: true))
        XCTAssertEqual(m.common.dismiss, .after(Duration(milliseconds: 2500)))
        XCTAssertEqual(m.common.dismiss.milliseconds, 2500)
        XCTAssertEqual(m.common.animate, false)
        XCTAssertEqual(m.buttons.map(\.id), [7])
        XCTAssertEqual(m.buttons.map(\.text.value), ["Save"])
        XCTAssertEqual(m.common.extras["view_type"], "picker")
        XCTAssertEqual(message.text?.value, "Arsenal, Chelsea, Liverpool")
        XCTAssertEqual(message.buttons.count, 1)
    }

    func testSlideupFieldsAndFullCrop() throws {
        let message = try XCTUnwrap(onlyMessage("type: slideup\nmessage: Hi\nslide_from: top\nhide_chevron: true\ntext_align: {message: end}"))
        guard case .slideup(let s) = message else { return XCTFail("\(message)") }
        XCTAssertEqual(s.slideFrom, .top)
        XCTAssertEqual(s.hideChevron, true)
        XCTAssertEqual(s.textAlign, TextAlign(message: .end))
        let full = try XCTUnwrap(onlyMessage("type: full\nimage: https://cdn.example.com/a.png\nmessage: Hi\ncrop: fit\nlayout: image_only\nimage_alt: A"))
        guard case .full(let f) = full else { return XCTFail("\(full)") }
        XCTAssertEqual(f.crop, .fit)
        XCTAssertEqual(f.imageLayout, .imageOnly)
    }

    func testTextAlignHeaderIsNotForSlideups() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\ntext_align: {⟨h⟩header: center, message: ⟨m⟩middle}"),
            [
                Expect(.E203, at: "h", "`header` is not allowed on slideup messages; allowed on: modal, full"),
                Expect(.E104, at: "m", "expected `start`, `center` or `end`, found `middle`"),
            ])
    }
}
