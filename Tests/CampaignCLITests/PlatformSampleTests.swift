import CampaignTestSupport
import Foundation
import XCTest

/// `Samples/scenarios/platforms.yaml` holds one scenario per platform rule of SPEC v3 and v4
/// §9: each passes as written (`TestCommandTests.testSamplesPass`) and with `--platform all`,
/// fails when its expectation is changed, and — but for the rules every platform shares —
/// fails on the other platform (or the other Web SDK).
final class PlatformSampleTests: XCTestCase {
    private static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Samples").path

    /// Per scenario: a change of its expectation, and a change of its platform (nil: none).
    private static let cases: [(id: String, expectation: (String, String), platform: (String, String)?)] = [
        (
            "a-coupon-sent-as-a-number-still-counts",
            ("displayed: none, dropped: { campaign: cart-free-shipping, reason: filters }", "displayed: cart-free-shipping"), nil
        ),
        ("web-nudges-a-cart-without-a-category", ("displayed: cart-free-shipping", "displayed: none"), ("platform: web", "platform: ios")),
        (
            "web-thanks-a-starter-kit-bought-exactly-an-hour-ago", ("displayed: starter-kit-thanks", "displayed: none"),
            ("platform: web", "platform: android")
        ),
        ("web-checks-the-interval-again-when-the-welcome-delay-ends", ("reason: rate_limited", "reason: busy"), ("platform: web", "platform: ios")),
        ("web-counts-a-deferred-welcome-as-shown", ("reason: not_reeligible", "reason: rate_limited"), ("platform: web", "platform: web, stamp_at: display")),
        (
            "web-keeps-the-pending-welcome-over-a-reload", ("  - expect: { displayed: welcome-back }", "  - expect: { displayed: none }"),
            ("platform: web", "platform: ios")
        ),
        (
            "android-asks-again-on-request-next",
            (
                "  - request_next\n  - expect: { displayed: none, stack: [gift-card-thanks] }",
                "  - request_next\n  - expect: { displayed: gift-card-thanks, stack: [] }"
            ),
            ("platform: android", "platform: ios")
        ),
        (
            "ios-holds-a-stacked-campaign-once", ("stack: [starter-kit-thanks] }", "stack: [starter-kit-thanks, starter-kit-thanks] }"),
            ("platform: ios", "platform: android")
        ),
        (
            "android-holds-a-stacked-campaign-twice", ("stack: [starter-kit-thanks, starter-kit-thanks]", "stack: [starter-kit-thanks]"),
            ("platform: android", "platform: ios")
        ),
        // Version 4.
        (
            "an-expiry-equal-to-the-delay-never-shows",
            ("displayed: none, dropped: { campaign: flash-sale-reminder, reason: expired }", "displayed: flash-sale-reminder"), nil
        ),
        ("web-an-expired-reminder-stamps-nothing", ("displayed: gift-card-thanks", "displayed: none"), ("platform: web", "platform: ios")),
        (
            "web-shows-a-deferred-reminder-after-its-expiry", ("displayed: delivery-reminder", "displayed: none"),
            ("platform: web", "platform: android")
        ),
        ("ago-counts-the-milliseconds", ("displayed: starter-kit-thanks", "displayed: none"), nil),
        ("web-refuses-a-modal-while-the-last-one-fades-out", ("reason: busy", "reason: rate_limited"), ("platform: web", "platform: ios")),
        (
            "a-campaigns-own-interval-replaces-the-apps",
            ("displayed: [gift-card-thanks, order-shipped-notice]", "displayed: gift-card-thanks"), nil
        ),
        (
            "web-sdk-3-5-cannot-read-a-zipped-html-message", ("reason: unsupported", "reason: busy"),
            ("web_sdk: 3.5.0", "web_sdk: current")
        ),
        (
            "web-sdk-3-5-loses-a-held-welcome-on-reload", ("displayed: none, stack: []", "displayed: welcome-back"),
            ("web_sdk: 3.5.0", "web_sdk: current")
        ),
        ("web-throws-on-an-inline-flag", ("displayed: none", "displayed: boots-spotlight"), ("platform: web", "platform: ios")),
    ]

