import CampaignDriver
import CampaignPreview
import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc preview` draws a badge under a frame for each failing contrast check the run
/// reports (SPEC §10): none for a code turned off in `severity:` or suppressed inline, and the
/// project's level (`accessibility: {contrast: AAA}`) decides what fails.
final class PreviewContrastBadgeTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// SPEC §4.5's example: the dark theme leaves the header out; `suppression` is a comment
    /// on the `dark` line.
    private static func cart(suppression: String = "") -> String {
        """
        campaign: cart
        trigger: session_start
        message:
          type: modal
          header: You're close to free shipping
          message: Add $10 more
          buttons: [ { text: Go } ]
          theme:
            light: { background: "#FFFFFF", header: "#111111" }
            dark: { background: "#1E1E1E", text: "#EEEEEE" }\(suppression)

        """
    }

    private func badges(project: String?, campaign: String = cart()) async throws -> (result: CommandResult, badges: [String]) {
        if let project { try folder.write("c/campaignc.yaml", project) }
        try folder.write("c/cart.yaml", campaign)
        let environment = DriverEnvironment(workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 2)
        let options = PreviewRunOptions(
            paths: [folder.path("c")], outputDirectory: folder.path("out"), gallery: PreviewOptions(platforms: [.ios, .android, .web]),
            now: "2026-03-10T00:00:00Z")
        let result = await PreviewOperation.run(options, environment: environment)
        let html = String(decoding: folder.bytes("out/index.html") ?? [], as: UTF8.self)
        let badges = html.components(separatedBy: "<li class=\"contrast\" ").dropFirst().map { item in
            item.components(separatedBy: " title=")[0] + " "
                + (item.components(separatedBy: "\">").dropFirst().first?.components(separatedBy: "</li>")[0] ?? "")
        }
        return (result, badges)
    }

    func testTheReportedCheckHasABadgeUnderTheFramesThatDrawIt() async throws {
        let (result, badges) = try await badges(project: nil)
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertTrue(result.standardError.contains("warning[W701]"), result.standardError)
        XCTAssertEqual(
            badges,
            [
                "data-contrast=\"W701\" data-for=\"cart/dark/portrait\" data-platform=\"ios\" header 1.13:1 &lt; 3:1",
                "data-contrast=\"W701\" data-for=\"cart/dark/portrait\" data-platform=\"android\" header 1.13:1 &lt; 3:1",
            ])
    }

    func testACodeTurnedOffShowsNoBadge() async throws {
        let (result, badges) = try await badges(project: "severity: { W701: off }\n")
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertFalse(result.standardError.contains("W701"), result.standardError)
        XCTAssertEqual(badges, [])
    }

    func testASuppressedCheckShowsNoBadge() async throws {
        let (result, badges) = try await badges(project: nil, campaign: Self.cart(suppression: "  # campaignc: ignore[W701] -- the header is an image"))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertTrue(result.standardError.contains("1 suppressed"), result.standardError)
        XCTAssertEqual(badges, [])
    }

    func testTheProjectLevelDecidesTheBadges() async throws {
        let (result, badges) = try await badges(project: "accessibility: { contrast: AAA }\nseverity: { W701: off }\n")
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let button = "button 1 text 4.53:1 &lt; 7:1"
        XCTAssertEqual(
            badges,
            ["ios", "android", "web"].flatMap { platform in
                ["light", "dark"].map { theme in "data-contrast=\"W703\" data-for=\"cart/\(theme)/portrait\" data-platform=\"\(platform)\" " + button }
            })
    }
}
