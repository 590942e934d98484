import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc test` over the version 2 language, from sources and from a compiled payload: the
/// new time operators at their exact (strict) bounds, and `expire_after` (the trigger-level
/// `timeout`) measured from the event while the message waits on the stack, with a trigger-level
/// `delay` before it.
final class TestCommandVersion2Tests: XCTestCase {
    private var folder: TestFolder!

    private static let campaigns = """
        campaign: delivery
        priority: high
        reeligible_after: 0s
        trigger:
          custom_event: delivery_scheduled
          filters: [ { property: delivery_at, less_than_in: 2h } ]
        message: { type: slideup, message: Your delivery is coming }
        ---
        campaign: lapsed
        priority: high
        reeligible_after: 0s
        trigger:
          custom_event: opened_app
          filters: [ { property: last_seen, more_than_ago: 1d }, { property: joined, after: 2026-01-01T00:00:00Z } ]
        message: { type: slideup, message: Welcome back }
        ---
        campaign: reminder
        priority: high
        reeligible_after: 0s
        delay: 5s
        expire_after: 10s
        trigger: { custom_event: cart_abandoned }
        message: { type: modal, message: Your cart misses you }

        """

    private static let scenarios = """
        scenario: less-than-in-is-strict
        start: 2026-03-02T10:00:00Z
        steps:
          - custom_event: delivery_scheduled
            properties: { delivery_at: "2026-03-02T11:59:59Z" }
          - expect: { displayed: delivery }
          - dismiss
          - wait: 31s
          - custom_event: delivery_scheduled
            properties: { delivery_at: "2026-03-02T12:00:31Z" }
          - expect: { displayed: none, dropped: { campaign: delivery, reason: filters } }
        ---
        scenario: more-than-ago-and-after-are-strict
        start: 2026-03-02T10:00:00Z
        steps:
          - custom_event: opened_app
            properties: { last_seen: "2026-03-01T10:00:00Z", joined: "2026-02-01T00:00:00Z" }
          - expect: { displayed: none, dropped: { campaign: lapsed, reason: filters } }
          - custom_event: opened_app
            properties: { last_seen: "2026-03-01T09:59:59Z", joined: "2026-01-01T00:00:00Z" }
          - expect: { displayed: none, dropped: { campaign: lapsed, reason: filters } }
          - custom_event: opened_app
            properties: { last_seen: "2026-03-01T09:59:59Z", joined: "2026-01-01T00:00:01Z" }
          - expect: { displayed: lapsed }
        ---
        scenario: expire-after-counts-from-the-event
        start: 2026-03-02T10:00:00Z
        display: later
        steps:
          - custom_event: cart_abandoned
          - wait: 5s
          - expect: { displayed: none, stack: [reminder] }
          - wait: 4999ms
          - request_next
          - expect: { displayed: reminder, stack: [] }
        ---
        scenario: expired-at-its-timeout
        start: 2026-03-02T10:00:00Z
        display: later
        steps:
          - custom_event: cart_abandoned
          - wait: 10000ms
          - request_next
          - expect: { displayed: none, dropped: { campaign: reminder, reason: expired }, stack: [] }

        """

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaigns.yaml", Self.campaigns)
        try folder.write("scenarios.yaml", Self.scenarios)
    }

    override func tearDown() {
        folder.remove()
    }

    private static let passed = """
        PASS expire-after-counts-from-the-event
        PASS expired-at-its-timeout
        PASS less-than-in-is-strict
        PASS more-than-ago-and-after-are-strict

        """

    func testTheVersion2OperatorsAndExpiryFromSources() throws {
        let result = try CampaigncProcess.run(["test", "--color", "never", "campaigns.yaml", "scenarios.yaml"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertEqual(result.standardOutput, Self.passed + "ok: 3 campaigns in 2 files\n4 scenarios: 4 passed, 0 failed\n")
    }

    func testTheSameFromTheCompiledPayload() throws {
        let compiled = try CampaigncProcess.run(["compile", "campaigns.yaml", "--output", "payload.json"], in: folder.url)
        XCTAssertEqual(compiled.status, 0, compiled.standardError)
        let payload = try String(contentsOf: folder.url.appendingPathComponent("payload.json"), encoding: .utf8)
        XCTAssertTrue(payload.contains(#""delay":5,"#) && payload.contains(#""timeout":10000,"#), payload)
        XCTAssertTrue(payload.contains(#""comparator":15,"property_key":"delivery_at","property_type":"date","property_value":7200"#), payload)
        let result = try CampaigncProcess.run(["test", "--color", "never", "--payload", "payload.json", "scenarios.yaml"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardOutput)
        XCTAssertEqual(result.standardOutput, Self.passed + "ok: 0 campaigns in 1 file\n4 scenarios: 4 passed, 0 failed\n")
    }

    /// One millisecond the other way turns each pass into the failure it guards against.
    func testABoundMovedByOneUnitFails() throws {
        let moved = Self.scenarios.replacingOccurrences(of: "wait: 10000ms", with: "wait: 9999ms")
        try folder.write("scenarios.yaml", moved)
        let result = try CampaigncProcess.run(["test", "--color", "never", "campaigns.yaml", "scenarios.yaml"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardOutput.contains("FAIL expired-at-its-timeout\n"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("error[E602]"), result.standardOutput)
    }
}
