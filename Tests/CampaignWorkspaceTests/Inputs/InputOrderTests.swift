import CampaignTestSupport
import XCTest

@testable import CampaignWorkspace

/// Joining folder and name, and the order of the inputs found, on the paths that are easy to
/// get wrong (several slashes, non-ASCII text, `.` against `/`).
final class InputOrderTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testJoinDropsEveryTrailingSlashOnce() {
        XCTAssertEqual(InputDiscovery.join("x///", "a.yaml"), "x/a.yaml")
        XCTAssertEqual(InputDiscovery.join("///", "a.yaml"), "/a.yaml")
        XCTAssertEqual(InputDiscovery.join("", "a.yaml"), "/a.yaml")
        XCTAssertEqual(InputDiscovery.join("d\u{E9}j\u{E0}//", "a.yaml"), "d\u{E9}j\u{E0}/a.yaml")
        XCTAssertEqual(InputDiscovery.join("d\u{E9}j\u{E0}", "a.yaml"), "d\u{E9}j\u{E0}/a.yaml")
        // A slash that a combining mark follows is not a trailing slash.
        XCTAssertEqual(InputDiscovery.join("x/\u{301}", "a.yaml"), "x/\u{301}/a.yaml")
    }

    func testFilesComeInByteOrderWhateverTheSearchOrder() throws {
        for name in ["a/b.yaml", "a.x/c.yaml", "a-b.yaml", "B.yaml", "\u{E9}.yaml", "e\u{301}.yaml", "a/z/y.yaml", "a0.yaml"] {
            try folder.write(name, "campaign: x\n")
        }
        let found = try InputDiscovery.discover([folder.path], in: DiskFileSystem()).map(\.displayPath)
        let expected = found.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        XCTAssertEqual(found, expected)
        XCTAssertEqual(
            found.map { String($0.dropFirst(folder.path.count + 1)) },
            ["B.yaml", "a-b.yaml", "a.x/c.yaml", "a/b.yaml", "a/z/y.yaml", "a0.yaml", "e\u{301}.yaml", "\u{E9}.yaml"])
    }
}
