import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// `click_action` with `actions` (SPEC §2.5.1): where it is allowed, E214, E203 on html, the
/// helps for step words written in the wrong place, and W216.
final class ClickActionDecodingTests: XCTestCase {
    private let primer = "brazeActions://v1/ewAiAHQAeQBwAGUAIgA6ACIAcgBlAHEAdQBlAHMAdABQAHUAcwBoAFAAZQByAG0AaQBzAHMAaQBvAG4AIgB9AA"

    func testActionsOnTheBodyOfEveryTypeButHTMLAndOnButtons() throws {
        let slideup = assertClean(campaign(message: "type: slideup\nmessage: Hi\nclick_action: { actions: [request_push_permission] }"))
        XCTAssertEqual(slideup.first?.message.common.clickAction, .actions([.requestPushPermission]))
        let modal = assertClean(
            campaign(
                message: """
                    type: modal
                    message: Hi
                    click_action:
                      actions:
                        - log_custom_event: opened
                        - open_link: { uri: "https://example.com/a", webview: true }
                    """))
        XCTAssertEqual(
            modal.first?.message.common.clickAction,
            .actions([.logCustomEvent(name: "opened", properties: [:]), .openLink(uri: "https://example.com/a", webview: true)]))
        let full = assertClean(
            campaign(
                message: """
                    type: full
                    image: https://cdn.example.com/bell.png
                    message: Hi
                    buttons:
                      - text: Not now
                        click_action:
                          actions: [ { log_custom_event: push_primer_declined } ]
                      - text: Turn on
                        click_action:
                          actions:
                            - request_push_permission
                            - log_custom_event: { name: push_primer_accepted, properties: { source: onboarding, step: 3 } }
                            - set_custom_attribute: { key: wants_push, value: true }
                    """))
        let buttons = try XCTUnwrap(full.first?.message.buttons)
        XCTAssertEqual(buttons[0].clickAction, .actions([.logCustomEvent(name: "push_primer_declined", properties: [:])]))
        XCTAssertEqual(
            buttons[1].clickAction,
            .actions([
                .requestPushPermission,
                .logCustomEvent(name: "push_primer_accepted", properties: ["source": .string("onboarding"), "step": .number(3)]),
                .setCustomAttribute(key: "wants_push", value: .boolean(true)),
            ]))
    }

    func testActionsOnAnHTMLMessageIsE203WithTheBridge() {
        assertDiagnostics(
            campaign(message: "type: html\nhtml: <p>Hi</p>\nclick_action: { ⟨k⟩actions: [request_push_permission] }"),
            [
                Expect(
                    .E203, at: "k", "`actions` is not allowed on html messages; allowed on: slideup, modal, full",
                    help: "html messages call the SDK through the JavaScript bridge (`brazeBridge.requestPushPermission()`, `brazeBridge.logCustomEvent(…)`)")
            ])
        // The steps are not read: only the E203.
        assertDiagnostics(
            campaign(message: "type: html\nhtml: <p>Hi</p>\nclick_action:\n  ⟨k⟩actions: [teleport]"),
            [
                Expect(
                    .E203, at: "k", "`actions` is not allowed on html messages; allowed on: slideup, modal, full",
                    help: "html messages call the SDK through the JavaScript bridge (`brazeBridge.requestPushPermission()`, `brazeBridge.logCustomEvent(…)`)")
            ])
    }

