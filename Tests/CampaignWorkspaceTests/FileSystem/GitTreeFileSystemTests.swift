import CampaignWorkspace
import XCTest

/// A git revision's files read into memory from `ls-tree -r -z` and `cat-file --batch`.
final class GitTreeFileSystemTests: XCTestCase {
    private let listing = Array(
        ("100644 blob 1111\tone.yaml\u{0}120000 blob 9999\tlink.yaml\u{0}160000 commit 8888\tsub\u{0}100755 blob 2222\tdeep/two.yaml\u{0}"
            + "100644 blob 1111\tsame.yaml\u{0}100644 blob 3333\t../out.yaml\u{0}").utf8)

    func testRegularFilesAreShownUnderTheRootAndTheRestIsLeftOut() throws {
        XCTAssertEqual(String(decoding: GitTreeFileSystem.objects(of: listing), as: UTF8.self), "1111\n2222\n")
        let batch = Array("1111 blob 3\none\n2222 blob 3\ntwo\n".utf8)
        let tree = try GitTreeFileSystem(listing: listing, batch: batch, revision: "main", mountedAt: "/rev")
        XCTAssertEqual(try tree.read("/rev/one.yaml", limit: 10).get(), Array("one".utf8))
        XCTAssertEqual(try tree.read("/rev/same.yaml", limit: 10).get(), Array("one".utf8))
        XCTAssertEqual(try tree.read("/rev/deep/two.yaml", limit: 10).get(), Array("two".utf8))
        XCTAssertEqual(try tree.list("/rev").get().names.sorted(), ["deep", "one.yaml", "same.yaml"])
        XCTAssertEqual(tree.status("/rev/link.yaml").failure?.isNotFound, true, "symbolic links are skipped")
        XCTAssertEqual(tree.status("/rev/sub").failure?.isNotFound, true, "submodules are skipped")
        XCTAssertEqual(tree.status("/out.yaml").failure?.isNotFound, true, "a `..` component is no file of a revision")
    }

    func testAFileGitGaveNoContentForStopsTheCommand() {
        XCTAssertThrowsError(try GitTreeFileSystem(listing: listing, batch: Array("1111 blob 3\none\n".utf8), revision: "main", mountedAt: "/rev")) {
            XCTAssertEqual($0 as? RunError, .usage("cannot read 'deep/two.yaml' at 'main': git did not give its content"))
        }
        XCTAssertThrowsError(try GitTreeFileSystem(listing: listing, batch: Array("1111 blob 99\none\n".utf8), revision: "main", mountedAt: "/rev")) {
            XCTAssertEqual($0 as? RunError, .usage("git's output cannot be read: `1111 blob 99`"))
        }
    }
}
