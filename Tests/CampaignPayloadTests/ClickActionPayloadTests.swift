import CampaignModel
import CampaignPayload
import CanonicalJSON
import XCTest

/// A click with actions in the payload (SPEC §6, §2.5.1): `click_action` `URI`, `use_webview`
/// false and the Braze Actions URI, on the body or a button; nothing else records the steps.
final class ClickActionPayloadTests: XCTestCase {
    private let primer = "brazeActions://v1/ewAiAHQAeQBwAGUAIgA6ACIAcgBlAHEAdQBlAHMAdABQAHUAcwBoAFAAZQByAG0AaQBzAHMAaQBvAG4AIgB9AA"

    private func data(_ message: Message) -> JSONValue {
        InAppMessageMapping(triggerID: "primer", delay: .zero).value(of: message)
    }

    func testABodyClickWithActions() {
        let message = Message.slideup(
            SlideupMessage(common: Fixture.common(.slideup, clickAction: .actions([.requestPushPermission])), message: Fixture.at("Hi")))
        XCTAssertJSON(
            data(message),
            #"{"animate_in":true,"animate_out":true,"click_action":"URI","duration":5000,"hide_chevron":false,"message":"Hi","#
                + #""message_close":"AUTO_DISMISS","orientation":"ANY","slide_from":"BOTTOM","trigger_id":"primer","type":"SLIDEUP","#
                + #""uri":"\#(primer)","use_webview":false}"#
        )
    }

    func testButtonsWithActionsAndWithout() throws {
        let steps: [ActionStep] = [.requestPushPermission, .openLink(uri: "https://example.com/a", webview: true)]
        let message = Message.modal(
            ImmersiveMessage(
                common: Fixture.common(.modal), message: Fixture.at("Body"),
                buttons: [
                    Fixture.button("Turn on", id: 0, action: .actions([.requestPushPermission])),
                    Fixture.button("Both", id: 1, action: .actions(steps)),
                    Fixture.button("Link", id: 2, action: .uri("https://example.com/b", webview: true)),
                ]))
        let buttons = try XCTUnwrap(data(message)["btns"]?.arrayValue)
        XCTAssertJSON(buttons[0], #"{"click_action":"URI","id":0,"text":"Turn on","uri":"\#(primer)","use_webview":false}"#)
        XCTAssertJSON(buttons[1]["uri"], #""\#(BrazeActionsURI.uri(steps))""#)
        XCTAssertJSON(buttons[1]["use_webview"], "false", "the webview of an open_link step travels inside the URI")
        XCTAssertJSON(buttons[2], #"{"click_action":"URI","id":2,"text":"Link","uri":"https://example.com/b","use_webview":true}"#)
        XCTAssertJSON(data(message)["click_action"], #""NONE""#)
    }
}
