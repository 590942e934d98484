import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// The rules of SPEC §2.5: E201, E202, E102, E107, and the malformed values of a message.
final class MessageRuleTests: XCTestCase {
    static let fullNote = ExpectNote("the SDK discards a full in-app message without an image when it is about to display it")
    static let imageOnlyNote = ExpectNote("the SDK discards an image-only in-app message without an image when it is about to display it")

    func testFullWithoutImageIsE201AtTheType() {
        assertDiagnostics(
            campaign(message: "type: ⟨t⟩full\nmessage: Hi"),
            [
                Expect(.E201, at: "t", "a full message needs an image", help: "add `image: https://…`, or use `type: modal`", notes: [Self.fullNote])
            ])
    }

    func testFullImageOnlyWithoutImageIsOnlyE201() {
        assertDiagnostics(
            campaign(message: "type: ⟨t⟩full\nlayout: image_only"),
            [
                Expect(.E201, at: "t", "a full message needs an image", help: "add `image: https://…`, or use `type: modal`", notes: [Self.fullNote])
            ])
    }

    func testImageOnlyWithoutImageIsE202AtTheLayout() {
        assertDiagnostics(
            campaign(message: "type: modal\nlayout: ⟨l⟩image_only"),
            [
                Expect(
                    .E202, at: "l", "an image-only message needs an image", help: "add `image: https://…`, or use `layout: standard`",
                    notes: [Self.imageOnlyNote])
            ])
    }

    func testAnImageThatFailedStillCountsAsPresent() {
        assertDiagnostics(
            campaign(message: "type: full\nimage: ⟨v⟩http://cdn.example.com/a.png\nmessage: Hi"),
            [
                Expect(.E208, at: "v", "`image` uses clear-text `http://`, which mobile platforms block", help: "serve the file over `https://`")
            ])
    }

    func testImageOnlyNeedsNoMessage() throws {
        let campaigns = assertClean(campaign(message: "type: modal\nlayout: image_only\nimage: https://cdn.example.com/a.png\nimage_alt: A"))
        guard case .modal(let modal)? = campaigns.first?.message else { return XCTFail("\(campaigns)") }
        XCTAssertNil(modal.message)
        XCTAssertEqual(modal.imageLayout, .imageOnly)
    }

    func testMissingMessageIsE102AtTheFirstKey() {
        assertDiagnostics(campaign(message: "⟨k⟩type: slideup"), [Expect(.E102, at: "k", "missing required key `message`")])
        assertDiagnostics(campaign(message: "⟨k⟩type: modal\nheader: Hi"), [Expect(.E102, at: "k", "missing required key `message`")])
        assertDiagnostics(
            campaign(message: "⟨k⟩type: full\nimage: https://cdn.example.com/a.png\nlayout: standard"),
            [
                Expect(.E102, at: "k", "missing required key `message`")
            ])
    }

    func testAnUnknownLayoutDoesNotRequireTheMessage() {
        assertDiagnostics(
            campaign(message: "type: modal\nlayout: ⟨l⟩image-only"),
            [
                Expect(.E104, at: "l", "expected `standard` or `image_only`, found `image-only`", help: "did you mean `image_only`?")
            ])
    }

    func testMissingHTMLIsE102() {
        assertDiagnostics(campaign(message: "⟨k⟩type: html"), [Expect(.E102, at: "k", "missing required key `html`")])
    }

