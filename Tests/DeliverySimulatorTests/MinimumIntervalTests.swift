import CampaignModel
import DeliverySimulator
import XCTest

/// A trigger's `min_seconds_since_last_trigger` (the campaign's `minimum_interval`) replaces the
/// app's minimum interval for that campaign, measured, like the app's, from the last display of
/// any message (the Web SDK: `interval = trigger's ?? global; now + delay − last display ≥
/// interval`), on every platform, at the event and — on the web — again at publication.
final class MinimumIntervalTests: XCTestCase {
    typealias F = SimulatorFixture

    /// `first` on e1; `urgent` (own interval 0) and `calm` (own interval 60 s) on e2; `plain` on e3.
    private let triggers = [
        F.trigger("first", event: "e1"),
        F.trigger("urgent", event: "e2").replacingOccurrences(of: #""start_time":0"#, with: #""start_time":0,"min_seconds_since_last_trigger":0"#),
        F.trigger("calm", event: "e3").replacingOccurrences(of: #""start_time":0"#, with: #""start_time":0,"min_seconds_since_last_trigger":60"#),
        F.trigger("plain", event: "e4"),
    ]

    func testTheCampaignsOwnIntervalReplacesTheAppsOnEveryPlatform() throws {
        let steps = """
              - custom_event: e1
              - dismiss
              - custom_event: e2
              - dismiss
              - wait: 40s
              - custom_event: e3
              - custom_event: e4
              - expect: { displayed: [first, urgent, plain], dropped: { campaign: calm, reason: rate_limited } }
              - dismiss
              - wait: 60s
              - custom_event: e3
              - expect: { displayed: calm }
            """
        for platform in SimulatorPlatform.allCases {
            XCTAssertEqual(F.failures(try F.run(triggers, steps: steps, project: SimulatorOptions(platform: platform))), [], "\(platform)")
        }
        let run = try F.run(triggers, steps: steps)
        let calm = run.trace?.entries.lazy.flatMap(\.verdicts).first { $0.campaign == "calm" }
        XCTAssertEqual(
            calm?.why,
            "rate limited: the last display was at +00:00:00.000 (2026-03-02T10:00:00Z); with the campaign's 1m minimum interval "
                + "(`minimum_interval`) it may trigger from +00:01:00.000 (trigger `calm`)")
    }

    /// On the web the interval is checked again when a delay ends, with the campaign's own.
    func testTheWebChecksTheCampaignsOwnIntervalAgainAtPublication() throws {
        let delayed = F.trigger("later", event: "e1", delay: 10)
            .replacingOccurrences(of: #""start_time":0"#, with: #""start_time":0,"min_seconds_since_last_trigger":15"#)
        let steps = """
              - custom_event: e1
              - wait: 1s
              - custom_event: e2
              - dismiss
              - wait: 9s
              - expect: { displayed: urgent, dropped: { campaign: later, reason: rate_limited } }
            """
        let run = try F.run([delayed, triggers[1]], steps: steps, project: SimulatorOptions(platform: .web))
        XCTAssertEqual(F.failures(run), [])
        XCTAssertEqual(
            run.trace?.entries.first { $0.action == "drop" }?.text,
            "later dropped (rate_limited): at publication (`interval_at_publish: check`): the last display was at +00:00:01.000; "
                + "with the campaign's 15s minimum interval (`minimum_interval`) it may publish from +00:00:16.000")
    }
}
