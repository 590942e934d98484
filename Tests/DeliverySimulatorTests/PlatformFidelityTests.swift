import CampaignModel
import DeliverySimulator
import XCTest

/// SPEC v3 §9.2 and §9.5: what the SDKs do where they differ — the web re-checks the interval
/// at publication, stamps at the hand-off and keeps pending work over a restart; Android asks
/// the display choice again and keeps duplicates on its stack; iOS moves a campaign already
/// on the stack to the top.
final class PlatformFidelityTests: XCTestCase {
    typealias F = SimulatorFixture

    private let web = SimulatorOptions(platform: .web)
    private let android = SimulatorOptions(platform: .android)

    // MARK: interval_at_publish

    /// `d` passes the interval at its event (no display yet) and publishes 10 s later, 5 s
    /// after `n` was shown: the web checks the 30 s interval again then.
    func testTheWebChecksTheIntervalAgainWhenADelayEnds() throws {
        let triggers = [F.trigger("d", event: "e1", delay: 10), F.trigger("n", event: "e2")]
        let steps = """
              - custom_event: e1
              - wait: 5s
              - custom_event: e2
              - dismiss
              - wait: 5s
            """
        let ios = try F.run(triggers, steps: steps + "\n  - expect: { displayed: [n, d], dropped: none }\n")
        XCTAssertEqual(F.failures(ios), [])
        let web = try F.run(triggers, steps: steps + "\n  - expect: { displayed: n, dropped: { campaign: d, reason: rate_limited } }\n", project: web)
        XCTAssertEqual(F.failures(web), [])
        let note = web.trace?.entries.first { $0.action == "drop" }?.text
        XCTAssertEqual(
            note,
            "d dropped (rate_limited): at publication (`interval_at_publish: check`): the last display was at +00:00:05.000; "
                + "with the 30s minimum interval it may publish from +00:00:35.000")
        let option = try F.run(
            triggers, steps: steps + "\n  - expect: { displayed: n, dropped: { campaign: d, reason: rate_limited } }\n",
            project: SimulatorOptions(intervalAtPublish: .check))
        XCTAssertEqual(F.failures(option), [])
    }

    // MARK: stamp_at: publish on the web

    /// The web stamps at the hand-off: a message dropped `busy` or deferred has used its display.
    func testOnTheWebABusyOrDeferredMessageHasUsedItsDisplay() throws {
        let triggers = [F.trigger("a", event: "e1"), F.trigger("b", event: "e2")]
        let busy = """
              - custom_event: e1
              - custom_event: e2
              - expect: { displayed: a, dropped: { campaign: b, reason: busy } }
              - dismiss
              - custom_event: e2
              - expect: { displayed: none, dropped: { campaign: b, reason: not_reeligible } }
            """
        XCTAssertEqual(F.failures(try F.run(triggers, steps: busy, interval: 0, project: web)), [])
        let version2 = busy.replacingOccurrences(of: "displayed: none, dropped: { campaign: b, reason: not_reeligible }", with: "displayed: b")
        XCTAssertEqual(F.failures(try F.run(triggers, steps: version2, interval: 0, project: SimulatorOptions(platform: .web, stampAt: .display))), [])
        let deferred = """
              - display: later
              - custom_event: e1
              - expect: { displayed: none, stack: [a] }
              - custom_event: e2
              - expect: { dropped: { campaign: a, reason: busy }, stack: [b] }
              - custom_event: e1
              - expect: { dropped: { campaign: a, reason: not_reeligible } }
            """
        XCTAssertEqual(F.failures(try F.run(triggers, steps: deferred, interval: 0, project: web)), [])
    }

    // MARK: restart

    /// `a` on `e1`, `b` on `e2` published 5 s after its event.
    private let restartTriggers = [F.trigger("a", event: "e1"), F.trigger("b", event: "e2", delay: 5)]

    /// `a` kept for later (web: deferred; iOS: stacked), then `b` pending for 5 s.
    private static let deferAThenDelayB = """
          - display: later
          - custom_event: e1
          - display: now
          - custom_event: e2

        """

