import CampaignModel
import DeliverySimulator
import XCTest

/// Scenario times, `history` times, event property times and the clock keep their milliseconds
/// on every platform, and `before` / `after` / `ago` compare in milliseconds, as the Web SDK
/// compares dates; filter values stay the payload's whole seconds.
final class MillisecondTimeTests: XCTestCase {
    typealias F = SimulatorFixture

    /// 2026-03-02T09:00:00Z, the filters' bound (one hour before the scenarios' start).
    private let hourBefore = F.start - 3600

    func testAStartWithMillisecondsMovesTheAgoBoundWithinASecond() throws {
        let filter = #"{"property_key":"at","property_type":"date","comparator":4,"property_value":3600}"#
        let trigger = F.trigger("x", filters: "[[\(filter)]]")
        // The event is at 10:00:00.500; the property 09:00:00.600 is 3599.9 s before it.
        let steps = "  - custom_event: added_to_cart\n    properties: { at: 2026-03-02T09:00:00.600Z }\n  - expect: { displayed: x }\n"
        let run = try F.run([trigger], steps: steps, start: "2026-03-02T10:00:00.500Z")
        XCTAssertEqual(F.failures(run), [])
        // 0.2 s later the property is 3600.1 s old: `less_than_ago: 1h` no longer holds.
        let later = try F.run(
            [trigger],
            steps: steps.replacingOccurrences(of: "09:00:00.600Z", with: "09:00:00.400Z").replacingOccurrences(
                of: "displayed: x", with: "displayed: none, dropped: { campaign: x, reason: filters }"),
            start: "2026-03-02T10:00:00.500Z")
        XCTAssertEqual(F.failures(later), [])
    }

    func testAfterAndBeforeCompareThePropertysMilliseconds() throws {
        let after = #"{"property_key":"at","property_type":"date","comparator":3,"property_value":\#(hourBefore)}"#
        let before = #"{"property_key":"at","property_type":"date","comparator":5,"property_value":\#(hourBefore)}"#
        XCTAssertTrue(try F.holds(after, "{ at: 2026-03-02T09:00:00.001Z }"))
        XCTAssertFalse(try F.holds(after, "{ at: 2026-03-02T09:00:00Z }"))
        XCTAssertTrue(try F.holds(before, "{ at: 2026-03-02T08:59:59.999Z }"))
        XCTAssertFalse(try F.holds(before, "{ at: 2026-03-02T09:00:00.001Z }"))
    }

    func testAWaitOfMillisecondsAndAHistoryTimeMeetTheIntervalToTheMillisecond() throws {
        let triggers = [F.trigger("x", reEligibility: 0)]
        // The last display was at 09:59:30.600: the 30 s interval ends at 10:00:00.600.
        let header = "history: [ { campaign: x, displayed_at: 2026-03-02T09:59:30.600Z } ]\n"
        let steps = """
              - custom_event: added_to_cart
              - expect: { displayed: none, dropped: { campaign: x, reason: rate_limited } }
              - wait: 599ms
              - custom_event: added_to_cart
              - expect: { displayed: none, dropped: { campaign: x, reason: rate_limited } }
              - wait: 1ms
              - custom_event: added_to_cart
              - expect: { displayed: x }

            """
        let run = try F.run(triggers, steps: steps, header: header)
        XCTAssertEqual(F.failures(run), [])
        XCTAssertEqual(
            run.trace?.entries.first { $0.action == "custom_event" }?.verdicts.first?.why,
            "rate limited: the last display was at -00:00:29.400 (2026-03-02T09:59:30.600Z); with the 30s minimum interval it may trigger from +00:00:00.600 (trigger `x`)"
        )
    }

    func testTheTraceCountsFromAStartWithMilliseconds() throws {
        let run = try F.run(
            [F.trigger("x")], steps: "  - wait: 250ms\n  - custom_event: added_to_cart\n", start: "2026-03-02T10:00:00.750Z")
        XCTAssertEqual(run.trace?.entries.map { "\($0.elapsed) \($0.action)" }, ["0 wait", "250 custom_event", "250 publish", "250 display"])
        XCTAssertEqual(run.trace?.entries.last?.text, "x displayed")
    }
}
