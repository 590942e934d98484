import CampaignModel
import DeliverySimulator
import XCTest

/// One test per rule of SPEC §9.2, with the timing edges.
final class DeliverySimulatorTests: XCTestCase {
    typealias F = SimulatorFixture

    func testMatchByNameAndFiltersAndNoMatch() throws {
        let big = F.trigger("upsell", priority: 75, filters: #"[[{"property_key":"cart_total","property_type":"number","comparator":3,"property_value":50}]]"#)
        let outcome = try F.run(
            [big, F.trigger("other", event: "viewed")],
            steps: """
                  - custom_event: added_to_cart
                    properties: { cart_total: 20 }
                  - expect: { displayed: none, dropped: { campaign: upsell, reason: filters }, no_match: true }
                  - custom_event: added_to_cart
                    properties: { cart_total: 75 }
                  - expect: { displayed: upsell, dropped: none, no_match: false, visible: upsell }
                """)
        XCTAssertEqual(F.failures(outcome), [])
        XCTAssertEqual(outcome.result, .pass)
        XCTAssertEqual(
            outcome.trace?.entries.first?.line,
            "+00:00:00.000 custom_event added_to_cart {cart_total: 20} → no matching trigger: upsell filters")
    }

    func testScheduleBoundsAreExclusiveByDefaultAndInclusiveOnWeb() throws {
        let atStart = F.trigger("a", start: F.start)
        let endsNow = F.trigger("b", end: F.start)
        let steps = """
              - custom_event: added_to_cart
              - expect: { dropped: [ { campaign: a, reason: outside_schedule }, { campaign: b, reason: outside_schedule } ] }
            """
        XCTAssertEqual(F.failures(try F.run([atStart, endsNow], steps: steps)), [])
        let inclusive = try F.run(
            [atStart], steps: "  - custom_event: added_to_cart\n  - expect: { displayed: a }\n",
            header: "simulator: { schedule_bounds: inclusive }\n")
        XCTAssertEqual(F.failures(inclusive), [])
        let later = try F.run([atStart], steps: "  - wait: 1ms\n  - custom_event: added_to_cart\n  - expect: { displayed: a }\n")
        XCTAssertEqual(F.failures(later), [])
    }

    func testReeligibilityOnceAlwaysAndAfterNWithDelay() throws {
        let history = "history: [ { campaign: x, displayed_at: 2026-03-02T09:59:00Z } ]\n"
        let steps = "  - custom_event: added_to_cart\n  - expect: { displayed: x }\n"
        let dropped = "  - custom_event: added_to_cart\n  - expect: { displayed: none, dropped: { campaign: x, reason: not_reeligible } }\n"
        // Once only (no re_eligibility): never again.
        XCTAssertEqual(F.failures(try F.run([F.trigger("x")], steps: dropped, header: history, interval: 0)), [])
        // 0: always.
        XCTAssertEqual(F.failures(try F.run([F.trigger("x", reEligibility: 0)], steps: steps, header: history, interval: 0)), [])
        // Exactly N after the stamp: eligible; N + 1: not.
        XCTAssertEqual(F.failures(try F.run([F.trigger("x", reEligibility: 60)], steps: steps, header: history, interval: 0)), [])
        XCTAssertEqual(F.failures(try F.run([F.trigger("x", reEligibility: 61)], steps: dropped, header: history, interval: 0)), [])
        // With a 1s delay, N + 1 is reached at publication time: eligible.
        let delayed = "  - custom_event: added_to_cart\n  - wait: 1s\n  - expect: { displayed: x }\n"
        XCTAssertEqual(F.failures(try F.run([F.trigger("x", reEligibility: 61, delay: 1)], steps: delayed, header: history, interval: 0)), [])
    }

    func testMinimumIntervalExactlyAtTheIntervalAndWithDelay() throws {
        let thirtyAgo = "history: [ { campaign: old, displayed_at: 2026-03-02T09:59:30Z } ]\n"
        let twentyNineAgo = "history: [ { campaign: old, displayed_at: 2026-03-02T09:59:31Z } ]\n"
        let shown = "  - custom_event: added_to_cart\n  - expect: { displayed: x }\n"
        let limited = "  - custom_event: added_to_cart\n  - expect: { displayed: none, dropped: { campaign: x, reason: rate_limited }, no_match: true }\n"
        let old = F.trigger("old", event: "other")
        XCTAssertEqual(F.failures(try F.run([old, F.trigger("x")], steps: shown, header: thirtyAgo)), [])
        XCTAssertEqual(F.failures(try F.run([old, F.trigger("x")], steps: limited, header: twentyNineAgo)), [])
        let delayed = "  - custom_event: added_to_cart\n  - wait: 1s\n  - expect: { displayed: x }\n"
        XCTAssertEqual(F.failures(try F.run([old, F.trigger("x", delay: 1)], steps: delayed, header: twentyNineAgo)), [])
    }

    func testIntervalIsCheckedPerCandidateBeforePriority() throws {
        let history = "history: [ { campaign: high, displayed_at: 2026-03-02T09:59:50Z } ]\n"
        let high = F.trigger("high", priority: 90, reEligibility: 0)
        let low = F.trigger("low", priority: 10, delay: 20)
        let outcome = try F.run(
            [high, low],
            steps: """
                  - custom_event: added_to_cart
                  - expect: { dropped: { campaign: high, reason: rate_limited }, displayed: none }
                  - wait: 20s
                  - expect: { displayed: low }
                """, header: history)
        XCTAssertEqual(F.failures(outcome), [])
    }

    func testPriorityAndTieBreakInPayloadOrder() throws {
        // Both keys hold on the tie (W606 at each, SPEC §9.2 step 6; `PriorityTieTests`), never E602.
        let steps = "  - custom_event: added_to_cart\n  - expect: { displayed: a, dropped: { campaign: b, reason: outranked } }\n"
        let tie = "W606 5: this expectation holds only because of a priority tie, which the devices do not define"
        XCTAssertEqual(F.failures(try F.run([F.trigger("a"), F.trigger("b")], steps: steps)), [tie, tie])
        let last = "  - custom_event: added_to_cart\n  - expect: { displayed: b, dropped: { campaign: a, reason: outranked } }\n"
        let lastTie = tie.replacingOccurrences(of: " 5:", with: " 6:")
        XCTAssertEqual(F.failures(try F.run([F.trigger("a"), F.trigger("b")], steps: last, header: "simulator: { tie_break: last }\n")), [lastTie, lastTie])
        XCTAssertEqual(F.failures(try F.run([F.trigger("a"), F.trigger("b", priority: 51)], steps: last)), [])
    }

    func testPushClickNeverReportsNoMatch() throws {
        let push = F.trigger("p", conditions: #"[{"type":"push_click","data":{"campaign_id":"winback-push"}}]"#)
        let outcome = try F.run(
            [push],
            steps: """
                  - push_click: other-push
                  - expect: { no_match: false, displayed: none }
                  - push_click: winback-push
                  - expect: { displayed: p }
                  - purchase: sku_1
                  - expect: { no_match: true }
                """)
        XCTAssertEqual(F.failures(outcome), [])
    }

    func testDelayedPublicationStampsAtPublicationAndRechecksReeligibility() throws {
        let x = F.trigger("x", delay: 10)
        let outcome = try F.run(
            [x],
            steps: """
                  - custom_event: added_to_cart
                  - wait: 1s
                  - custom_event: added_to_cart
                  - expect: { displayed: none, stack: [] }
                  - wait: 9s
                  - expect: { displayed: x }
                  - dismiss
                  - wait: 1s
                  - expect: { displayed: none, dropped: { campaign: x, reason: not_reeligible } }
                """, interval: 0)
        XCTAssertEqual(F.failures(outcome), [])
        let publications = outcome.trace?.entries.filter { $0.action == "publish" }.map(\.elapsed)
        XCTAssertEqual(publications, [10_000])
    }

    func testStampIsSetBeforeTheAppDecides() throws {
        let a = F.trigger("a", reEligibility: 0)
        let outcome = try F.run(
            [a],
            steps: """
                  - display: discard
                  - custom_event: added_to_cart
                  - expect: { displayed: none, dropped: { campaign: a, reason: app_discarded } }
                  - display: now
                  - wait: 29s
                  - custom_event: added_to_cart
                  - expect: { dropped: { campaign: a, reason: rate_limited } }
                  - wait: 1s
                  - custom_event: added_to_cart
                  - expect: { displayed: a }
                """)
        XCTAssertEqual(F.failures(outcome), [])
    }

    func testStackWhenVisibleOrBackgroundOrLaterAndNoAutomaticDrain() throws {
        let triggers = [
            F.trigger("a", reEligibility: 0, event: "e1"), F.trigger("b", reEligibility: 0, event: "e2"),
            F.trigger("c", reEligibility: 0, event: "e3"),
        ]
        let outcome = try F.run(
            triggers,
            steps: """
                  - custom_event: e1
                  - custom_event: e2
                  - expect: { displayed: a, visible: a, stack: [b] }
                  - background
                  - custom_event: e3
                  - expect: { stack: [c, b], visible: a }
                  - foreground
                  - dismiss
                  - expect: { visible: none, stack: [c, b] }
                  - request_next
                  - expect: { displayed: c, stack: [b] }
                  - request_next
                  - expect: { displayed: none, stack: [b] }
                  - dismiss
                  - display: later
                  - request_next
                  - expect: { displayed: b, stack: [] }
                  - dismiss
                  - request_next
                  - custom_event: e1
                  - expect: { displayed: none, stack: [a] }
                """, interval: 0)
        XCTAssertEqual(F.failures(outcome), [])
    }

    func testPreparationChecksInOrder() throws {
        let expiring = F.trigger("late", delay: 5, timeout: 4000)
        XCTAssertEqual(
            F.failures(
                try F.run(
                    [expiring], steps: "  - custom_event: added_to_cart\n  - wait: 5s\n" + "  - expect: { dropped: { campaign: late, reason: expired } }\n")),
            [])
        // Expired once the time since the event reaches the timeout: a delay equal to it never shows.
        let atTimeout = F.trigger("late", delay: 5, timeout: 5000)
        XCTAssertEqual(
            F.failures(
                try F.run(
                    [atTimeout], steps: "  - custom_event: added_to_cart\n  - wait: 5s\n" + "  - expect: { dropped: { campaign: late, reason: expired } }\n")),
            [])
        let onTime = F.trigger("ontime", delay: 5, timeout: 5001)
        XCTAssertEqual(F.failures(try F.run([onTime], steps: "  - custom_event: added_to_cart\n  - wait: 5s\n  - expect: { displayed: ontime }\n")), [])
        let landscape = F.trigger("land", data: #""type":"MODAL","message":"Hi","orientation":"LANDSCAPE""#)
        let wrong = "  - custom_event: added_to_cart\n  - expect: { dropped: { campaign: land, reason: orientation } }\n"
        XCTAssertEqual(F.failures(try F.run([landscape], steps: wrong)), [])
        let right = "  - custom_event: added_to_cart\n  - expect: { displayed: land }\n"
        XCTAssertEqual(F.failures(try F.run([landscape], steps: right, header: "device: { form_factor: tablet }\n")), [])
        XCTAssertEqual(F.failures(try F.run([landscape], steps: "  - rotate: landscape\n" + right)), [])
        let full = F.trigger("full", data: #""type":"FULL","message":"Hi","orientation":"ANY","image_style":"TOP""#)
        XCTAssertEqual(
            F.failures(try F.run([full], steps: "  - custom_event: added_to_cart\n  - expect: { dropped: { campaign: full, " + "reason: no_image } }\n")), [])
        let graphic = F.trigger("graphic", data: #""type":"MODAL","orientation":"ANY","image_style":"GRAPHIC""#)
        let noImage = "  - custom_event: added_to_cart\n  - expect: { dropped: { campaign: graphic, reason: no_image } }\n"
        XCTAssertEqual(F.failures(try F.run([graphic], steps: noImage)), [])
        let shown = "  - custom_event: added_to_cart\n  - expect: { displayed: graphic }\n"
        XCTAssertEqual(F.failures(try F.run([graphic], steps: shown, header: "simulator: { missing_image: full_only }\n")), [])
        let image = F.trigger("img", data: #""type":"MODAL","orientation":"ANY","image_url":"https://cdn.example.com/a.png""#)
        let failing = "device: { failing_assets: [https://cdn.example.com/a.png] }\n"
        XCTAssertEqual(
            F.failures(
                try F.run(
                    [image], steps: "  - custom_event: added_to_cart\n  - expect: { dropped: { campaign: img, " + "reason: asset_failed } }\n", header: failing)
            ), [])
    }

    func testAutoDismissTimerAndCancellation() throws {
        let data = #""type":"SLIDEUP","message":"Hi","orientation":"ANY","animate_out":false,"message_close":"AUTO_DISMISS","duration":5000"#
        let auto = F.trigger("auto", reEligibility: 0, data: data)
        let outcome = try F.run(
            [auto],
            steps: """
                  - custom_event: added_to_cart
                  - wait: 4999ms
                  - expect: { visible: auto }
                  - wait: 1ms
                  - expect: { visible: none }
                  - wait: 30s
                  - custom_event: added_to_cart
                  - dismiss
                  - wait: 10s
                  - expect: { visible: none }
                """)
        XCTAssertEqual(F.failures(outcome), [])
        XCTAssertEqual(outcome.trace?.entries.filter { $0.action == "auto_dismiss" }.map(\.elapsed), [5000])
    }

    func testRestartLosesMemoryButKeepsStamps() throws {
        let a = F.trigger("a", event: "e1")
        let b = F.trigger("b", event: "e2", delay: 5)
        let c = F.trigger("c", event: "e3")
        let outcome = try F.run(
            [a, b, c],
            steps: """
                  - display: later
                  - custom_event: e1
                  - custom_event: e2
                  - expect: { stack: [a] }
                  - restart
                  - wait: 10s
                  - expect: { stack: [], displayed: none, visible: none }
                  - custom_event: e1
                  - expect: { dropped: { campaign: a, reason: not_reeligible } }
                  - custom_event: e3
                  - expect: { displayed: c, stack: [] }
                """, interval: 0)
        XCTAssertEqual(F.failures(outcome), [])
    }

    func testStepsThatCannotHappen() throws {
        let buttons = F.trigger(
            "b", data: #""type":"MODAL","message":"Hi","orientation":"ANY","animate_out":false,"btns":[{"id":"ok","text":"OK","click_action":"NONE"}]"#)
        let outcome = try F.run(
            [buttons],
            steps: """
                  - dismiss
                  - custom_event: added_to_cart
                  - click
                  - click: nope
                  - click: ok
                  - expect: { visible: none }
                """)
        XCTAssertEqual(
            F.failures(outcome),
            [
                "E602 4: `dismiss` cannot happen: nothing is visible",
                "E602 6: `click` on the body of `b` cannot happen: the SDKs ignore body taps on a message with buttons (`ok`)",
                "E602 7: `click: nope` cannot happen: `b` has no such button (buttons: `ok`)",
            ])
        XCTAssertEqual(outcome.result, .fail)
    }
}
