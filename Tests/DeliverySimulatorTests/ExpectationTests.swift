import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignPayload
import CampaignWorkspace
import CampaignYAML
import CanonicalJSON
import DeliverySimulator
import XCTest

/// `expect` (SPEC §9.3): each key that does not hold is one E602 at that key, and the notes
/// say why, pointing at the campaign's source (or naming trigger, condition and filter).
final class ExpectationTests: XCTestCase {
    typealias F = SimulatorFixture

    func testEachFailingKeyIsItsOwnE602AndTheRunGoesOn() throws {
        let triggers = [F.trigger("a", priority: 75, reEligibility: 0), F.trigger("b", priority: 25)]
        let outcome = try F.run(
            triggers,
            steps: """
                  - custom_event: added_to_cart
                  - expect: { displayed: b, visible: b, stack: [a], dropped: { campaign: a, reason: rate_limited }, no_match: true }
                  - expect: { displayed: [a, b], dropped: none }
                  - dismiss
                  - custom_event: added_to_cart
                  - expect: { dropped: [ b, { campaign: a, reason: filters } ] }
                """)
        XCTAssertEqual(
            F.failures(outcome),
            [
                "E602 5: expected `b` to be displayed; `a` was displayed",
                "E602 5: expected `b` to be visible; `a` is visible",
                "E602 5: expected the stack to be [`a`], top first; it is empty",
                "E602 5: expected `a` to be dropped (rate_limited); it was displayed",
                "E602 5: expected the last event to report no matching trigger; it matched a campaign",
                "E602 6: expected `a`, `b` to be displayed in this order; nothing was displayed",
                "E602 9: expected `a` to be dropped (filters); it was dropped (rate_limited)",
            ])
        let columns = outcome.diagnostics.map(\.location.range.start.column)
        XCTAssertEqual(columns, [15, 29, 41, 53, 101, 27, 29], "at the key, or at the first list entry that does not hold")
    }

    func testNoMatchIsFalseBeforeAnyEventAndNoneKeys() throws {
        let outcome = try F.run(
            [F.trigger("a")],
            steps: """
                  - expect: { no_match: false, displayed: none, dropped: none, visible: none, stack: [] }
                  - expect: { no_match: true }
                """)
        XCTAssertEqual(F.failures(outcome), ["E602 5: expected the last event to report no matching trigger; there was no event yet"])
        XCTAssertEqual(outcome.diagnostics.first?.notes.map(\.message), ["nothing happened since the previous `expect`"])
    }

