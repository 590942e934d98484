import CampaignModel
import DeliverySimulator
import XCTest

/// R18: a dismissed message stays visible until its dismiss animation ends — 500 ms on the web,
/// 200 ms on Android, 250 ms (300 ms for a slideup, 400 ms for `HTML_FULL`) on iOS — and
/// another message meanwhile finds it visible: stacked on iOS and Android, dropped `busy` on
/// the web. With `animate_out` false it is gone at once.
final class DismissAnimationTests: XCTestCase {
    typealias F = SimulatorFixture

    private static func message(_ type: String, animates: Bool = true, extra: String = "") -> String {
        #""type":"\#(type)","message":"Hi","orientation":"ANY""# + (animates ? "" : #","animate_out":false"#) + extra
    }

    /// Two modals on two events, shown one after the other with no interval.
    private let modals = [F.trigger("a", event: "e1", data: message("MODAL")), F.trigger("b", event: "e2", data: message("MODAL"))]

    func testOnTheWebAModalIsRefusedUntilTheDismissAnimationEnds() throws {
        let steps = """
              - custom_event: e1
              - dismiss
              - expect: { visible: a }
              - wait: 499ms
              - custom_event: e2
              - expect: { visible: a, displayed: none, dropped: { campaign: b, reason: busy } }
              - wait: 1ms
              - expect: { visible: none }
            """
        let run = try F.run(modals, steps: steps, interval: 0, project: SimulatorOptions(platform: .web))
        XCTAssertEqual(F.failures(run), [])
        let lines = run.trace?.entries.filter { ["dismiss", "gone", "drop"].contains($0.action) }.map { "\($0.elapsed) \($0.text)" }
        XCTAssertEqual(
            lines,
            [
                "0 a dismissed; its 500ms dismiss animation ends at +00:00:00.500",
                "499 b dropped (busy): `a` is visible until its dismiss animation ends at +00:00:00.500",
                "500 a is gone",
            ])
    }

    func testOnIOSAMessageArrivingDuringTheAnimationGoesOnTheStack() throws {
        let steps = """
              - custom_event: e1
              - dismiss
              - custom_event: e2
              - request_next
              - expect: { displayed: a, visible: a, stack: [b] }
              - wait: 250ms
              - expect: { visible: none, stack: [b] }
              - request_next
              - expect: { displayed: b }
            """
        let run = try F.run(modals, steps: steps, interval: 0)
        XCTAssertEqual(F.failures(run), [])
        XCTAssertEqual(
            run.trace?.entries.filter { ["stack", "request_next"].contains($0.action) }.map(\.text).prefix(2),
            [
                "b pushed on the stack: `a` is visible until its dismiss animation ends at +00:00:00.250",
                "nothing: `a` is visible until its dismiss animation ends at +00:00:00.250",
            ])
    }

    /// The moment each message is gone after a `dismiss` at 0, per platform and type.
    func testEachPlatformsAnimationTimes() throws {
        let types = ["SLIDEUP", "MODAL", "FULL", "HTML", "HTML_FULL"]
        let expected: [SimulatorPlatform: [Int64]] = [
            .ios: [300, 250, 250, 250, 400], .android: [200, 200, 200, 200, 200], .web: [500, 500, 500, 500, 500],
        ]
        for platform in SimulatorPlatform.allCases {
            var gone: [Int64] = []
            for type in types {
                let extra = type == "FULL" ? #","image_url":"https://cdn.example.com/a.png""# : ""
                let run = try F.run(
                    [F.trigger("m", data: Self.message(type, extra: extra))], steps: "  - custom_event: added_to_cart\n  - dismiss\n  - wait: 1s\n",
                    project: SimulatorOptions(platform: platform))
                XCTAssertEqual(F.failures(run), [], "\(platform) \(type)")
                gone += run.trace?.entries.filter { $0.action == "gone" }.map(\.elapsed) ?? []
            }
            XCTAssertEqual(gone, expected[platform], "\(platform)")
        }
    }

    func testWithoutAnimateOutTheMessageIsGoneAtOnce() throws {
        let instant = [F.trigger("a", event: "e1", data: Self.message("MODAL", animates: false)), modals[1]]
        let steps = "  - custom_event: e1\n  - dismiss\n  - custom_event: e2\n  - expect: { displayed: [a, b], visible: b }\n"
        for platform in SimulatorPlatform.allCases {
            let run = try F.run(instant, steps: steps, interval: 0, project: SimulatorOptions(platform: platform))
            XCTAssertEqual(F.failures(run), [], "\(platform)")
            XCTAssertEqual(run.trace?.entries.first { $0.action == "dismiss" }?.text, "a dismissed")
        }
    }

    func testAClosingMessageCannotBeDismissedAgain() throws {
        let run = try F.run(modals, steps: "  - custom_event: e1\n  - dismiss\n  - click\n  - expect: { visible: a }\n")
        XCTAssertEqual(
            F.failures(run),
            ["E602 6: `click` cannot happen: `a` is already closing (its dismiss animation ends at +00:00:00.250), and nothing else is visible"])
    }

    /// The auto-dismiss timer closes the message; it is gone when the animation ends, and then
    /// `auto_drain: on_dismiss` shows the stack's top.
    func testAutoDismissAndAutoDrainWaitForTheAnimation() throws {
        let auto = F.trigger("a", event: "e1", data: Self.message("SLIDEUP", extra: #","message_close":"AUTO_DISMISS","duration":5000"#))
        let steps = """
              - custom_event: e1
              - custom_event: e2
              - wait: 5299ms
              - expect: { displayed: a, visible: a, stack: [b] }
              - wait: 1ms
              - expect: { displayed: b, visible: b, stack: [] }
            """
        let run = try F.run([auto, modals[1]], steps: steps, interval: 0, project: SimulatorOptions(autoDrain: .onDismiss))
        XCTAssertEqual(F.failures(run), [])
        XCTAssertEqual(
            run.trace?.entries.filter { ["auto_dismiss", "gone"].contains($0.action) }.map { "\($0.elapsed) \($0.text)" },
            ["5000 a dismissed automatically; its 300ms dismiss animation ends at +00:00:05.300", "5300 a is gone"])
    }

    /// A restart loses the closing message at once; its end of animation then finds nothing.
    func testARestartLosesAClosingMessage() throws {
        let steps = "  - custom_event: e1\n  - dismiss\n  - restart\n  - expect: { visible: none }\n  - wait: 1s\n"
        let run = try F.run(modals, steps: steps, project: SimulatorOptions(platform: .web))
        XCTAssertEqual(F.failures(run), [])
        XCTAssertFalse(run.trace?.entries.contains { $0.action == "gone" } ?? true)
    }
}
