import CampaignModel
import CanonicalJSON
import DeliverySimulator
import XCTest

/// Clicks with Braze Actions (SPEC §9.4): the message closes like any click, the trace lists the
/// steps decoded from the payload's `uri` (not run), and JSON entries carry the step objects.
final class ClickActionTraceTests: XCTestCase {
    private static let primerSteps: [ActionStep] = [
        .requestPushPermission,
        .logCustomEvent(name: "push_primer_accepted", properties: ["source": .string("onboarding"), "step": .number(3)]),
        .setCustomAttribute(key: "wants_push", value: .boolean(true)),
    ]

    private func primer(body: String? = nil, button: String) -> String {
        let click = body.map { #""click_action":"URI","uri":"\#($0)","use_webview":false"# } ?? #""click_action":"NONE""#
        return SimulatorFixture.trigger(
            "push-primer",
            data: #""type":"FULL","message":"Hi","orientation":"ANY","animate_out":false,"image_url":"https://cdn.example.com/a.png",\#(click),"#
                + #""btns":[{"id":0,"text":"Not now","click_action":"NONE"},{"id":1,"text":"Turn on","click_action":"URI","uri":"\#(button)","use_webview":false}]"#
        )
    }

    func testAButtonWithActionsClosesAndTracesItsSteps() throws {
        let outcome = try SimulatorFixture.run(
            [primer(button: BrazeActionsURI.uri(Self.primerSteps))],
            steps: "  - custom_event: added_to_cart\n  - wait: 4s\n  - click: 1\n  - expect: { visible: none }\n")
        XCTAssertEqual(SimulatorFixture.failures(outcome), [])
        let click = try XCTUnwrap(outcome.trace?.entries.first { $0.text.contains("clicked") })
        XCTAssertEqual(
            click.line,
            #"+00:00:04.000 push-primer button `1` clicked; actions: request_push_permission, "#
                + #"log_custom_event push_primer_accepted {"source":"onboarding","step":3}, set_custom_attribute wants_push true (not run)"#)
        XCTAssertEqual(click.action, "dismiss")
        XCTAssertEqual(
            String(decoding: JSONWriter.compact(.array(click.actions ?? [])), as: UTF8.self),
            #"[{"type":"requestPushPermission"},{"args":["push_primer_accepted",{"source":"onboarding","step":3}],"type":"logCustomEvent"},"#
                + #"{"args":["wants_push",true],"type":"setCustomUserAttribute"}]"#)
        let json = try XCTUnwrap(outcome.trace?.jsonValue["entries"]?.arrayValue?.first { $0["actions"] != nil })
        XCTAssertEqual(json["actions"], .array(click.actions ?? []))
        // Other entries have no `actions`.
        XCTAssertEqual(outcome.trace?.entries.filter { $0.actions != nil }.count, 1)
    }

    func testABodyClickWithOneStepAndALinkInAWebView() throws {
        let steps: [ActionStep] = [.openLink(uri: "https://example.com/notifications", webview: true)]
        let slideup = SimulatorFixture.trigger(
            "teaser",
            data:
                #""type":"SLIDEUP","message":"Hi","orientation":"ANY","animate_out":false,"click_action":"URI","uri":"\#(BrazeActionsURI.uri(steps))","use_webview":false"#
        )
        let outcome = try SimulatorFixture.run([slideup], steps: "  - custom_event: added_to_cart\n  - click\n  - expect: { visible: none }\n")
        XCTAssertEqual(SimulatorFixture.failures(outcome), [])
        let click = try XCTUnwrap(outcome.trace?.entries.first { $0.text.contains("clicked") })
        XCTAssertEqual(click.text, "teaser clicked; actions: open_link https://example.com/notifications (webview) (not run)")
        XCTAssertEqual(click.actions, [["args": ["https://example.com/notifications"], "type": "openLinkInWebview"]])
    }

    func testABrazeActionsURIThatDoesNotDecodeIsTracedLikeAnyLink() throws {
        let uri = "brazeActions://v1/bm90IGpzb24"
        let outcome = try SimulatorFixture.run([primer(button: uri)], steps: "  - custom_event: added_to_cart\n  - click: 1\n  - expect: { visible: none }\n")
        let click = try XCTUnwrap(outcome.trace?.entries.first { $0.text.contains("clicked") })
        XCTAssertEqual(click.text, "push-primer button `1` clicked; opens \(uri) (not followed)")
        XCTAssertNil(click.actions)
        XCTAssertNil(outcome.trace?.jsonValue["entries"]?.arrayValue?.first { $0["actions"] != nil })
    }

    func testStepsHaveNoOtherEffect() throws {
        // The click logs `push_primer_accepted`, which triggers `thanks` only when a scenario says so.
        let thanks = SimulatorFixture.trigger("thanks", event: "push_primer_accepted", data: #""type":"SLIDEUP","message":"Thanks","orientation":"ANY""#)
        let outcome = try SimulatorFixture.run(
            [primer(button: BrazeActionsURI.uri(Self.primerSteps)), thanks],
            steps: """
                  - custom_event: added_to_cart
                  - expect: { displayed: push-primer }
                  - click: 1
                  - expect: { displayed: none, visible: none }
                  - wait: 30s
                  - custom_event: push_primer_accepted
                  - expect: { displayed: thanks }

                """)
        XCTAssertEqual(SimulatorFixture.failures(outcome), [])
        XCTAssertEqual(outcome.trace?.entries.filter { $0.text.hasPrefix("custom_event push_primer_accepted") }.count, 1)
    }
}
