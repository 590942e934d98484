import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// `trigger:` (SPEC §2.3): the five forms, lists, E301, E307, E104, E105, W315.
final class TriggerDecodingTests: XCTestCase {
    let message = "message: { type: slideup, message: Hi }"

    private func triggers(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> [Trigger] {
        assertClean("campaign: a\ntrigger: \(yaml)\n\(message)\n", file: file, line: line).first?.triggers ?? []
    }

    func testTheFiveForms() {
        XCTAssertEqual(triggers("session_start").map(\.kind), [.sessionStart])
        XCTAssertEqual(triggers("any_purchase").map(\.kind), [.anyPurchase])
        let purchase = triggers("{ specific_purchase: sku_123 }")
        XCTAssertEqual(purchase.map(\.kind), [.specificPurchase])
        XCTAssertEqual(purchase.first?.argument?.value, "sku_123")
        XCTAssertEqual(purchase.first?.argument?.range.start.column, 31)
        let event = triggers("{ custom_event: added_to_cart, filters: [{ property: total, greater_than: 50 }] }")
        XCTAssertEqual(event.first?.kind, .customEvent)
        XCTAssertEqual(event.first?.argument?.value, "added_to_cart")
        XCTAssertEqual(event.first?.filters.count, 1)
        let push = triggers("{ push_click: winback-push }")
        XCTAssertEqual(push.first?.kind, .pushClick)
        XCTAssertEqual(push.first?.argument?.value, "winback-push")
    }

    func testArgumentsAreStringsAsWritten() {
        XCTAssertEqual(triggers("{ specific_purchase: 0755 }").first?.argument?.value, "0755")
        XCTAssertEqual(triggers("{ custom_event: no }").first?.argument?.value, "no")
    }

    func testListsOfTriggers() {
        let list = triggers("\n  - session_start\n  - { push_click: p1 }\n  - { custom_event: e }")
        XCTAssertEqual(list.map(\.kind), [.sessionStart, .pushClick, .customEvent])
        XCTAssertEqual(triggers("[session_start]").map(\.kind), [.sessionStart])
    }

    func testListSizes() {
        assertDiagnostics(
            "campaign: a\ntrigger: ⟨t⟩[]\n\(message)\n",
            [
                Expect(.E105, at: "t", "expected 1 to 10 triggers, found none")
            ])
        let eleven = (1...11).map { "{ custom_event: e\($0) }" }.joined(separator: ", ")
        assertDiagnostics(
            "campaign: a\ntrigger: ⟨t⟩[\(eleven)]\n\(message)\n",
            [
                Expect(.E105, at: "t", "expected 1 to 10 triggers, found 11")
            ])
        let ten = (1...10).map { "{ custom_event: e\($0) }" }.joined(separator: ", ")
        XCTAssertEqual(triggers("[\(ten)]").count, 10)
    }

    func testFiltersOnlyWhereAllowed() {
        assertDiagnostics(
            "campaign: a\ntrigger: { push_click: p, ⟨f⟩filters: [] }\n\(message)\n",
            [
                Expect(
                    .E301, at: "f", "`push_click` triggers take no filters",
                    help: "remove `filters`, or trigger on `specific_purchase` or `custom_event`, which carry properties")
            ])
        assertDiagnostics(
            "campaign: a\ntrigger:\n  session_start:\n  ⟨f⟩filters: [{ property: x, equals: 1 }]\n\(message)\n",
            [
                Expect(
                    .E301, at: "f", "`session_start` triggers take no filters",
                    help: "remove `filters`, or trigger on `specific_purchase` or `custom_event`, which carry properties")
            ])
        XCTAssertEqual(triggers("{ specific_purchase: s, filters: [{ property: x, equals: 1 }] }").first?.filters.count, 1)
    }

    func testAPIAndWebhookTriggers() {
        let help = "log the event through the SDK and trigger on `{ custom_event: name }` (for example from the handler of a silent push)"
        for word in ["api_event", "webhook", "api", "api_trigger", "webhook_event", "API"] {
            assertDiagnostics(
                "campaign: a\ntrigger: ⟨t⟩\(word)\n\(message)\n",
                [
                    Expect(.E307, at: "t", "in-app messages cannot be triggered by API or webhook events", help: help)
                ])
        }
        assertDiagnostics(
            "campaign: a\ntrigger: ⟨t⟩{ api_event: order_shipped }\n\(message)\n",
            [
                Expect(.E307, at: "t", "in-app messages cannot be triggered by API or webhook events", help: help)
            ])
        XCTAssertFalse(TriggerDecoder.isAPIWord("rapid_purchase"))
        XCTAssertFalse(TriggerDecoder.isAPIWord("capital"))
    }

    func testUnknownTriggerWords() {
        let all = "`session_start`, `any_purchase`, `specific_purchase`, `custom_event` or `push_click`"
        assertDiagnostics(
            "campaign: a\ntrigger: ⟨t⟩sesion_start\n\(message)\n",
            [
                Expect(.E104, at: "t", "expected \(all), found `sesion_start`", help: "did you mean `session_start`?")
            ])
        assertDiagnostics(
            "campaign: a\ntrigger: ⟨t⟩app_open\n\(message)\n",
            [
                Expect(.E104, at: "t", "expected \(all), found `app_open`", help: "did you mean `session_start`?")
            ])
        assertDiagnostics(
            "campaign: a\ntrigger: { ⟨k⟩custom_evnt: added }\n\(message)\n",
            [
                Expect(
                    .E104, at: "k", "expected `specific_purchase`, `custom_event` or `push_click`, found `custom_evnt`",
                    help: "did you mean `custom_event`?")
            ])
    }

    func testWrongShapes() {
        assertDiagnostics(
            "campaign: a\ntrigger: ⟨t⟩custom_event\n\(message)\n",
            [
                Expect(.E103, at: "t", "expected a mapping such as `{ custom_event: event_name }`, found `custom_event`")
            ])
        assertDiagnostics(
            "campaign: a\ntrigger: { custom_event: ⟨v⟩~ }\n\(message)\n",
            [
                Expect(.E107, at: "v", "`custom_event` needs a value")
            ])
        assertDiagnostics(
            "campaign: a\ntrigger: { push_click: ⟨v⟩\"\" }\n\(message)\n",
            [
                Expect(.E107, at: "v", "`push_click` must not be empty")
            ])
        assertDiagnostics("campaign: a\ntrigger: ⟨t⟩~\n\(message)\n", [Expect(.E107, at: "t", "`trigger` needs a value")])
        assertDiagnostics(
            "campaign: a\ntrigger: [⟨t⟩[session_start]]\n\(message)\n",
            [
                Expect(.E103, at: "t", "expected a trigger, found a list")
            ])
        assertDiagnostics(
            "campaign: a\ntrigger: { ⟨t⟩filters: [] }\n\(message)\n",
            [
                Expect(.E102, at: "t", "missing the trigger: expected a key `specific_purchase`, `custom_event` or `push_click`")
            ])
        assertDiagnostics(
            "campaign: a\ntrigger: { session_start: ⟨v⟩yes }\n\(message)\n",
            [
                Expect(.E103, at: "v", "expected nothing (`session_start` takes no argument), found `yes`")
            ])
    }

    func testTwoEventsInOneMapping() {
        assertDiagnostics(
            "campaign: a\ntrigger: { custom_event: e, ⟨k⟩push_click: p, ⟨k2⟩filter: [] }\n\(message)\n",
            [
                Expect(
                    .E101, at: "k", "unknown key `push_click`: a trigger has exactly one event",
                    help: "write each trigger as its own item of a `trigger:` list"),
                Expect(.E101, at: "k2", "unknown key `filter`", help: "did you mean `filters`?"),
            ])
    }

    func testRepeatedTriggers() {
        assertDiagnostics(
            """
            campaign: a
            trigger:
              - ⟨first⟩session_start
              - { custom_event: e, filters: [{ property: x, equals: 1 }] }
              - ⟨second⟩session_start
              - ⟨third⟩{ custom_event: e, filters: [{ equals: 1.0, property: x }] }
              - { custom_event: e, filters: [{ property: x, equals: "1" }] }
            \(message)
            """,
            [
                Expect(
                    .W315, at: "second", "the same trigger appears twice in this campaign", help: "remove the repeated trigger",
                    notes: [ExpectNote("the first one is here", at: "first")]),
                Expect(
                    .W315, at: "third", "the same trigger appears twice in this campaign", help: "remove the repeated trigger",
                    notes: [ExpectNote("the first one is here", 4, 5)]),
            ])
    }

    func testOneBadTriggerInAListDropsTheCampaignOnly() {
        let compiled = compileYAML("campaign: a\ntrigger: [session_start, nope]\n\(message)\n")
        XCTAssertEqual(compiled.diagnostics.map(\.code), [.E104])
        XCTAssertEqual(compiled.campaigns.count, 0)
    }
}