    /// The sample's documents, and the runs of one of them changed by `change`.
    private func run(_ id: String, changing change: (String, String)?, platform: String? = nil) throws -> ProcessOutput {
        let text = try String(contentsOfFile: Self.samples + "/scenarios/platforms.yaml", encoding: .utf8)
        var documents = text.components(separatedBy: "\n---\n")
        let index = try XCTUnwrap(documents.firstIndex { $0.contains("scenario: \(id)\n") }, id)
        if let change {
            XCTAssertNotNil(documents[index].range(of: change.0), "\(id) has `\(change.0)`")
            documents[index] = documents[index].replacingOccurrences(of: change.0, with: change.1)
        }
        let folder = try TestFolder()
        defer { folder.remove() }
        try FileManager.default.copyItem(atPath: Self.samples + "/valid", toPath: folder.path("valid"))
        try FileManager.default.copyItem(atPath: Self.samples + "/campaignc.yaml", toPath: folder.path("campaignc.yaml"))
        try folder.write("scenarios/platforms.yaml", documents.joined(separator: "\n---\n"))
        try FileManager.default.copyItem(
            atPath: Self.samples + "/scenarios/platform-campaigns.yaml", toPath: folder.path("scenarios/platform-campaigns.yaml"))
        let platformWords = platform.map { ["--platform", $0] } ?? []
        return try CampaigncProcess.run(["test", "--color", "never", "--scenario", id, "scenarios", "valid"] + platformWords, in: folder.url)
    }

    func testEveryScenarioOfTheSampleIsCovered() throws {
        let text = try String(contentsOfFile: Self.samples + "/scenarios/platforms.yaml", encoding: .utf8)
        let ids = text.split(separator: "\n").filter { $0.hasPrefix("scenario: ") }.map { String($0.dropFirst("scenario: ".count)) }
        XCTAssertEqual(ids, Self.cases.map(\.id))
    }

    func testEachScenarioPassesAsWritten() throws {
        for item in Self.cases {
            let result = try run(item.id, changing: nil)
            XCTAssertEqual(result.status, 0, "\(item.id): \(result.standardOutput)")
            XCTAssertTrue(result.standardOutput.hasPrefix("PASS \(item.id)\n"), result.standardOutput)
        }
    }

    func testChangingTheExpectationMakesEachFail() throws {
        for item in Self.cases {
            let result = try run(item.id, changing: item.expectation)
            XCTAssertEqual(result.status, 1, "\(item.id): \(result.standardOutput)")
            XCTAssertTrue(result.standardOutput.hasPrefix("FAIL \(item.id)\n"), result.standardOutput)
            XCTAssertTrue(result.standardOutput.contains("error[E602]"), result.standardOutput)
        }
    }

    /// The milliseconds decide it: a tenth of a second earlier the purchase is over an hour old.
    func testTheMillisecondsOfAPropertyTimeCount() throws {
        let result = try run("ago-counts-the-milliseconds", changing: ("09:00:00.600Z", "09:00:00.400Z"))
        XCTAssertEqual(result.status, 1, result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("error[E602]: expected `starter-kit-thanks` to be displayed"), result.standardOutput)
    }

    /// `--platform all`: each scenario passes once per platform, or on its own platform once.
    func testEachScenarioPassesWithEveryPlatform() throws {
        let text = try String(contentsOfFile: Self.samples + "/scenarios/platforms.yaml", encoding: .utf8)
        for item in Self.cases {
            let document = try XCTUnwrap(text.components(separatedBy: "\n---\n").first { $0.contains("scenario: \(item.id)\n") })
            let pinned = ["ios", "android", "web"].first { document.contains("simulator: { platform: \($0)") }
            let result = try run(item.id, changing: nil, platform: "all")
            XCTAssertEqual(result.status, 0, "\(item.id): \(result.standardOutput)")
            let passes = (pinned.map { [$0] } ?? ["ios", "android", "web"]).map { "PASS \(item.id) [\($0)]\n" }.joined()
            XCTAssertTrue(result.standardOutput.hasPrefix(passes), "\(item.id): \(result.standardOutput)")
        }
    }

    func testOnTheOtherPlatformEachFails() throws {
        for item in Self.cases {
            guard let platform = item.platform else { continue }
            let result = try run(item.id, changing: platform)
            XCTAssertEqual(result.status, 1, "\(item.id) with \(platform.1): \(result.standardOutput)")
            XCTAssertTrue(result.standardOutput.contains("error[E602]"), result.standardOutput)
        }
    }
}
