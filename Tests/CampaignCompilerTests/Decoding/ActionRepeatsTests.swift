import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// W215 (SPEC §2.5.1): steps of one click that repeat or undo one another, at the later step
/// with a note at the earlier.
final class ActionRepeatsTests: XCTestCase {
    private func click(_ steps: String) -> String {
        let body = steps.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        return campaign(message: "type: slideup\nmessage: Hi\nclick_action:\n  actions:\n" + body)
    }

    private func w215(_ message: String, help: String, later: String = "b", earlier: String = "a") -> Expect {
        Expect(.W215, at: later, message, help: help, notes: [ExpectNote("the earlier step is here", at: earlier)])
    }

    private let group = "3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c"

    func testTheSameStepTwice() {
        let repeated = "this step repeats an earlier step of the same click"
        for (first, second) in [
            ("request_push_permission", "request_push_permission"),
            ("log_custom_event: e", "log_custom_event: { name: e }"),
            ("log_custom_event: { name: e, properties: { n: 1e3 } }", "log_custom_event: { name: e, properties: { n: 1000 } }"),
            ("add_to_custom_attribute_array: { key: k, value: v }", "add_to_custom_attribute_array: { key: k, value: v }"),
            ("add_to_subscription_group: \(group)", "add_to_subscription_group: \(group.uppercased())"),
        ] {
            assertDiagnostics(click("- ⟨a⟩\(first)\n- ⟨b⟩\(second)"), [w215(repeated, help: "remove one of them")])
        }
        // Different arguments are different steps.
        assertClean(click("- log_custom_event: e\n- log_custom_event: f\n- log_custom_event: { name: e, properties: { n: 1 } }"))
        assertClean(click("- add_to_custom_attribute_array: { key: k, value: v }\n- add_to_custom_attribute_array: { key: k, value: w }"))
    }

    func testStepsThatUndoOrOverrideEachOther() {
        assertDiagnostics(
            click("- ⟨a⟩set_custom_attribute: { key: plan, value: gold }\n- log_custom_event: e\n- ⟨b⟩set_custom_attribute: { key: plan, value: silver }"),
            [w215("the custom attribute `plan` is set twice in one click: the later value wins", help: "keep one `set_custom_attribute` of `plan`")])
        assertDiagnostics(
            click("- ⟨a⟩remove_from_custom_attribute_array: { key: tags, value: vip }\n- ⟨b⟩add_to_custom_attribute_array: { key: tags, value: vip }"),
            [
                w215(
                    "`add_to_custom_attribute_array` undoes the earlier `remove_from_custom_attribute_array` of the same click",
                    help: "keep the step you mean")
            ])
        assertDiagnostics(
            click("- ⟨a⟩add_to_subscription_group: \(group)\n- ⟨b⟩remove_from_subscription_group: \(group.uppercased())"),
            [w215("`remove_from_subscription_group` undoes the earlier `add_to_subscription_group` of the same click", help: "keep the step you mean")])
        assertDiagnostics(
            click("- ⟨a⟩set_push_subscription: opted_in\n- set_email_subscription: opted_in\n- ⟨b⟩set_push_subscription: unsubscribed"),
            [w215("`set_push_subscription` twice in one click: the later state wins", help: "keep one `set_push_subscription`")])
        assertDiagnostics(
            click("- ⟨a⟩open_link: { uri: \"https://a.example\" }\n- ⟨b⟩open_link: { uri: \"https://b.example\", webview: true }"),
            [w215("a click opens one page, and this is its second `open_link`", help: "keep one `open_link`")])
        // Not a clash: another key, value or group.
        assertClean(
            click(
                """
                - set_custom_attribute: { key: plan, value: gold }
                - set_custom_attribute: { key: tier, value: gold }
                - add_to_custom_attribute_array: { key: tags, value: vip }
                - remove_from_custom_attribute_array: { key: tags, value: trial }
                - add_to_subscription_group: \(group)
                - remove_from_subscription_group: 00000000-0000-4000-8000-000000000000
                """))
    }

    func testEachLaterStepIsReportedOnceAgainstTheFirstItClashesWith() {
        assertDiagnostics(
            click(
                "- ⟨a⟩open_link: { uri: \"https://a.example\" }\n- ⟨b⟩open_link: { uri: \"https://b.example\" }\n- ⟨c⟩open_link: { uri: \"https://a.example\" }"
            ),
            [
                w215("a click opens one page, and this is its second `open_link`", help: "keep one `open_link`"),
                w215("this step repeats an earlier step of the same click", help: "remove one of them", later: "c"),
            ])
        // Steps of two clicks never clash.
        assertClean(
            campaign(
                message: """
                    type: modal
                    message: Hi
                    click_action: { actions: [request_push_permission] }
                    buttons:
                      - text: A
                        click_action: { actions: [request_push_permission] }
                    """))
    }

    /// SPEC §7: a hostile list of 40,000 different steps (about 1 MB; E105 refuses it) is
    /// checked in linear time: each step is looked up by key, never compared with every earlier
    /// one (which took minutes).
    func testAHugeListIsCheckedInLinearTime() {
        let steps = (0..<40_000).map { "- log_custom_event: e\($0)" }.joined(separator: "\n") + "\n- log_custom_event: e7"
        let clock = ContinuousClock()
        var compiled: CompiledFile?
        let elapsed = clock.measure { compiled = compileYAML(click(steps)) }
        XCTAssertLessThan(elapsed, .seconds(5), "compile took \(elapsed)")
        XCTAssertEqual(compiled?.diagnostics.map(\.code), [.E105, .W215])
        XCTAssertEqual(compiled?.diagnostics.first?.message, "expected 1 to 10 steps, found 40001")
    }
}
