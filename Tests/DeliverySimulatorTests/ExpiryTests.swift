import CampaignModel
import DeliverySimulator
import XCTest

/// R7 as the SDKs run it: a message is expired once the time since its event reaches its
/// `timeout`. On the web (`expiry_check: hand_off`) that is checked at the hand-off, before the
/// re-checks and the stamps, so an expired message stamps nothing, and a message handed to the
/// app is never expired later; on iOS and Android (`prepare`) the presenter checks it when it
/// prepares the message, after the stamps of its publication.
final class ExpiryTests: XCTestCase {
    typealias F = SimulatorFixture

    private let web = SimulatorOptions(platform: .web)

    /// `late` publishes 5 s after its event with a 5 s timeout; `next` fires on `e2`.
    private let triggers = [F.trigger("late", event: "e1", delay: 5, timeout: 5000), F.trigger("next", event: "e2")]

    func testAnExpireAfterEqualToTheDelayNeverShowsOnAnyPlatform() throws {
        let steps = "  - custom_event: e1\n  - wait: 5s\n  - expect: { displayed: none, dropped: { campaign: late, reason: expired } }\n"
        for platform in SimulatorPlatform.allCases {
            XCTAssertEqual(F.failures(try F.run(triggers, steps: steps, project: SimulatorOptions(platform: platform))), [], "\(platform)")
        }
    }

    func testOnTheWebAnExpiredMessageStampsNothing() throws {
        let steps = """
              - custom_event: e1
              - wait: 5s
              - custom_event: e2
              - expect: { displayed: next, dropped: { campaign: late, reason: expired } }
            """
        let run = try F.run(triggers, steps: steps, project: web)
        XCTAssertEqual(F.failures(run), [])
        XCTAssertEqual(
            run.trace?.entries.first { $0.action == "drop" }?.text,
            "late dropped (expired): expired at +00:00:05.000 (triggered at +00:00:00.000); at the hand-off, so nothing is stamped")
        XCTAssertFalse(run.trace?.entries.contains { $0.action == "publish" && $0.text.hasPrefix("late") } ?? true)
        // iOS and Android stamp at the publication, before the presenter finds it expired:
        // `next` is then inside the 30 s interval.
        let stamped = steps.replacingOccurrences(
            of: "displayed: next, dropped: { campaign: late, reason: expired }",
            with: "displayed: none, dropped: [ { campaign: late, reason: expired }, { campaign: next, reason: rate_limited } ]")
        XCTAssertEqual(F.failures(try F.run(triggers, steps: stamped)), [])
        XCTAssertEqual(F.failures(try F.run(triggers, steps: stamped, project: SimulatorOptions(platform: .android))), [])
    }

    func testOnTheWebAnExpiredOnceOnlyCampaignMayFireAgain() throws {
        let steps = """
              - custom_event: e1
              - wait: 5s
              - expect: { dropped: { campaign: late, reason: expired } }
              - custom_event: e1

            """
        let again = steps + "  - wait: 5s\n  - expect: { dropped: { campaign: late, reason: expired } }\n"
        XCTAssertEqual(F.failures(try F.run(triggers, steps: again, interval: 0, project: web)), [])
        let once = steps + "  - expect: { dropped: { campaign: late, reason: not_reeligible } }\n"
        XCTAssertEqual(F.failures(try F.run(triggers, steps: once, interval: 0)), [])
    }

    /// The app holds a message (web: deferred; iOS: stacked) past its timeout and asks for it.
    func testOnlyThePresenterThatPreparesItExpiresAHeldMessage() throws {
        let held = [F.trigger("held", event: "e1", timeout: 3000)]
        let steps = "  - display: later\n  - custom_event: e1\n  - wait: 10s\n  - request_next\n  - expect: { displayed: held }\n"
        XCTAssertEqual(F.failures(try F.run(held, steps: steps, project: web)), [])
        let expired = steps.replacingOccurrences(of: "displayed: held", with: "displayed: none, dropped: { campaign: held, reason: expired }")
        XCTAssertEqual(F.failures(try F.run(held, steps: expired)), [])
        XCTAssertEqual(F.failures(try F.run(held, steps: expired, project: SimulatorOptions(platform: .web, expiryCheck: .prepare))), [])
        XCTAssertEqual(F.failures(try F.run(held, steps: steps, project: SimulatorOptions(expiryCheck: .handOff))), [])
    }
}
