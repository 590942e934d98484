import CampaignTestSupport
import Foundation
import XCTest

/// Runs the built executable's `preview`: the gallery on disk, the line on standard output,
/// the report on standard error, the exit statuses and the option words.
final class PreviewCommandTests: XCTestCase {
    private var folder: TestFolder!

    private static let campaign = """
        campaign: spring-sale
        trigger: { custom_event: added_to_cart }
        message:
          type: modal
          header: Sale <3 & more
          message: Free shipping on carts over $50
        """ + "\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func index(_ folderName: String) throws -> String {
        try String(contentsOf: folder.url.appendingPathComponent(folderName + "/index.html"), encoding: .utf8)
    }

    /// Without a path, the project root; its `exclude:` and `--exclude` apply (SPEC §1, §5).
    func testPathLessRunOnTheProjectRootHonoursExclusions() throws {
        try folder.write("proj/campaignc.yaml", "exclude: [drafts]\n")
        try folder.write("proj/a.yaml", Self.campaign)
        try folder.write("proj/drafts/b.yaml", Self.campaign.replacingOccurrences(of: "spring-sale", with: "draft-sale"))
        let project = folder.url.appendingPathComponent("proj")
        let result = try CampaigncProcess.run(["preview", "--output-dir", "../out"], in: project)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "wrote ../out/index.html (1 card)\n")
        XCTAssertTrue(try index("out").contains("data-campaign=\"spring-sale\""))
        XCTAssertFalse(try index("out").contains("draft-sale"))
        let excluded = try CampaigncProcess.run(["preview", "--output-dir", "../none", "--exclude", "*.yaml"], in: project)
        XCTAssertEqual(excluded.status, 2)
        XCTAssertEqual(excluded.standardError, "campaignc: error: no campaign files found in the project root '.'\n")
    }

    /// A file given by its absolute path is named below the project root, as a relative path
    /// names it (a file outside the root is in another project, E108).
    func testAnAbsolutePathUnderTheRootIsShownRelativeToIt() throws {
        try folder.write("proj/campaignc.yaml", "")
        try folder.write("proj/a.yaml", Self.campaign)
        // A diagnostic's place is named the same way.
        try folder.write("proj/b.yaml", Self.campaign.replacingOccurrences(of: "spring-sale", with: "other-sale"))
        let project = folder.url.appendingPathComponent("proj")
        let absolute = project.appendingPathComponent("a.yaml").path
        let second = project.appendingPathComponent("b.yaml").path
        XCTAssertEqual(try CampaigncProcess.run(["preview", "a.yaml", "b.yaml", "--output-dir", "../relative"], in: project).status, 0)
        let result = try CampaigncProcess.run(["preview", absolute, second, "--output-dir", "../absolute"], in: project)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardError.hasPrefix(second + ":2:10: warning[W402]"), result.standardError)
        let html = try index("absolute")
        XCTAssertTrue(html.contains("<dt>file</dt><dd><bdi>a.yaml</bdi></dd>"), html)
        XCTAssertTrue(html.contains("<bdi>b.yaml</bdi>, line 2, column 10"), html)
        XCTAssertFalse(html.contains(absolute))
        XCTAssertEqual(html, try index("relative"))
    }

    func testWritesTheGalleryAndNamesIt() throws {
        try folder.write("a.yaml", Self.campaign)
        let result = try CampaigncProcess.run(["preview", "a.yaml", "--output-dir", "out", "--theme", "dark", "--orientation", "landscape"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "wrote out/index.html (1 card)\n")
        XCTAssertEqual(result.standardError, "ok: 1 campaign in 1 file\n")
        let html = try index("out")
        XCTAssertTrue(html.contains("data-frame=\"spring-sale/dark/landscape\" style=\"width:667px;height:375px\""))
        XCTAssertFalse(html.contains("data-frame=\"spring-sale/light/"))
        XCTAssertTrue(html.contains("Sale &lt;3 &amp; more"))
        let again = try CampaigncProcess.run(["preview", "a.yaml", "--output-dir", "again", "--theme", "dark", "--orientation", "landscape"], in: folder.url)
        XCTAssertEqual(again.status, 0)
        XCTAssertEqual(try index("again"), html)
    }

    func testErrorsExitOneAfterWriting() throws {
        try folder.write("a.yaml", "campaign: bad\ntrigger: session_start\nmessage:\n  type: full\n  message: x\n")
        let result = try CampaigncProcess.run(["preview", ".", "--output-dir", "out", "--device", "tablet"], in: folder.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("error[E201]"), result.standardError)
        XCTAssertTrue(try index("out").contains("error[<code>E201</code>]"))
    }

    /// (v3) `--platform`, repeatable, `all` for the three; rows always iOS, Android, Web (SPEC §5, §10).
    func testPlatformsAreRowsInTheirOrder() throws {
        try folder.write("a.yaml", Self.campaign)
        let result = try CampaigncProcess.run(["preview", "a.yaml", "--output-dir", "out", "--platform", "web", "--platform", "ios"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let html = try index("out")
        let rows = ["data-row=\"ios\"", "data-row=\"android\"", "data-row=\"web\""].map { html.range(of: $0)?.lowerBound }
        XCTAssertNotNil(rows[0])
        XCTAssertNil(rows[1])
        XCTAssertLessThan(try XCTUnwrap(rows[0]), try XCTUnwrap(rows[2]))
        XCTAssertTrue(html.contains("1 campaign · phone · iOS, Web</p>"))
        XCTAssertTrue(html.contains("<figcaption>Web · dark · portrait · 375×667</figcaption>"))
        let all = try CampaigncProcess.run(["preview", "a.yaml", "--output-dir", "all", "--platform", "all", "--platform", "android"], in: folder.url)
        XCTAssertEqual(all.status, 0, all.standardError)
        XCTAssertEqual(try index("all").components(separatedBy: "data-frame=\"spring-sale/light/portrait\"").count - 1, 3)
        XCTAssertTrue(try index("all").contains("1 campaign · phone · iOS, Android, Web</p>"))
        let plain = try CampaigncProcess.run(["preview", "a.yaml", "--output-dir", "plain"], in: folder.url)
        XCTAssertEqual(plain.status, 0)
        XCTAssertTrue(try index("plain").contains("1 campaign · phone · iOS</p>"), "default: iOS")
        XCTAssertFalse(try index("plain").contains("data-platform=\"android\""))
    }

    func testAnUnknownPlatformWordExitsTwoWithADidYouMean() throws {
        try folder.write("a.yaml", Self.campaign)
        let typo = try CampaigncProcess.run(["preview", "a.yaml", "--output-dir", "o", "--platform", "andriod"], in: folder.url)
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(
            typo.standardError.hasPrefix(
                "campaignc: error: The value 'andriod' is invalid for '--platform <platform>': expected 'ios', 'android', 'web' or 'all'; did you mean 'android'?\n"
            ), typo.standardError)
        let other = try CampaigncProcess.run(["preview", "a.yaml", "--output-dir", "o", "--platform", "windows"], in: folder.url)
        XCTAssertEqual(other.status, 2)
        XCTAssertTrue(other.standardError.contains("expected 'ios', 'android', 'web' or 'all'\n"), other.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("o").path), "nothing written")
    }

    /// The project's view types reach the cards (SPEC §10 custom views).
    func testDeclaredViewTypeGetsTheBanner() throws {
        try folder.write("campaignc.yaml", "view_types:\n  picker: { message_types: [modal] }\n")
        try folder.write("a.yaml", Self.campaign + "  extras: { view_type: picker }\n")
        let result = try CampaigncProcess.run(["preview", "a.yaml", "--output-dir", "out"], in: folder.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        let html = try index("out")
        XCTAssertTrue(
            html.contains(
                "<div class=\"custom-view\" data-custom-view=\"picker\"><p class=\"custom-view-title\">Drawn by the app's custom view <code><bdi>picker</bdi></code></p>"
            ))
        XCTAssertTrue(html.contains("data-frame=\"spring-sale/light/portrait\" data-custom-view=\"picker\""))
    }

    func testUsageErrorsExitTwo() throws {
        try folder.write("a.yaml", Self.campaign)
        XCTAssertEqual(try CampaigncProcess.run(["preview", "a.yaml"], in: folder.url).status, 2, "--output-dir is required")
        XCTAssertEqual(try CampaigncProcess.run(["preview", "a.yaml", "--output-dir", "o", "--theme", "sepia"], in: folder.url).status, 2)
        XCTAssertEqual(try CampaigncProcess.run(["preview", "missing.yaml", "--output-dir", "o"], in: folder.url).status, 2)
        XCTAssertEqual(try CampaigncProcess.run(["preview", "a.yaml", "--output-dir", "o", "--now", "yesterday"], in: folder.url).status, 2)
    }
}
