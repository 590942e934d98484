import CampaignModel
import DeliverySimulator
import XCTest

/// `web_sdk` (SPEC §9.5): where Web SDK 3.5.0 and the current one differ — 3.5.0 cannot read
/// `HTML_FULL`, and has no `deferInAppMessage`, so a message the app holds lives in the page
/// only. Elsewhere both run the same trigger engine.
final class WebSDKVersionTests: XCTestCase {
    typealias F = SimulatorFixture

    private let current = SimulatorOptions(platform: .web)
    private let old = SimulatorOptions(platform: .web, webSDK: .v3_5_0)

    private let zipped = F.trigger(
        "zip", event: "e1",
        data: #""type":"HTML_FULL","message":"<p>Hi</p>","orientation":"ANY","zipped_assets_url":"https://cdn.example.com/a.zip""#)

    func testWebSDK350CannotReadHTMLFullAndStampsNothing() throws {
        let next = F.trigger("next", event: "e2")
        let steps = "  - custom_event: e1\n  - custom_event: e2\n"
        let shown = try F.run(
            [zipped, next], steps: steps + "  - expect: { displayed: zip, dropped: { campaign: next, reason: rate_limited } }\n", project: current)
        XCTAssertEqual(F.failures(shown), [])
        let unread = try F.run(
            [zipped, next], steps: steps + "  - expect: { displayed: next, dropped: { campaign: zip, reason: unsupported } }\n", project: old)
        XCTAssertEqual(F.failures(unread), [])
        XCTAssertEqual(
            unread.trace?.entries.first { $0.action == "drop" }?.text,
            "zip dropped (unsupported): Web SDK 3.5.0 does not know the message type `HTML_FULL`; nothing is stamped")
        // The option is the web presenter's: iOS shows the message whatever `web_sdk` says.
        let ios = try F.run([zipped], steps: "  - custom_event: e1\n  - expect: { displayed: zip }\n", project: SimulatorOptions(webSDK: .v3_5_0))
        XCTAssertEqual(F.failures(ios), [])
    }

    func testWithoutDeferInAppMessageAHeldMessageIsLostOnAReload() throws {
        let held = [F.trigger("a", event: "e1")]
        let steps = "  - display: later\n  - custom_event: e1\n  - restart\n  - request_next\n"
        let deferred = try F.run(held, steps: steps + "  - expect: { displayed: a }\n", project: current)
        XCTAssertEqual(F.failures(deferred), [])
        let lost = try F.run(held, steps: steps + "  - expect: { displayed: none, stack: [] }\n", project: old)
        XCTAssertEqual(F.failures(lost), [])
        XCTAssertEqual(
            lost.trace?.entries.map(\.text).filter { $0.contains("held") || $0.contains("restarts") },
            [
                "a held by the app (Web SDK 3.5.0 has no `deferInAppMessage`)",
                "the app restarts: the stack, the visible message and the message the app held are lost; pending publications and stamps survive",
                "nothing held by the app",
            ])
        // Within the page the app shows the message it held, as a deferral would.
        let sameVisit = try F.run(held, steps: "  - display: later\n  - custom_event: e1\n  - request_next\n  - expect: { displayed: a }\n", project: old)
        XCTAssertEqual(F.failures(sameVisit), [])
    }
}
