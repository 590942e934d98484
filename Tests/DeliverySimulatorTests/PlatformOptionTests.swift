import CampaignModel
import DeliverySimulator
import XCTest

/// The options of SPEC §9.5 and the Android and Web presenters.
final class PlatformOptionTests: XCTestCase {
    typealias F = SimulatorFixture

    func testAndroidReenqueueRestoresStampsAndIsAndroidOnly() throws {
        let history = "history: [ { campaign: old, displayed_at: 2026-03-02T09:00:00Z } ]\n"
        let outcome = try F.run(
            [F.trigger("a"), F.trigger("old", event: "other")],
            steps: """
                  - display: reenqueue
                  - custom_event: added_to_cart
                  - expect: { dropped: { campaign: a, reason: app_discarded }, displayed: none }
                  - display: now
                  - custom_event: added_to_cart
                  - expect: { displayed: a }
                """, header: history + "simulator: { platform: android }\n")
        XCTAssertEqual(F.failures(outcome), [])
        let ios = try F.run([F.trigger("a")], steps: "  - display: reenqueue\n  - expect: { displayed: none }\n")
        XCTAssertEqual(F.failures(ios), ["E602 4: `display: reenqueue` exists only with `platform: android`"])
    }

    func testAndroidBackgroundSingleSlotAndDrop() throws {
        let triggers = [F.trigger("a", event: "e1"), F.trigger("b", event: "e2")]
        let slot = try F.run(
            triggers,
            steps: """
                  - background
                  - custom_event: e1
                  - custom_event: e2
                  - expect: { stack: [], displayed: none, dropped: { campaign: a, reason: app_discarded } }
                  - foreground
                  - expect: { displayed: b }
                """, interval: 0, project: SimulatorOptions(platform: .android))
        XCTAssertEqual(F.failures(slot), [])
        let drop = try F.run(
            triggers,
            steps: """
                  - background
                  - custom_event: e1
                  - foreground
                  - expect: { stack: [], displayed: none, dropped: { campaign: a, reason: app_discarded } }
                """, interval: 0, project: SimulatorOptions(background: .drop))
        XCTAssertEqual(F.failures(drop), [])
    }

    func testWebBusyDeferralAndSlideupsTogether() throws {
        let slide = #""type":"SLIDEUP","message":"Hi","orientation":"ANY""#
        let triggers = [
            F.trigger("m1", event: "e1"), F.trigger("m2", event: "e2"), F.trigger("s1", event: "e3", data: slide),
            F.trigger("m3", event: "e4"), F.trigger("m4", event: "e5"), F.trigger("m5", event: "e6"),
            F.trigger("m6", event: "e7"),
        ]
        let outcome = try F.run(
            triggers,
            steps: """
                  - custom_event: e1
                  - custom_event: e2
                  - custom_event: e3
                  - expect: { displayed: [m1, s1], dropped: { campaign: m2, reason: busy }, visible: s1 }
                  - dismiss
                  - dismiss
                  - display: later
                  - custom_event: e4
                  - custom_event: e5
                  - expect: { displayed: none, stack: [m4], dropped: { campaign: m3, reason: busy } }
                  - request_next
                  - expect: { displayed: m4 }
                  - dismiss
                  - custom_event: e6
                  - expect: { stack: [m5] }
                  - display: now
                  - custom_event: e7
                  - request_next
                  - expect: { displayed: m6, stack: [], dropped: { campaign: m5, reason: busy } }
                """, interval: 0, project: SimulatorOptions(platform: .web))
        XCTAssertEqual(F.failures(outcome), [])
    }

    func testWebHasNoBackground() throws {
        let outcome = try F.run(
            [F.trigger("a")], steps: "  - background\n  - foreground\n  - expect: { displayed: none }\n",
            header: "simulator: { platform: web }\n")
        XCTAssertEqual(
            F.failures(outcome),
            [
                "E602 5: `background` cannot happen with `platform: web`: a web page has no background state",
                "E602 6: `foreground` cannot happen with `platform: web`: a web page has no background state",
            ])
    }

