import CampaignDiagnostics
import CampaignWorkspace
import XCTest

/// Files held in memory (explain's examples, a git revision's files): folders from the paths,
/// relative paths against the working directory, the disk's failures, byte-exact names.
final class MemoryFileSystemTests: XCTestCase {
    private let files = MemoryFileSystem(
        [("/p/a.yaml", Array("a".utf8)), ("b/c.yaml", Array("bc".utf8)), ("/p/b/d.txt", Array("d".utf8))], workingDirectory: "/p")

    func testFilesAndTheirFolders() throws {
        XCTAssertEqual(try files.read("a.yaml", limit: 10).get(), Array("a".utf8))
        XCTAssertEqual(try files.read("/p/b/../b/./c.yaml", limit: 10).get(), Array("bc".utf8))
        XCTAssertEqual(try files.read("/p/b/c.yaml", limit: 1).get(), Array("b".utf8), "reading stops at the limit")
        XCTAssertEqual(try files.list("/p").get().names.sorted(), ["a.yaml", "b"])
        XCTAssertEqual(try files.list("b").get().names.sorted(), ["c.yaml", "d.txt"])
        XCTAssertEqual(try files.status("/p/b").get().kind, .directory)
        XCTAssertEqual(try files.status("/").get().kind, .directory)
        XCTAssertEqual(try files.linkStatus("a.yaml").get().kind, .regularFile)
        XCTAssertEqual(try files.status("a.yaml").get().size, 1)
        XCTAssertNotEqual(try files.status("a.yaml").get().identity, try files.status("b/c.yaml").get().identity)
        XCTAssertEqual(try files.status("./a.yaml").get().identity, try files.status("/p/a.yaml").get().identity)
        XCTAssertEqual(files.resolvedPath("b/../a.yaml"), "/p/a.yaml")
        XCTAssertEqual(files.version("a.yaml"), .held(Array("a".utf8)))
        XCTAssertEqual(files.paths, ["/p/a.yaml", "/p/b/c.yaml", "/p/b/d.txt"])
    }

    func testWhatIsNotThereFailsAsTheDiskDoes() {
        XCTAssertEqual(files.status("/p/none.yaml").failure?.reason, "No such file or directory")
        XCTAssertEqual(files.read("/p/b", limit: 10).failure?.reason, "Is a directory")
        XCTAssertEqual(files.list("/p/a.yaml").failure?.reason, "Not a directory")
        XCTAssertNil(files.resolvedPath("/p/none"))
        XCTAssertEqual(files.version("/p/none"), .stamped(nil))
    }

    func testNamesThatDifferOnlyInNormalisationAreTwoFiles() throws {
        let composed = "/p/caf\u{E9}.yaml"
        let decomposed = "/p/cafe\u{301}.yaml"
        XCTAssertEqual(composed, decomposed, "Swift strings compare canonically")
        let twins = MemoryFileSystem([(composed, [1]), (decomposed, [2])])
        XCTAssertEqual(try twins.read(composed, limit: 9).get(), [1])
        XCTAssertEqual(try twins.read(decomposed, limit: 9).get(), [2])
        XCTAssertEqual(try twins.list("/p").get().names.count, 2)
        XCTAssertNotEqual(PathKey(composed), PathKey(decomposed))
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