    func testActionsWithAURIOrWebviewIsE214AtTheLaterKey() {
        let help = "a link that goes with the steps is itself a step: `- open_link: { uri: URI, webview: false }` in `actions`"
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action:\n  ⟨a⟩actions: [request_push_permission]\n  ⟨u⟩uri: \"https://x.example\""),
            [Expect(.E214, at: "u", "a click action cannot have both `actions` and `uri`", help: help, notes: [ExpectNote("`actions` is here", at: "a")])])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action:\n  ⟨u⟩uri: \"https://x.example\"\n  ⟨a⟩actions: [request_push_permission]"),
            [Expect(.E214, at: "a", "a click action cannot have both `actions` and `uri`", help: help, notes: [ExpectNote("`uri` is here", at: "u")])])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { ⟨w⟩webview: true, ⟨a⟩actions: [request_push_permission] }"),
            [Expect(.E214, at: "a", "a click action cannot have both `actions` and `webview`", help: help, notes: [ExpectNote("`webview` is here", at: "w")])])
        // Both keys: one report for each; the steps are still checked.
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { ⟨a⟩actions: [⟨c⟩close], ⟨u⟩uri: \"x:y\", ⟨w⟩webview: false }"),
            [
                Expect(
                    .E104, at: "c", "expected \(Words.list(ActionStepDecoder.words)), found `close`",
                    help: "a click with actions closes the message; remove `close`"),
                Expect(.E214, at: "u", "a click action cannot have both `actions` and `uri`", help: help, notes: [ExpectNote("`actions` is here", at: "a")]),
                Expect(
                    .E214, at: "w", "a click action cannot have both `actions` and `webview`", help: help, notes: [ExpectNote("`actions` is here", at: "a")]),
            ])
    }

    func testAStepWordAsTheWholeClickAction() {
        let expected = "expected `close` or a mapping with `uri` or `actions`, found"
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: ⟨v⟩request_push_permission"),
            [Expect(.E104, at: "v", "\(expected) `request_push_permission`", help: "write `click_action: { actions: [request_push_permission] }`")])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: ⟨v⟩requestPushPermission"),
            [Expect(.E104, at: "v", "\(expected) `requestPushPermission`", help: "write `click_action: { actions: [request_push_permission] }`")])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: ⟨v⟩log_custom_evnt"),
            [Expect(.E104, at: "v", "\(expected) `log_custom_evnt`", help: "write `click_action: { actions: [{ log_custom_event: … }] }`")])
        // As a key of the click action's mapping: E101 with the same help, and no E102 for `uri`.
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { ⟨k⟩set_custom_attribute: { key: a, value: 1 } }"),
            [
                Expect(
                    .E101, at: "k", "unknown key `set_custom_attribute`", help: "write `click_action: { actions: [{ set_custom_attribute: … }] }`")
            ])
        // `action:` for `actions:`.
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { ⟨k⟩action: [request_push_permission] }"),
            [Expect(.E101, at: "k", "unknown key `action`", help: "did you mean `actions`?")])
    }

    func testAHandWrittenBrazeActionsURIIsW216WithTheEquivalentList() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: ⟨v⟩\"\(primer)\" }"),
            [
                Expect(
                    .W216, at: "v",
                    "a hand-written `brazeActions` URI: campaignc cannot check its steps, and the SDKs refuse to show a message with an invalid Braze Action",
                    help: "it holds `actions: [request_push_permission]`; write that list in the click action instead")
            ])
        let steps: [ActionStep] = [
            .requestPushPermission,
            .logCustomEvent(name: "accepted", properties: ["step": .number(3), "source": .string("on boarding"), "flag": .string("true")]),
            .setCustomAttribute(key: "zip", value: .string("02134")),
            .addToSubscriptionGroup("3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c"),
            .setPushSubscription(.optedIn),
            .openLink(uri: "https://example.com/a?b=c", webview: true),
        ]
        let uri = BrazeActionsURI.uri(steps).replacingOccurrences(of: "brazeActions", with: "BRAZEACTIONS")
        let list =
            #"[request_push_permission, { log_custom_event: { name: accepted, properties: { flag: "true", source: "on boarding", step: 3 } } }, "#
            + #"{ set_custom_attribute: { key: zip, value: "02134" } }, { add_to_subscription_group: "3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c" }, "#
            + #"{ set_push_subscription: opted_in }, { open_link: { uri: "https://example.com/a?b=c", webview: true } }]"#
        let compiled = compileYAML(campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: \"\(uri)\", webview: true }"))
        XCTAssertEqual(compiled.diagnostics.map(\.code), [.W216])
        XCTAssertEqual(compiled.diagnostics.first?.help, "it holds `actions: \(list)`; write that list in the click action instead")
        // The list in the help is itself a clean click action with the same steps.
        let rewritten = assertClean(campaign(message: "type: slideup\nmessage: Hi\nclick_action: { actions: \(list) }"))
        XCTAssertEqual(rewritten.first?.message.common.clickAction, .actions(steps))
        // The URI is kept as written.
        XCTAssertEqual(compiled.campaigns.first?.message.common.clickAction, .uri(uri, webview: true))
    }

    func testAURIThatDoesNotDecodeSaysSo() {
        let undecodable = "the URI does not decode into steps of an `actions:` list; write the steps under `actions` instead"
        let message = "a hand-written `brazeActions` URI: campaignc cannot check its steps, and the SDKs refuse to show a message with an invalid Braze Action"
        for uri in [
            "brazeactions://v1/bm90IGpzb24", "brazeActions://v2/ewAiAHQAeQBwAGUAIgA6ACIAcgBlAHEAdQBlAHMAdABQAHUAcwBoAFAAZQByAG0AaQBzAHMAaQBvAG4AIgB9AA",
        ] {
            assertDiagnostics(
                campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: ⟨v⟩\"\(uri)\" }"), [Expect(.W216, at: "v", message, help: undecodable)])
        }
        // A link in the steps that the language's own URI check refuses.
        let badLink = BrazeActionsURI.uri([.openLink(uri: "https:nohost", webview: false)])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: ⟨v⟩\"\(badLink)\" }"), [Expect(.W216, at: "v", message, help: undecodable)])
        // In an `open_link` step too.
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { actions: [ { open_link: { uri: ⟨v⟩\"brazeActions://v1/x\" } } ] }"),
            [Expect(.W216, at: "v", message, help: undecodable)])
        // Other schemes that merely contain the word are not hand-written Braze Actions.
        assertClean(campaign(message: "type: slideup\nmessage: Hi\nclick_action: { uri: \"myapp://brazeActions/v1\" }"))
    }
}