    func testOnTheWebPendingPublicationsAndTheDeferredMessageSurviveARestart() throws {
        let steps =
            Self.deferAThenDelayB + """
                  - wait: 1s
                  - restart
                  - expect: { displayed: none, stack: [a] }
                  - wait: 4s
                  - expect: { displayed: b, stack: [a] }
                  - dismiss
                  - request_next
                  - expect: { displayed: a, stack: [] }
                """
        XCTAssertEqual(F.failures(try F.run(restartTriggers, steps: steps, interval: 0, project: web)), [])
        let forget =
            Self.deferAThenDelayB + """
                  - restart
                  - wait: 10s
                  - expect: { displayed: none, stack: [] }
                """
        XCTAssertEqual(F.failures(try F.run(restartTriggers, steps: forget, interval: 0, project: SimulatorOptions(platform: .web, restart: .forget))), [])
        let restartText = try F.run(restartTriggers, steps: steps, interval: 0, project: web).trace?.entries.first { $0.action == "restart" }?.text
        XCTAssertEqual(
            restartText, "the app restarts: the stack and the visible message are lost; pending publications, the deferred message and stamps survive")
    }

    func testKeepPendingOnIOSKeepsPublicationsButNotTheStack() throws {
        let steps =
            Self.deferAThenDelayB + """
                  - restart
                  - expect: { stack: [] }
                  - wait: 5s
                  - expect: { displayed: b }
                """
        XCTAssertEqual(F.failures(try F.run(restartTriggers, steps: steps, interval: 0, project: SimulatorOptions(restart: .keepPending))), [])
    }

    // MARK: request_next_asks

    func testOnAndroidRequestNextAsksTheDisplayChoiceAgain() throws {
        let triggers = [F.trigger("a", reEligibility: 0, event: "e1")]
        let steps = """
              - display: later
              - custom_event: e1
              - expect: { stack: [a] }
              - request_next
              - expect: { displayed: none, stack: [a] }
              - display: discard
              - request_next
              - expect: { displayed: none, stack: [], dropped: { campaign: a, reason: app_discarded } }
              - display: later
              - custom_event: e1
              - display: reenqueue
              - request_next
              - expect: { stack: [], dropped: { campaign: a, reason: app_discarded } }
              - display: now
              - custom_event: e1
              - expect: { displayed: a }
            """
        XCTAssertEqual(F.failures(try F.run(triggers, steps: steps, interval: 0, project: android)), [])
        // iOS (and Android with `request_next_asks: no`) shows the top without asking.
        let ios = "  - display: later\n  - custom_event: e1\n  - request_next\n  - expect: { displayed: a, stack: [] }\n"
        XCTAssertEqual(F.failures(try F.run(triggers, steps: ios)), [])
        XCTAssertEqual(F.failures(try F.run(triggers, steps: ios, project: SimulatorOptions(platform: .android, requestNextAsks: .no))), [])
    }

    func testOnAndroidTheReturnToTheForegroundAsksTooForTheBackgroundSlot() throws {
        let triggers = [F.trigger("a", event: "e1")]
        let steps = """
              - background
              - custom_event: e1
              - display: discard
              - foreground
              - expect: { displayed: none, dropped: { campaign: a, reason: app_discarded } }
            """
        XCTAssertEqual(F.failures(try F.run(triggers, steps: steps, project: android)), [])
        let shown = steps.replacingOccurrences(of: "displayed: none, dropped: { campaign: a, reason: app_discarded }", with: "displayed: a")
        XCTAssertEqual(F.failures(try F.run(triggers, steps: shown, project: SimulatorOptions(platform: .android, requestNextAsks: .no))), [])
    }

    // MARK: stack_duplicates

    func testACampaignAlreadyOnTheStackMovesToTheTopOnIOSAndIsKeptTwiceOnAndroid() throws {
        let triggers = [
            F.trigger("first", event: "e0"), F.trigger("a", reEligibility: 0, event: "e1"), F.trigger("b", reEligibility: 0, event: "e2"),
        ]
        let steps = """
              - custom_event: e0
              - custom_event: e1
              - custom_event: e2
              - custom_event: e1
              - expect: { visible: first, stack: [a, b] }
            """
        let ios = try F.run(triggers, steps: steps, interval: 0)
        XCTAssertEqual(F.failures(ios), [])
        XCTAssertEqual(
            ios.trace?.entries.last { $0.action == "stack" }?.text,
            "a pushed on the stack: `first` is visible (its older copy is removed: one copy, on top)")
        let kept = steps.replacingOccurrences(of: "stack: [a, b]", with: "stack: [a, b, a]")
        XCTAssertEqual(F.failures(try F.run(triggers, steps: kept, interval: 0, project: android)), [])
        XCTAssertEqual(F.failures(try F.run(triggers, steps: kept, interval: 0, project: SimulatorOptions(stackDuplicates: .keep))), [])
    }
}