    func testAutoDrainOnDismiss() throws {
        let triggers = [F.trigger("a", event: "e1"), F.trigger("b", event: "e2")]
        let steps = "  - custom_event: e1\n  - custom_event: e2\n  - dismiss\n  - expect: { displayed: [a, b], stack: [] }\n"
        XCTAssertEqual(F.failures(try F.run(triggers, steps: steps, interval: 0, project: SimulatorOptions(autoDrain: .onDismiss))), [])
        let none = "  - custom_event: e1\n  - custom_event: e2\n  - dismiss\n  - expect: { displayed: a, stack: [b] }\n"
        XCTAssertEqual(F.failures(try F.run(triggers, steps: none, interval: 0)), [])
    }

    func testTimeoutWhenAbsent() throws {
        let a = F.trigger("a", delay: 2)
        let steps = "  - display: later\n  - custom_event: added_to_cart\n  - wait: 31999ms\n  - request_next\n  - expect: { displayed: a }\n"
        XCTAssertEqual(F.failures(try F.run([a], steps: steps, header: "simulator: { timeout_when_absent: delay_plus_30s }\n")), [])
        let late =
            "  - display: later\n  - custom_event: added_to_cart\n  - wait: 32s\n  - request_next\n  - expect: { dropped: { campaign: a, "
            + "reason: expired } }\n"
        XCTAssertEqual(F.failures(try F.run([a], steps: late, header: "simulator: { timeout_when_absent: delay_plus_30s }\n")), [])
        let never = "  - display: later\n  - custom_event: added_to_cart\n  - wait: 30d\n  - request_next\n  - expect: { displayed: a }\n"
        XCTAssertEqual(F.failures(try F.run([a], steps: never)), [])
    }

    func testStampAtDisplayAndSelection() throws {
        // Stamped only when shown: a discarded message does not count for the interval.
        let steps = """
              - display: discard
              - custom_event: e1
              - display: now
              - custom_event: e2
              - expect: { displayed: b }
            """
        let triggers = [F.trigger("a", event: "e1"), F.trigger("b", event: "e2")]
        XCTAssertEqual(F.failures(try F.run(triggers, steps: steps, project: SimulatorOptions(stampAt: .display))), [])
        let publish = steps.replacingOccurrences(of: "displayed: b", with: "dropped: { campaign: b, reason: rate_limited }")
        XCTAssertEqual(F.failures(try F.run(triggers, steps: publish)), [])
        // Stamped at selection: a pending publication lost to a restart still counts.
        let delayed = [F.trigger("a", delay: 5)]
        let lost =
            "  - custom_event: added_to_cart\n  - restart\n  - custom_event: added_to_cart\n  - expect: { dropped: { campaign: a, "
            + "reason: not_reeligible } }\n"
        XCTAssertEqual(F.failures(try F.run(delayed, steps: lost, interval: 0, project: SimulatorOptions(stampAt: .selection))), [])
    }

    func testMissingImageOptions() throws {
        let full = F.trigger("full", data: #""type":"FULL","message":"Hi","orientation":"ANY""#)
        let shown = "  - custom_event: added_to_cart\n  - expect: { displayed: full }\n"
        XCTAssertEqual(F.failures(try F.run([full], steps: shown, project: SimulatorOptions(missingImage: MissingImageRule.none))), [])
        let dropped = "  - custom_event: added_to_cart\n  - expect: { dropped: { campaign: full, reason: no_image } }\n"
        XCTAssertEqual(F.failures(try F.run([full], steps: dropped, project: SimulatorOptions(platform: .android))), [])
    }

    func testTraceHeaderNamesTheOptions() throws {
        let outcome = try F.run([F.trigger("a")], steps: "  - expect: { displayed: none }\n", project: SimulatorOptions(platform: .web))
        XCTAssertEqual(
            outcome.trace?.text.split(separator: "\n").first.map(String.init),
            "scenario s: platform: web, schedule_bounds: inclusive, tie_break: last, stamp_at: publish, interval_at_publish: check, "
                + "absent_property: lenient, ago_bounds: inclusive, request_next_asks: no, stack_duplicates: move, restart: keep_pending, "
                + "auto_drain: none, timeout_when_absent: delay_plus_30s, expiry_check: hand_off, regex_case: sensitive, missing_image: none, "
                + "background: stack, web_sdk: current, control_stamps_interval: yes")
    }
}