    func testACampaignDroppedTwiceMatchesEitherReason() throws {
        let history = "history: [ { campaign: a, displayed_at: 2026-03-02T09:59:50Z } ]\n"
        let a = F.trigger("a", reEligibility: 0, filters: #"[[{"property_key":"n","property_type":"number","comparator":3,"property_value":1}]]"#)
        let outcome = try F.run(
            [a],
            steps: """
                  - custom_event: added_to_cart
                    properties: { n: 0 }
                  - custom_event: added_to_cart
                    properties: { n: 2 }
                  - expect: { dropped: [ { campaign: a, reason: filters }, { campaign: a, reason: rate_limited } ] }
                """, header: history)
        XCTAssertEqual(F.failures(outcome), [])
    }

    /// The campaigns of SPEC §9.1 compiled from source; the scenario breaks on purpose.
    private let campaigns = """
        campaign: cart-upsell
        priority: high
        reeligible_after: 0s
        trigger: { custom_event: added_to_cart, filters: [ { property: cart_total, greater_than: 50 } ] }
        message: { type: modal, message: Free shipping on this order }
        ---
        campaign: welcome
        priority: low
        trigger: { custom_event: added_to_cart }
        message: { type: modal, message: Welcome! }

        """

    private let broken = """
        scenario: small-cart-upsell
        start: 2026-03-02T10:00:00Z
        steps:
          - custom_event: added_to_cart
            properties: { cart_total: 20 }
          - expect: { displayed: cart-upsell }
        """

    private func compiledPayload() throws -> (SimulationPayload, TriggerSourceMap) {
        let compiled = CampaignCompiler(now: F.start, files: AssetFiles(DiskFileSystem(), currentDirectory: FileManager.default.currentDirectoryPath)).compile(
            YAMLParser.parse(SourceFile(path: "campaigns.yaml", bytes: Array(campaigns.utf8))))
        XCTAssertEqual(compiled.diagnostics.map(\.message), [])
        let bytes = JSONWriter.compact(PayloadBuilder().build(compiled.campaigns).documentValue)
        let payload = try SimulationPayload.read(bytes, requireVersion: false)
        return (payload, TriggerSourceMap(compiled.campaigns.map { CampaignSources(campaign: $0, file: "campaigns.yaml") }))
    }

    func testABrokenExpectationNamesTheRealCauseAtTheSource() throws {
        let (payload, sources) = try compiledPayload()
        let outcome = Simulator(payload: payload, sources: sources).run(try F.scenario(broken), file: "s.yaml")
        let diagnostic = try XCTUnwrap(outcome.diagnostics.first)
        XCTAssertEqual(diagnostic.message, "expected `cart-upsell` to be displayed; `welcome` was displayed")
        XCTAssertEqual(diagnostic.location.range.start.line, 6)
        XCTAssertEqual(
            diagnostic.notes.map { "\($0.location.map { "\($0.file):\($0.range.start.line):\($0.range.start.column)" } ?? "-") \($0.message)" },
            [
                "campaigns.yaml:8:11 +00:00:00.000 custom_event added_to_cart {cart_total: 20}: `welcome` selected (priority 25)",
                "campaigns.yaml:4:52 +00:00:00.000 custom_event added_to_cart {cart_total: 20}: `cart-upsell` dropped (filters): "
                    + "`cart_total` is 20; the filter needs `cart_total` greater_than 50",
                "- +00:00:00.000 welcome published",
                "- +00:00:00.000 welcome displayed",
            ])
    }

    func testWithAPayloadTheNotesNameTriggerConditionAndFilter() throws {
        let (payload, _) = try compiledPayload()
        let outcome = Simulator(payload: payload).run(try F.scenario(broken), file: "s.yaml")
        XCTAssertEqual(
            outcome.diagnostics.first?.notes.dropFirst().first?.message,
            "+00:00:00.000 custom_event added_to_cart {cart_total: 20}: `cart-upsell` dropped (filters): "
                + "`cart_total` is 20; the filter needs `cart_total` greater_than 50 (trigger `cart-upsell` condition 1 filter 1.1)")
        XCTAssertEqual(outcome.diagnostics.first?.notes.compactMap(\.location), [])
    }

    func testNotesExplainScheduleRateLimitAndReeligibility() throws {
        let history = "history: [ { campaign: once, displayed_at: 2026-03-02T09:59:45Z } ]\n"
        let triggers = [F.trigger("later", start: F.start + 60), F.trigger("once"), F.trigger("again", reEligibility: 0)]
        let outcome = try F.run(triggers, steps: "  - custom_event: added_to_cart\n  - expect: { displayed: again }\n", header: history)
        let whys = outcome.trace?.entries.first?.verdicts.map { "\($0.campaign): \($0.why)" }
        XCTAssertEqual(
            whys,
            [
                "later: the schedule starts at 2026-03-02T10:01:00Z (exclusive bound); the event is at 2026-03-02T10:00:00Z (trigger `later`)",
                "once: shown at -00:00:15.000 (2026-03-02T09:59:45Z); without `reeligible_after` a campaign shows only once (trigger `once`)",
                "again: rate limited: the last display was at -00:00:15.000 (2026-03-02T09:59:45Z); "
                    + "with the 30s minimum interval it may trigger from +00:00:15.000 (trigger `again`)",
            ])
    }
}
