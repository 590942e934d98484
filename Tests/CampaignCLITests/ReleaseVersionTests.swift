import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// One version everywhere (issue 22): `campaignc --version` prints the version at the top of
/// CHANGELOG.md, and the recipes, the Action's documentation and the release script name its
/// tag, `v` followed by it.
final class ReleaseVersionTests: XCTestCase {
    private func read(_ relative: String) throws -> String {
        try String(contentsOf: CampaigncProcess.packageRoot.appendingPathComponent(relative), encoding: .utf8)
    }

    /// Every `vMAJOR.MINOR.PATCH` in `text`.
    private func tags(in text: String) -> [String] {
        let pattern = /v[0-9]+\.[0-9]+\.[0-9]+/
        return text.matches(of: pattern).map { String($0.output) }
    }

    /// The first released heading is this version; an `(Unreleased)` one may stand above it.
    func testTheChangelogStartsWithThisVersion() throws {
        let headings = try read("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") && !$0.hasSuffix(" (Unreleased)") }
        XCTAssertEqual(headings.first.map(String.init), "## \(CampaigncVersion.current)")
        XCTAssertEqual(CampaigncVersion.tag, "v" + CampaigncVersion.current)
    }

    func testTheRecipesNameThisVersionsTag() throws {
        for (file, expected) in [
            (".pre-commit-hooks.yaml", "rev: \(CampaigncVersion.tag)"),
            ("action.yml", "uses: <owner>/campaignc@\(CampaigncVersion.tag)"),
            ("action.yml", "releases/download/\(CampaigncVersion.tag)/campaignc-linux-x86_64"),
            ("docs/ci.md", "rev: \(CampaigncVersion.tag)"),
            ("docs/ci.md", "uses: <owner>/campaignc@\(CampaigncVersion.tag)"),
            ("docs/install.md", "releases/download/\(CampaigncVersion.tag)/campaignc-linux-x86_64"),
            ("Scripts/release.sh", "git tag \(CampaigncVersion.tag) && git push origin \(CampaigncVersion.tag)"),
            ("Scripts/release.sh", "(`## \(CampaigncVersion.current)`)"),
        ] {
            let text = try read(file)
            XCTAssertTrue(text.contains(expected), "\(file) should say \(expected)")
            XCTAssertEqual(Set(tags(in: text)), [CampaigncVersion.tag], "\(file) names another version")
        }
    }

    /// The recipes that work before any release come first; those that need a release tag sit
    /// in a part that says so, and name the host as a placeholder, never a made-up account.
    func testRecipesThatNeedAReleaseSayIt() throws {
        for file in ["README.md", "docs/install.md", "docs/ci.md", "docs/guide.md", ".pre-commit-hooks.yaml", "action.yml", "Scripts/release.sh"] {
            let text = try read(file)
            XCTAssertFalse(text.contains("OWNER"), "\(file) names the account OWNER")
            XCTAssertFalse(text.contains("releases/latest"), "\(file) downloads a release no tag names")
            for line in text.split(separator: "\n") where line.contains("/campaignc@") || line.contains("releases/download/") {
                XCTAssertTrue(line.contains("<owner>"), "\(file): \(line)")
            }
        }
        for file in ["docs/install.md", "docs/ci.md"] {
            let text = try read(file)
            let release = try XCTUnwrap(text.range(of: "After a release"), file)
            XCTAssertTrue(text[..<release.lowerBound].contains("releases/download/") == false, "\(file): a download before its release part")
            XCTAssertTrue(text[..<release.lowerBound].contains("rev: v") == false, "\(file): a release tag before its release part")
        }
    }
}
