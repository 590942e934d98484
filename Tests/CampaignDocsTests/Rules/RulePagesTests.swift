import CampaignCompiler
import CampaignDriver
import CampaignTestSupport
import XCTest

/// `docs/rules/<CODE>.md` for every code and the index `docs/rules.md` are generated from the
/// code catalogue and kept equal to it (`CAMPAIGNC_RECORD=1` regenerates them and fails).
final class RulePagesTests: XCTestCase {
    func testEveryCodeHasItsGeneratedPage() async throws {
        for entry in CodeCatalogue.all {
            let page = RulePage(entry: entry)
            GoldenFile.assert(await page.markdown(), matches: page.path)
        }
    }

    func testNoPageForACodeThatDoesNotExist() throws {
        let codes = Set(CodeCatalogue.all.map { "\($0.code.rawValue).md" })
        let folder = DocsRepository.root.appendingPathComponent("docs/rules")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !codes.contains(name) {
            XCTFail("docs/rules/\(name) is not the page of a code; remove it")
        }
    }

    /// The index: the table `campaignc rules --format markdown` prints (RulesOperationTests
    /// keeps it equal too) and a link to every page.
    func testTheIndexListsEveryPage() throws {
        let index = try String(contentsOf: DocsRepository.root.appendingPathComponent(RuleIndex.path), encoding: .utf8)
        let generated = try XCTUnwrap(RuleIndex.page(from: index), "\(RuleIndex.path) lacks the rules:begin/end or rule-pages:begin/end markers")
        GoldenFile.assert(generated, matches: RuleIndex.path)
    }

    func testAPageShowsWhatExplainPrints() async throws {
        let page = await RulePage(entry: CodeCatalogue.entry(for: .E201)).markdown()
        XCTAssertTrue(page.hasPrefix("# E201: full message without an image\n"), page)
        XCTAssertTrue(page.contains("- **Severity**: error by default\n- **Adjustable**: yes: a project file's `severity:` can change it"), page)
        XCTAssertTrue(page.contains("**Fix**: add `image: https://…`, or use `type: modal`\n"), page)
        XCTAssertTrue(page.contains("```text\ncampaign.yaml:4:9: error[E201]: a full message needs an image\n"), page)
        let explained = await ExplainOperation.run(code: "E201").standardOutput
        XCTAssertTrue(explained.contains("campaign.yaml:4:9: error[E201]: a full message needs an image\n"))
    }
}
