import XCTest

@testable import CampaignLanguageServer

/// A document opened by its real path under a root given through a link is the file under the
/// root as given; nothing else is rewritten.
final class LinkedFoldersTests: XCTestCase {
    private let folders = LinkedFolders(["/link/p", "/plain"]) { ["/link/p": "/real/p", "/plain": "/plain"][$0] }

    func testARealPathUnderTheLinkedRootIsTheFileUnderTheRootAsGiven() {
        XCTAssertEqual(folders.workspacePath(of: "/real/p/c/a.yaml"), "/link/p/c/a.yaml")
        XCTAssertEqual(folders.workspacePath(of: "/real/p"), "/link/p")
    }

    func testOtherPathsAreKept() {
        XCTAssertEqual(folders.workspacePath(of: "/link/p/c/a.yaml"), "/link/p/c/a.yaml")
        // A sibling whose name starts like the real folder is not inside it.
        XCTAssertEqual(folders.workspacePath(of: "/real/pp/a.yaml"), "/real/pp/a.yaml")
        XCTAssertEqual(folders.workspacePath(of: "/elsewhere/a.yaml"), "/elsewhere/a.yaml")
        XCTAssertEqual(LinkedFolders().workspacePath(of: "/real/p/a.yaml"), "/real/p/a.yaml")
    }

    func testARootThatIsALinkToTheFileSystemRoot() {
        let top = LinkedFolders(["/link"]) { _ in "/" }
        XCTAssertEqual(top.workspacePath(of: "/a/b.yaml"), "/link/a/b.yaml")
        XCTAssertEqual(top.workspacePath(of: "/link/b.yaml"), "/link/b.yaml")
    }
}
