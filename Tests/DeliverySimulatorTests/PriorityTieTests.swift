import CampaignDiagnostics
import CampaignModel
import DeliverySimulator
import XCTest

/// SPEC v3 §9.2 step 6: no device defines the winner of a priority tie, so the trace marks a
/// win decided by one, and an expectation that holds only because of it gets W606 at its key
/// (a `displayed` or `visible` naming the winner or a loser, a `dropped` with reason
/// `outranked`); the expectation is still checked.
final class PriorityTieTests: XCTestCase {
    typealias F = SimulatorFixture

    private let tie = "this expectation holds only because of a priority tie, which the devices do not define"
    /// `a` and `b` share priority 50 on `added_to_cart`; `c` has 10.
    private let triggers = [F.trigger("a"), F.trigger("b"), F.trigger("c", priority: 10)]

    func testTheTraceMarksAWinDecidedByATie() throws {
        let outcome = try F.run(triggers, steps: "  - custom_event: added_to_cart\n  - expect: { visible: a }\n")
        let event = try XCTUnwrap(outcome.trace?.entries.first)
        XCTAssertEqual(event.line, "+00:00:00.000 custom_event added_to_cart → a selected (priority 50, tie); b outranked; c outranked")
        XCTAssertEqual(event.verdicts.map(\.tie), [true, true, false])
        XCTAssertEqual(
            event.verdicts.map(\.why),
            [
                "selected (priority 50); a tie with `b` at the same priority, won on payload order (`tie_break: first`), which the devices do not define"
                    + " (trigger `a`)",
                "outranked by `a`: same priority 50, and `a` comes first in payload order (a tie, which the devices do not define) (trigger `b`)",
                "outranked by `a` (priority 10 < 50) (trigger `c`)",
            ])
        let json = try XCTUnwrap(outcome.trace?.jsonValue["entries"]?.arrayValue?.first?["campaigns"]?.arrayValue)
        XCTAssertEqual(json.map { $0["tie"] }, [.bool(true), .bool(true), nil])
    }

    func testW606AtEachKeyThatATieDecided() throws {
        let outcome = try F.run(
            triggers,
            steps: """
                  - custom_event: added_to_cart
                  - expect: { displayed: a, visible: a, dropped: { campaign: b, reason: outranked } }
                  - expect: { visible: a }
                  - expect: { dropped: none, displayed: none, stack: [] }
                """)
        XCTAssertEqual(F.failures(outcome), ["W606 5: \(tie)", "W606 5: \(tie)", "W606 5: \(tie)", "W606 6: \(tie)"])
        XCTAssertEqual(outcome.result, .pass, "a warning does not fail the scenario")
        XCTAssertEqual(outcome.diagnostics.map(\.location.range.start.column), [15, 29, 41, 15], "at each key")
        let warning = try XCTUnwrap(outcome.diagnostics.first)
        XCTAssertEqual(warning.help, "give the campaigns different priorities, or expect only what holds whichever campaign wins")
        XCTAssertEqual(
            warning.notes.map(\.message),
            [
                "+00:00:00.000 `a` won a tie with `b` at priority 50 on payload order (`tie_break: first`); the Web SDK takes the last of equal"
                    + " priorities in the server's list, Android the first, iOS does not say"
            ])
    }

    func testNoW606WithoutATieOrForALoserOnPriority() throws {
        let outcome = try F.run(
            [F.trigger("a", priority: 60), F.trigger("b"), F.trigger("c", priority: 10)],
            steps: "  - custom_event: added_to_cart\n  - expect: { displayed: a, dropped: [ { campaign: b, reason: outranked }, c ] }\n")
        XCTAssertEqual(F.failures(outcome), [])
        let lowLoser = try F.run(
            triggers, steps: "  - custom_event: added_to_cart\n  - expect: { dropped: { campaign: c, reason: outranked }, stack: [] }\n")
        XCTAssertEqual(F.failures(lowLoser), [], "`c` lost on priority, not on the tie")
    }

    /// The expectation is still checked: naming the loser as displayed fails with E602 (and no W606).
    func testATieDecidedExpectationIsStillChecked() throws {
        let outcome = try F.run(triggers, steps: "  - custom_event: added_to_cart\n  - expect: { displayed: b }\n")
        XCTAssertEqual(F.failures(outcome), ["E602 5: expected `b` to be displayed; `a` was displayed"])
        let web = try F.run(triggers, steps: "  - custom_event: added_to_cart\n  - expect: { displayed: b }\n", header: "simulator: { platform: web }\n")
        XCTAssertEqual(F.failures(web), ["W606 6: \(tie)"], "the web takes the last")
    }

    /// A tie's winner displayed after its delay, in a later window, still decided that display.
    func testADelayedWinnerCarriesItsTie() throws {
        let delayed = [F.trigger("a", delay: 5), F.trigger("b", delay: 5)]
        let outcome = try F.run(
            delayed,
            steps: """
                  - custom_event: added_to_cart
                  - expect: { displayed: none }
                  - wait: 5s
                  - expect: { displayed: a }
                  - expect: { visible: a }
                  - dismiss
                  - expect: { visible: none }
                """)
        XCTAssertEqual(F.failures(outcome), ["W606 7: \(tie)", "W606 8: \(tie)"])
    }
}