    func testEmptyOrNullTextIsE107() {
        assertDiagnostics(campaign(message: "type: slideup\nmessage: ⟨v⟩\"\""), [Expect(.E107, at: "v", "`message` must not be empty")])
        assertDiagnostics(campaign(message: "type: html\nhtml: ⟨v⟩''"), [Expect(.E107, at: "v", "`html` must not be empty")])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nheader: ⟨v⟩~\nimage_alt: ⟨a⟩null"),
            [
                Expect(.E107, at: "v", "`header` needs a value"),
                Expect(.E107, at: "a", "`image_alt` needs a value"),
            ])
        assertDiagnostics(campaign(message: "type: modal\nmessage: Hi\nimage: ⟨v⟩\"\""), [Expect(.E107, at: "v", "`image` must not be empty")])
    }

    func testTextIsTakenAsWritten() throws {
        let campaigns = assertClean(campaign(message: "type: slideup\nmessage: no"))
        XCTAssertEqual(campaigns.first?.message.text?.value, "no")
    }

    func testClickActionURIMustBeAbsolute() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: ⟨v⟩cart }"),
            [
                Expect(
                    .E106, at: "v", "expected an absolute URI with a scheme such as `https://…` or `myapp://…`, found `cart`",
                    help: "add a scheme, e.g. `https://` or `myapp://`")
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: ⟨v⟩\"https://\" }"),
            [
                Expect(
                    .E106, at: "v",
                    "expected an absolute URI with a scheme such as `https://…` or `myapp://…`, found the string \"https://\": it has no host after `https://`")
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: {⟨k⟩webview: ⟨w⟩yes}"),
            [
                Expect(.E102, at: "k", "missing required key `uri`"),
                Expect(.E103, at: "w", "expected true or false, found `yes`", help: "write true or false"),
            ])
    }

    func testClickActionWords() throws {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: ⟨v⟩open"),
            [
                Expect(.E104, at: "v", "expected `close` or a mapping with `uri` or `actions`, found `open`")
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: ⟨v⟩clsoe"),
            [
                Expect(.E104, at: "v", "expected `close` or a mapping with `uri` or `actions`, found `clsoe`", help: "did you mean `close`?")
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: ⟨v⟩myapp://cart"),
            [
                Expect(.E104, at: "v", "expected `close` or a mapping with `uri` or `actions`, found `myapp://cart`", help: "write `{ uri: \"myapp://cart\" }`")
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: ⟨v⟩[close]"),
            [
                Expect(
                    .E103, at: "v", "expected `close` or a mapping with `uri` or `actions`, found a list",
                    help: "write the steps under `actions`: `click_action: { actions: [ … ] }`")
            ])
        let closed = assertClean(campaign(message: "type: slideup\nmessage: Hi\nclick_action: close"))
        XCTAssertEqual(closed.first?.message.common.clickAction, .close)
        let uri = assertClean(campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: \"mailto:help@example.com\" }"))
        XCTAssertEqual(uri.first?.message.common.clickAction, .uri("mailto:help@example.com", webview: false))
    }

    func testDismiss() {
        let manual = assertClean(campaign(message: "type: slideup\nmessage: Hi\ndismiss: manual"))
        XCTAssertEqual(manual.first?.message.common.dismiss, .manual)
        let precise = assertClean(campaign(message: "type: modal\nmessage: Hi\ndismiss: { after: 1500ms }"))
        XCTAssertEqual(precise.first?.message.common.dismiss.milliseconds, 1500)
        let bounds = assertClean(campaign(message: "type: modal\nmessage: Hi\ndismiss: { after: 5m }"))
        XCTAssertEqual(bounds.first?.message.common.dismiss.milliseconds, 300_000)
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ndismiss: { after: ⟨v⟩10m }"),
            [
                Expect(.E105, at: "v", "expected a duration from 1s to 5m, found `10m`")
            ])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ndismiss: { after: ⟨v⟩999ms }"),
            [
                Expect(.E105, at: "v", "expected a duration from 1s to 5m, found `999ms`")
            ])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ndismiss: ⟨v⟩5s"),
            [
                Expect(.E104, at: "v", "expected `manual` or a mapping with `after`, found `5s`", help: "write `{ after: 5s }`")
            ])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ndismiss: ⟨v⟩manaul"),
            [
                Expect(.E104, at: "v", "expected `manual` or a mapping with `after`, found `manaul`", help: "did you mean `manual`?")
            ])
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ndismiss: {⟨k⟩aftr: 5s}"),
            [
                Expect(.E101, at: "k", "unknown key `aftr`", help: "did you mean `after`?")
            ])
    }

    func testBooleansAndWords() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nanimate: ⟨a⟩yes\nhide_chevron: ⟨h⟩\"true\"\nslide_from: ⟨s⟩left\norientation: ⟨o⟩portait"),
            [
                Expect(.E103, at: "a", "expected true or false, found `yes`", help: "write true or false"),
                Expect(.E103, at: "h", "expected true or false, found the string \"true\"", help: "remove the quotes"),
                Expect(.E104, at: "s", "expected `top` or `bottom`, found `left`"),
                Expect(.E104, at: "o", "expected `any`, `portrait` or `landscape`, found `portait`", help: "did you mean `portrait`?"),
            ])
        assertDiagnostics(
            campaign(message: "type: full\nimage: https://cdn.example.com/a.png\nmessage: Hi\ncrop: ⟨c⟩stretch"),
            [
                Expect(.E104, at: "c", "expected `fill` or `fit`, found `stretch`")
            ])
    }
}
