import CampaignTestSupport
import Foundation
import XCTest

/// `preview --locale TAG|all` (SPEC §16.5) run as a process over `Samples/localised`: the
/// frames' `lang`, `dir` and `data-locale`, their ids, the mirrored right-to-left frame, and
/// the exit 2 of a locale a project cannot draw.
final class PreviewLocaleCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func gallery(_ arguments: [String]) throws -> String {
        let result = try CampaigncProcess.run(["preview", "Samples/localised", "--output-dir", folder.path("g"), "--now", "2026-03-02T10:00:00Z"] + arguments)
        XCTAssertEqual(result.status, 0, result.standardError)
        return String(decoding: try XCTUnwrap(folder.bytes("g/index.html")), as: UTF8.self)
    }

    private func screens(_ html: String) -> [String] {
        html.split(separator: "<").filter { $0.hasPrefix("div class=\"screen ") }.map { "<" + $0 }
    }

    func testTheDefaultIsTheSourceWithItsLanguage() throws {
        let html = try gallery([])
        let frames = screens(html)
        XCTAssertEqual(frames.count, 8)
        XCTAssertEqual(
            frames.first,
            #"<div class="screen light" data-platform="ios" data-frame="free-trial/light/portrait" lang="en" dir="ltr" data-locale="en" style="width:375px;height:667px">"#
        )
        XCTAssertTrue(html.contains(#"<h3 class="locale" data-locale="en" lang="en" dir="ltr">locale <code>en</code> (source)</h3>"#))
        XCTAssertTrue(html.contains(#"">Start free trial</span>"#))
        XCTAssertTrue(html.contains(#"aria-label="Close" style="top:0px;right:0px;width:44px;height:44px"#))
    }

    func testARightToLeftLocaleIsMirroredUnderItsOwnFrameIds() throws {
        let html = try gallery(["--locale", "ar"])
        let frames = screens(html)
        XCTAssertEqual(frames.count, 8)
        XCTAssertEqual(
            frames.first,
            #"<div class="screen light" data-platform="ios" data-frame="free-trial~ar/light/portrait" lang="ar" dir="rtl" data-locale="ar" style="direction:rtl;width:375px;height:667px">"#
        )
        XCTAssertTrue(html.contains(#"<h3 class="locale" data-locale="ar" lang="ar" dir="rtl">locale <code>ar</code> · right to left</h3>"#))
        XCTAssertTrue(html.contains(">ابدأ مجانًا<"))
        // The source text stays in the card's facts, not in the frames.
        XCTAssertFalse(html.contains(#"">Start free trial</span>"#))
        // The close button is placed from the left edge, the slideup's chevron points left.
        XCTAssertTrue(html.contains(#"aria-label="Close" style="top:0px;left:0px;width:44px;height:44px"#))
        XCTAssertFalse(html.contains(#"aria-label="Close" style="top:0px;right:0px"#))
        XCTAssertTrue(html.contains("margin-right:10px;transform:scaleX(-1)"))
    }

    func testAllDrawsTheSourceThenEveryLocaleAndAFallbackTagShowsItsLanguage() throws {
        let all = try gallery(["--locale", "all"])
        let locales = screens(all).compactMap { frame in frame.range(of: "data-locale=\"").map { frame[$0.upperBound...].prefix { $0 != "\"" } } }
        XCTAssertEqual(Set(locales), ["en", "fr", "de", "ar"])
        XCTAssertEqual(locales.count, 32)
        try FileManager.default.removeItem(atPath: folder.path("g"))
        let canadian = try gallery(["--locale", "fr-CA"])
        XCTAssertTrue(screens(canadian).allSatisfy { $0.contains(#"lang="fr-CA" dir="ltr" data-locale="fr-CA""#) })
        XCTAssertTrue(canadian.contains(">Essai gratuit<"))
    }

    func testALocaleNeedsALocalisedProjectAndAGoodTag() throws {
        let plain = try CampaigncProcess.run(["preview", "Samples/valid", "--output-dir", folder.path("g"), "--locale", "fr"])
        XCTAssertEqual(plain.status, 2)
        XCTAssertEqual(plain.standardError, "campaignc: error: --locale fr needs a project file with `localisation:` (SPEC §16.1)\n")
        let bad = try CampaigncProcess.run(["preview", "Samples/localised", "--output-dir", folder.path("g"), "--locale", "english"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.standardError.hasPrefix("campaignc: error: invalid --locale 'english': "), bad.standardError)
        XCTAssertFalse(folder.exists("g/index.html"))
    }
}
