import CampaignTestSupport
import XCTest

/// Doc tests: every page that opts in (`<!-- doctest -->`) is run as a reader would follow
/// it — its files written into a fresh folder, its `campaignc` commands run as a process — and
/// must read exactly as the commands print (`DocTestPlan` has the format;
/// `CAMPAIGNC_RECORD=1` rewrites the output blocks and fails).
final class DocTests: XCTestCase {
    /// The pages campaignc's docs promise to keep true, with at least this many commands each.
    static let requiredPages: [String: Int] = [
        "README.md": 1,
        "docs/guide.md": 10,
        "docs/scenarios.md": 10,
        "docs/diagnostics.md": 6,
        "docs/click-actions.md": 5,
        "docs/accessibility.md": 4,
        "docs/ci.md": 10,
        "docs/commands.md": 11,
        "docs/preview.md": 2,
        "docs/delivery.md": 5,
        "docs/editors.md": 3,
        "docs/personalisation.md": 6,
        "docs/localisation.md": 4,
    ]

    func testEveryPageThatOptsInPrintsWhatItShows() throws {
        let pages = try DocsRepository.markdownPages().filter(\.optsIntoDocTests)
        for page in pages {
            let result = try DocTestRunner().run(page)
            for problem in result.problems { XCTFail(problem.description) }
            GoldenFile.assert(result.text, matches: page.path)
        }
        for (path, minimum) in Self.requiredPages.sorted(by: { $0.key < $1.key }) {
            let page = try XCTUnwrap(pages.first { $0.path == path }, "\(path) does not opt into the doc tests")
            XCTAssertGreaterThanOrEqual(DocTestPlan(page).commandCount, minimum, path)
        }
    }

    /// A page that does not opt in has no directive that would suggest it is run.
    func testOnlyPagesThatOptInUseDirectives() throws {
        for page in try DocsRepository.markdownPages() where !page.optsIntoDocTests {
            for block in page.blocks where block.fileName != nil || block.isSkipped {
                XCTFail("\(page.path):\(block.openLine + 1): a doc-test directive in a page without \(FencedBlock.optInMarker)")
            }
        }
    }
}
