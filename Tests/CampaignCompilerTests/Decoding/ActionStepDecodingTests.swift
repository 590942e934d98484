import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// The entries of an `actions:` list (SPEC §2.5.1): the list's length, the entry forms, the
/// step words, each step's value, the typing of values, E213 and W312.
final class ActionStepDecodingTests: XCTestCase {
    /// A slideup whose click holds `steps` (YAML lines indented under `actions:`).
    private func click(_ steps: String) -> String {
        let body = steps.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        return campaign(message: "type: slideup\nmessage: Hi\nclick_action:\n  actions:\n" + body)
    }

    private func steps(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> [ActionStep] {
        assertClean(click(yaml), file: file, line: line).first?.message.common.clickAction.steps ?? []
    }

    private let allWords = "expected \(Words.list(ActionStepDecoder.words)), found"

    func testTheListHoldsOneToTenSteps() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { actions: ⟨l⟩[] }"), [Expect(.E105, at: "l", "expected 1 to 10 steps, found none")])
        let eleven = Array(repeating: "{ log_custom_event: e }", count: 11).enumerated().map { "{ log_custom_event: e\($0.offset) }" }
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { actions: ⟨l⟩[\(eleven.joined(separator: ", "))] }"),
            [Expect(.E105, at: "l", "expected 1 to 10 steps, found 11")])
        XCTAssertEqual(
            steps(Array(repeating: "- log_custom_event: e", count: 10).enumerated().map { $0.element + "\($0.offset)" }.joined(separator: "\n")).count, 10)
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: { actions: ⟨l⟩request_push_permission }"),
            [Expect(.E103, at: "l", "expected a list, found `request_push_permission`")])
    }

    func testEntryForms() {
        XCTAssertEqual(steps("- \"request_push_permission\""), [.requestPushPermission])
        // A bare word, never a key: `{ request_push_permission }` is a mapping with a null value.
        assertDiagnostics(
            click("- { ⟨k⟩request_push_permission }"),
            [Expect(.E103, at: "k", "`request_push_permission` takes no value", help: "write `- request_push_permission`")])
        assertDiagnostics(
            click("- request_push_permission\n- ⟨k⟩log_custom_event: a\n  ⟨x⟩properties: { b: 1 }"),
            [Expect(.E101, at: "x", "unknown key `properties`", help: "one step per list entry")])
        assertDiagnostics(
            click("-⟨e⟩ \n- ⟨m⟩{}\n- ⟨l⟩[request_push_permission]"),
            [
                Expect(.E107, at: "e", "this entry of `actions` has no step", help: "write a step such as `- request_push_permission`, or remove the entry"),
                Expect(.E107, at: "m", "this entry of `actions` has no step", help: "write a step such as `- request_push_permission`, or remove the entry"),
                Expect(.E103, at: "l", "expected a step word or a mapping with one step, found a list"),
            ])
    }

    func testUnknownWordsCloseAndWireNames() {
        assertDiagnostics(
            click(
                "- ⟨a⟩close\n- ⟨b⟩requestPushPermission\n- ⟨c⟩logCustomEvent: e\n- ⟨d⟩log_custom_evnt: e\n- ⟨f⟩teleport\n- ⟨g⟩\"setCustomUserAttribute\": { key: a, value: 1 }"
            ),
            [
                Expect(.E104, at: "a", "\(allWords) `close`", help: "a click with actions closes the message; remove `close`"),
                Expect(.E104, at: "b", "\(allWords) `requestPushPermission`", help: "did you mean `request_push_permission`?"),
                Expect(.E104, at: "c", "\(allWords) `logCustomEvent`", help: "did you mean `log_custom_event`?"),
                Expect(.E104, at: "d", "\(allWords) `log_custom_evnt`", help: "did you mean `log_custom_event`?"),
                Expect(.E104, at: "f", "\(allWords) `teleport`"),
                Expect(.E104, at: "g", "\(allWords) the string \"setCustomUserAttribute\"", help: "did you mean `set_custom_attribute`?"),
            ])
        // A plain word gets a fix-it; `close` and quoted words do not.
        let fixIts = compileYAML(click("- close\n- requestPushPermission\n- \"openLink\": { uri: \"x:y\" }")).diagnostics.map(\.fixIts)
        XCTAssertEqual(fixIts.map { $0.map(\.replacement) }, [[], ["request_push_permission"], []])
    }

    func testStepsThatTakeAValueOrNone() {
        assertDiagnostics(
            click("- ⟨a⟩log_custom_event\n- ⟨b⟩request_push_permission: now\n- set_custom_attribute:⟨c⟩ \n- set_email_subscription: ⟨d⟩~"),
            [
                Expect(
                    .E107, at: "a", "`log_custom_event` needs a value",
                    help: "write `- log_custom_event: NAME` or `- log_custom_event: { name: NAME, properties: { … } }`"),
                Expect(.E103, at: "b", "`request_push_permission` takes no value", help: "write `- request_push_permission`"),
                Expect(.E107, at: "c", "`set_custom_attribute` needs a value", help: "write `- set_custom_attribute: { key: KEY, value: VALUE }`"),
                Expect(
                    .E107, at: "d", "`set_email_subscription` needs a value", help: "write `- set_email_subscription: opted_in | subscribed | unsubscribed`"),
            ])
        assertDiagnostics(
            click(
                "- add_to_subscription_group: ⟨a⟩{ id: x }\n- set_custom_attribute: ⟨b⟩wants_push\n- open_link: ⟨c⟩https://example.com\n- add_to_custom_attribute_array: ⟨d⟩[a, b]"
            ),
            [
                Expect(.E103, at: "a", "expected a string, found a mapping", help: "write `- add_to_subscription_group: GROUP_ID`"),
                Expect(.E103, at: "b", "expected a mapping, found `wants_push`", help: "write `- set_custom_attribute: { key: KEY, value: VALUE }`"),
                Expect(.E103, at: "c", "expected a mapping, found `https://example.com`", help: "write `- open_link: { uri: \"https://example.com\" }`"),
                Expect(.E103, at: "d", "expected a mapping, found a list", help: "write `- add_to_custom_attribute_array: { key: KEY, value: TEXT }`"),
            ])
    }

    func testEveryStepsValues() {
        let group = "3F2A9C4E-1b7d-4e8a-9c0f-5d6e7f8a9b0c"
        let other = "00000000-0000-4000-8000-000000000000"
        XCTAssertEqual(
            steps(
                """
                - log_custom_event: 5
                - log_custom_event: { name: "no", properties: {} }
                - set_custom_attribute: { key: no, value: 2.50 }
                - add_to_custom_attribute_array: { key: tags, value: 1e3 }
                - remove_from_custom_attribute_array: { key: tags, value: "vip" }
                - add_to_subscription_group: \(group)
                - remove_from_subscription_group: "\(other)"
                - set_email_subscription: subscribed
                - set_push_subscription: unsubscribed
                - open_link: { uri: "myapp://settings" }
                """),
            [
                .logCustomEvent(name: "5", properties: [:]), .logCustomEvent(name: "no", properties: [:]),
                .setCustomAttribute(key: "no", value: .number(2.5)), .addToCustomAttributeArray(key: "tags", value: "1e3"),
                .removeFromCustomAttributeArray(key: "tags", value: "vip"), .addToSubscriptionGroup(group), .removeFromSubscriptionGroup(other),
                .setEmailSubscription(.subscribed), .setPushSubscription(.unsubscribed), .openLink(uri: "myapp://settings", webview: false),
            ])
    }

    func testTextsAreRequiredAndChecked() {
        assertDiagnostics(
            click(
                """
                - log_custom_event: ⟨a⟩""
                - log_custom_event: { ⟨b⟩properties: { x: 1 } }
                - set_custom_attribute: { key: ⟨c⟩"", value: 1 }
                - add_to_custom_attribute_array: { key: k, value: ⟨d⟩~ }
                - add_to_subscription_group: ⟨e⟩not-a-group
                - remove_from_subscription_group: ⟨f⟩""
                - set_push_subscription: ⟨g⟩subscrbed
                - open_link: { uri: ⟨h⟩example.com, webview: ⟨i⟩yes }
                - log_custom_event: { name: e, properties: { ⟨j⟩"": 1 } }
                """),
            [
                Expect(.E107, at: "a", "`log_custom_event` must not be empty"),
                Expect(.E102, at: "b", "missing required key `name`"),
                Expect(.E107, at: "c", "`key` must not be empty"),
                Expect(.E107, at: "d", "`value` needs a value"),
                Expect(
                    .E106, at: "e", "expected a subscription group id, a UUID such as `3f2a9c4e-1b7d-4e8a-9c0f-5d6e7f8a9b0c`, found `not-a-group`",
                    help: "copy the subscription group's id from the Braze dashboard"),
                Expect(.E107, at: "f", "`remove_from_subscription_group` must not be empty"),
                Expect(.E104, at: "g", "expected `opted_in`, `subscribed` or `unsubscribed`, found `subscrbed`", help: "did you mean `subscribed`?"),
                Expect(
                    .E106, at: "h", "expected an absolute URI with a scheme such as `https://…` or `myapp://…`, found `example.com`",
                    help: "add a scheme, e.g. `https://` or `myapp://`"),
                Expect(.E103, at: "i", "expected true or false, found `yes`", help: "write true or false"),
                Expect(.E107, at: "j", "an event property name must not be empty"),
            ])
    }

    func testValuesAreTypedByTheirOwnForm() {
        let decoded = steps(
            """
            - log_custom_event:
                name: e
                properties: { a: -12, b: 0, c: 2.5, d: 1e3, e: true, f: false, g: "5", h: 02134, i: yes, j: .inf, k: 1_000, l: 0x1F, m: 2026-03-01T09:00:00Z, n: 'true', o: "" }
            """)
        XCTAssertEqual(
            decoded,
            [
                .logCustomEvent(
                    name: "e",
                    properties: [
                        "a": .number(-12), "b": .number(0), "c": .number(2.5), "d": .number(1000), "e": .boolean(true), "f": .boolean(false),
                        "g": .string("5"), "h": .string("02134"), "i": .string("yes"), "j": .string(".inf"), "k": .string("1_000"),
                        "l": .string("0x1F"), "m": .string("2026-03-01T09:00:00Z"), "n": .string("true"), "o": .string(""),
                    ])
            ])
        assertDiagnostics(
            click("- set_custom_attribute: { key: a, value: ⟨a⟩[1] }\n- log_custom_event: { name: e, properties: { x: ⟨b⟩{ y: 1 }, z: ⟨c⟩null } }"),
            [
                Expect(.E103, at: "a", "expected a string, number or boolean, found a list"),
                Expect(.E103, at: "b", "expected a string, number or boolean, found a mapping"),
                Expect(.E107, at: "c", "`z` needs a value"),
            ])
        assertDiagnostics(
            click("- set_custom_attribute: { key: a, value: ⟨a⟩1e400 }"),
            [Expect(.E105, at: "a", "expected a number from -1.7976931348623157e308 to 1.7976931348623157e308, found `1e400`")])
    }

    func testNumbersBeyondTwoToThe53AreW312() {
        assertDiagnostics(
            click(
                "- set_custom_attribute: { key: order, value: ⟨a⟩9223372036854775001 }\n- log_custom_event: { name: e, properties: { n: ⟨b⟩-1.5e300, ok: 9007199254740992 } }"
            ),
            [
                Expect(
                    .W312, at: "a", "9223372036854775001 is beyond 2^53 and is sent rounded, as 9223372036854775000",
                    help: "write it in quotes to send it as a string"),
                Expect(.W312, at: "b", "-1.5e300 is beyond 2^53 and is sent rounded, as -1.5e+300", help: "write it in quotes to send it as a string"),
            ])
        XCTAssertEqual(
            steps("- set_custom_attribute: { key: order, value: \"9223372036854775001\" }"),
            [.setCustomAttribute(key: "order", value: .string("9223372036854775001"))])
    }

    func testCustomDataBrazeDoesNotAcceptIsE213AndStillCompiles() throws {
        let long = String(repeating: "a", count: 256)
        // 128 bells are 256 UTF-16 code units though only 128 characters.
        let bells = String(repeating: "🔔", count: 128)
        let ok = String(repeating: "é", count: 255)
        let yaml = click(
            """
            - log_custom_event: { name: ⟨a⟩\(long), properties: { ⟨b⟩time: 1, ⟨c⟩event_name: x, Time: 2, ⟨d⟩\(long): 3, v: ⟨e⟩"\(bells)", w: \(ok) } }
            - set_custom_attribute: { key: ⟨f⟩\(long), value: ⟨g⟩\(long) }
            - add_to_custom_attribute_array: { key: k, value: ⟨h⟩\(bells) }
            """)
        let tooLong = { (what: String, length: Int) in "this \(what) is \(length) characters long (UTF-16 code units); Braze accepts at most 255" }
        let shorten = "shorten it to at most 255 characters"
        assertDiagnostics(
            yaml,
            [
                Expect(.E213, at: "a", tooLong("event name", 256), help: shorten),
                Expect(.E213, at: "b", "`time` is reserved by the SDKs: Braze does not accept it as an event property", help: "rename the property"),
                Expect(.E213, at: "c", "`event_name` is reserved by the SDKs: Braze does not accept it as an event property", help: "rename the property"),
                Expect(.E213, at: "d", tooLong("property name", 256), help: shorten),
                Expect(.E213, at: "e", tooLong("value", 256), help: shorten),
                Expect(.E213, at: "f", tooLong("attribute key", 256), help: shorten),
                Expect(.E213, at: "g", tooLong("value", 256), help: shorten),
                Expect(.E213, at: "h", tooLong("value", 256), help: shorten),
            ])
        // E213 is adjustable: the campaign is built exactly as written.
        let compiled = compileYAML(yaml)
        let steps = try XCTUnwrap(compiled.campaigns.first?.message.common.clickAction.steps)
        XCTAssertEqual(steps.count, 3)
        XCTAssertEqual(steps[1], .setCustomAttribute(key: long, value: .string(long)))
        XCTAssertTrue(DiagnosticCode.E213.isAdjustable)
        XCTAssertFalse(DiagnosticCode.E214.isAdjustable)
    }
}
