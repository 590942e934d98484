import CampaignModel
import CampaignTestSupport
import XCTest

@testable import CampaignWorkspace

/// Exclusions relate shown paths to the project root lexically (SPEC §1).
final class InputFilterTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func filter(_ patterns: [String], root: String = "project", cwd: String = "/work", force: Bool = false) throws -> InputFilter {
        InputFilter(patterns: try patterns.map(GlobPattern.init), root: root, workingDirectory: cwd, forceExclude: force)
    }

    func testPathsAreMadeRelativeToTheRootLexically() throws {
        let filter = try filter([])
        XCTAssertEqual(filter.relativeComponents(of: "project/a/b.yaml"), ["a", "b.yaml"])
        XCTAssertEqual(filter.relativeComponents(of: "./project/x/../a.yaml"), ["a.yaml"])
        XCTAssertEqual(filter.relativeComponents(of: "/work/project/a.yaml"), ["a.yaml"])
        XCTAssertNil(filter.relativeComponents(of: "other/a.yaml"))
        XCTAssertNil(filter.relativeComponents(of: "project"))
        let fromBelow = try self.filter([], root: "..", cwd: "/work/project/team")
        XCTAssertEqual(fromBelow.relativeComponents(of: "a.yaml"), ["team", "a.yaml"])
        XCTAssertEqual(fromBelow.relativeComponents(of: "../drafts/a.yaml"), ["drafts", "a.yaml"])
    }

    func testFoundEntriesMatchTheirOwnPathNamedFilesTheirFoldersToo() throws {
        let filter = try filter(["drafts", "/top.yaml"])
        XCTAssertTrue(filter.excludesFound("project/team/drafts", isDirectory: true))
        XCTAssertFalse(filter.excludesFound("project/drafts/a.yaml", isDirectory: false))
        XCTAssertTrue(filter.excludesNamed("project/drafts/a.yaml"))
        XCTAssertTrue(filter.excludesFound("project/top.yaml", isDirectory: false))
        XCTAssertFalse(filter.excludesFound("project/sub/top.yaml", isDirectory: false))
        XCTAssertFalse(filter.excludesNamed("other/drafts/a.yaml"), "outside the root nothing is excluded")
        XCTAssertFalse(InputFilter.none.excludesNamed("drafts/a.yaml"))
    }

    func testDiscoveryPrunesExcludedFoldersAndCountsForceExcludedFiles() throws {
        for name in ["p/campaignc.yaml", "p/a.yaml", "p/drafts/b.yaml", "p/deep/drafts/c.yaml", "p/d.wip.yaml"] {
            try folder.write(name, "")
        }
        let filter = InputFilter(
            patterns: [try GlobPattern("drafts"), try GlobPattern("*.wip.yaml")], root: folder.path("p"),
            workingDirectory: "/", forceExclude: true
        )
        let found = try InputDiscovery.discover([folder.path("p"), folder.path("p/d.wip.yaml")], filter: filter, in: DiskFileSystem())
        XCTAssertEqual(found.found.map(\.input.displayPath), [folder.path("p/a.yaml")])
        XCTAssertEqual(found.forceExcluded, 1)
        let named = try InputDiscovery.discover([folder.path("p/drafts")], filter: filter, in: DiskFileSystem())
        XCTAssertEqual(named.found.map(\.input.displayPath), [folder.path("p/drafts/b.yaml")], "a folder named is searched")
    }
}
