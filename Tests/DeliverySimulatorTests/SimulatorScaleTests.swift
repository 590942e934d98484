import CampaignModel
import CampaignTestSupport
import DeliverySimulator
import XCTest

/// Issue 23 items 12–13: the simulator's work grows linearly with the scenario, timed by
/// processor time at two sizes (`CPUTime.assertLinear`), and what it keeps is bounded by the
/// `expect` window. Each case was quadratic (or kept everything) before.
final class SimulatorScaleTests: XCTestCase {
    typealias F = SimulatorFixture

    /// `steps` against `triggers`, decoded: only the run is timed.
    private func prepared(_ triggers: [String], steps: String, header: String = "", interval: Int = 30) throws -> (Simulator, Scenario) {
        let scenario = try F.scenario("scenario: s\nstart: 2026-03-02T10:00:00Z\n" + header + "steps:\n" + steps)
        return (Simulator(payload: try F.payload(triggers, interval: interval)), scenario)
    }

    private func run(_ prepared: (Simulator, Scenario)) -> ScenarioOutcome {
        prepared.0.run(prepared.1, file: "s.yaml")
    }

    /// Timers falling due in one `wait` were found by scanning the whole list and removed
    /// from its middle (64,000 events: 6.4 s).
    func testTimersFallingDueInOneWaitAreLinear() throws {
        let trigger = F.trigger("t", reEligibility: 0, delay: 10)
        try CPUTime.assertLinear(size: 1_000, "timers") { count in
            let steps = String(repeating: "  - custom_event: added_to_cart\n", count: count) + "  - wait: 20s\n  - expect: { displayed: t }\n"
            return try prepared([trigger], steps: steps)
        } _: { input in
            XCTAssertEqual(F.failures(run(input)), [])
        }
    }

    /// `expect: { dropped: [...] }` looked up every drop for every entry (32,000 entries: 15 s).
    func testALongDroppedListIsLinear() throws {
        let filter = #"[[{"property_key":"n","property_type":"number","comparator":3,"property_value":50}]]"#
        let triggers = (0..<50).map { F.trigger("f\($0)", filters: filter) }
        try CPUTime.assertLinear(size: 500, "dropped list") { count in
            let entries = (0..<count).map { "      - { campaign: f\($0 % 50), reason: filters }\n" }.joined()
            return try prepared(triggers, steps: "  - custom_event: added_to_cart\n    properties: { n: 1 }\n  - expect:\n      dropped:\n" + entries)
        } _: { input in
            XCTAssertEqual(F.failures(run(input)), [])
        }
    }

    /// One event's P properties were searched for each of F filters (P × F).
    func testPropertiesAgainstFiltersAreLinear() throws {
        try CPUTime.assertLinear(size: 200, "properties × filters") { count in
            let filters = (0..<count).map { #"[{"property_key":"q\#($0)","property_type":"number","comparator":1,"property_value":\#($0)}]"# }
            let trigger = F.trigger("many", filters: "[" + filters.joined(separator: ",") + "]")
            let properties = (0..<count).map { "q\($0): \($0)" }.joined(separator: ", ")
            return try prepared([trigger], steps: "  - custom_event: added_to_cart\n    properties: { \(properties) }\n  - expect: { displayed: many }\n")
        } _: { input in
            XCTAssertEqual(F.failures(run(input)), [])
        }
    }

    /// One failed `expect` after M events over N campaigns built N × M notes (1,000 × 1,000:
    /// a 306 MB report). Now an E602 shows the first 100 and counts the rest.
    func testAFailedExpectationShowsAtMostAHundredNotes() throws {
        let filter = #"[[{"property_key":"n","property_type":"number","comparator":3,"property_value":5}]]"#
        let triggers = (0..<40).map { F.trigger("c\($0)", filters: filter) }
        let steps = String(repeating: "  - custom_event: added_to_cart\n    properties: { n: 1 }\n", count: 30) + "  - expect: { displayed: c0 }\n"
        let outcome = run(try prepared(triggers, steps: steps))
        let notes = try XCTUnwrap(outcome.diagnostics.first).notes.map(\.message)
        XCTAssertEqual(notes.count, 101)
        XCTAssertEqual(notes.last, "… and 1100 more notes in this window (`campaignc test --trace` prints the whole timeline)")
        XCTAssertTrue(notes[99].hasPrefix("+00:00:00.000 custom_event added_to_cart {n: 1}: `c19` dropped (filters)"), notes[99])
        XCTAssertNil(outcome.trace, "no timeline is kept without `trace`")
        try CPUTime.assertLinear(size: 100, "a long window") { count in
            try prepared(
                triggers,
                steps: String(repeating: "  - custom_event: added_to_cart\n    properties: { n: 1 }\n", count: count) + "  - expect: { displayed: c0 }\n")
        } _: { input in
            XCTAssertEqual(run(input).diagnostics.first?.notes.count, 101)
        }
    }

    /// On the web, slideups stay on screen together: thousands of them, each auto-dismissed.
    func testManyVisibleSlideupsAreLinear() throws {
        let slide = #""type":"SLIDEUP","message":"Hi","orientation":"ANY","message_close":"AUTO_DISMISS","duration":5000"#
        let trigger = F.trigger("s", reEligibility: 0, data: slide)
        try CPUTime.assertLinear(size: 500, "visible slideups") { count in
            let steps = String(repeating: "  - custom_event: added_to_cart\n", count: count) + "  - wait: 6s\n  - expect: { visible: none }\n"
            return try prepared([trigger], steps: steps, header: "simulator: { platform: web }\n", interval: 0)
        } _: { input in
            XCTAssertEqual(F.failures(run(input)), [])
        }
    }
}
