import CampaignTestSupport
import Foundation
import XCTest

/// Version 4's `minimum_interval` end to end: compiled into `min_seconds_since_last_trigger`,
/// honoured by the simulator from the sources and from the compiled payload alike, with the
/// note of a rate-limited campaign pointing at the key.
final class TestCommandVersion4Tests: XCTestCase {
    private var folder: TestFolder!

    private static let campaigns = """
        campaign: notice
        priority: high
        reeligible_after: 0s
        minimum_interval: 1m
        trigger: { custom_event: shipped }
        message: { type: slideup, message: On its way, animate: false }
        ---
        campaign: welcome
        trigger: session_start
        message: { type: slideup, message: Hi, animate: false }

        """

    /// 40 s after the welcome the app's 30 s interval has passed, the notice's own minute not.
    private static let scenarios = """
        scenario: the-notice-waits-a-minute
        start: 2026-03-02T10:00:00Z
        steps:
          - session_start
          - dismiss
          - wait: 40s
          - custom_event: shipped
          - expect: { displayed: [welcome, notice] }

        """

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaigns.yaml", Self.campaigns)
        try folder.write("scenarios.yaml", Self.scenarios)
    }

    override func tearDown() {
        folder.remove()
    }

    func testTheCampaignsOwnIntervalFromSourcesAndPayload() throws {
        let result = try CampaigncProcess.run(["test", "--color", "never", "campaigns.yaml", "scenarios.yaml"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.contains(
                "campaigns.yaml:4:19: note: +00:00:40.000 custom_event shipped: `notice` dropped (rate_limited): rate limited: the last display "
                    + "was at +00:00:00.000 (2026-03-02T10:00:00Z); with the campaign's 1m minimum interval (`minimum_interval`) it may trigger "
                    + "from +00:01:00.000"), result.standardOutput)
        let compiled = try CampaigncProcess.run(["compile", "campaigns.yaml", "--output", "payload.json"], in: folder.url)
        XCTAssertEqual(compiled.status, 0, compiled.standardError)
        let payload = try String(contentsOf: folder.url.appendingPathComponent("payload.json"), encoding: .utf8)
        XCTAssertEqual(payload.components(separatedBy: #""min_seconds_since_last_trigger":60"#).count, 2, payload)
        let fromPayload = try CampaigncProcess.run(
            ["test", "--color", "never", "--payload", "payload.json", "scenarios.yaml"], in: folder.url)
        XCTAssertEqual(fromPayload.status, 1)
        XCTAssertTrue(fromPayload.standardOutput.contains("with the campaign's 1m minimum interval (`minimum_interval`)"), fromPayload.standardOutput)
        try folder.write("scenarios.yaml", Self.scenarios.replacingOccurrences(of: "wait: 40s", with: "wait: 60s"))
        XCTAssertEqual(try CampaigncProcess.run(["test", "--color", "never", "campaigns.yaml", "scenarios.yaml"], in: folder.url).status, 0)
    }
}
