import CampaignDiagnostics
import CampaignTestSupport
import CampaignWorkspace
import XCTest

/// Texts held over the disk (an editor's open documents, fixed texts): a held text is read
/// instead of the file, is the same file for identity, and its bytes are its version.
final class OverlayFileSystemTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("a.yaml", "on disk\n")
        try folder.write("c.yaml", "12345678")
    }

    override func tearDown() {
        folder.remove()
    }

    func testAHeldTextStandsForTheFile() throws {
        let disk = DiskFileSystem()
        let held = Array("held\n".utf8)
        let overlay = OverlayFileSystem([PathKey(folder.path("a.yaml")): held, PathKey(folder.path("new.yaml")): [1, 2]], over: disk)
        XCTAssertEqual(try overlay.read(folder.path("a.yaml"), limit: 100).get(), held)
        XCTAssertEqual(try overlay.read(folder.path("a.yaml"), limit: 2).get(), Array("he".utf8))
        XCTAssertEqual(overlay.version(folder.path("a.yaml")), .held(held))
        XCTAssertEqual(try overlay.status(folder.path("a.yaml")).get().size, held.count)
        XCTAssertEqual(
            try overlay.status(folder.path("a.yaml")).get().identity, try disk.status(folder.path("a.yaml")).get().identity,
            "the file below keeps its identity: two paths of it are still one input")
        XCTAssertEqual(try overlay.status(folder.path("new.yaml")).get().kind, .regularFile)
        XCTAssertEqual(try overlay.list(folder.path).get().names.sorted(), ["a.yaml", "c.yaml"], "folders list what the disk holds")
        XCTAssertEqual(overlay.resolvedPath(folder.path("new.yaml")), folder.path("new.yaml"))
        guard case .stamped(let stamp?) = overlay.version(folder.path("c.yaml")) else { return XCTFail("the disk's stamp below") }
        XCTAssertEqual(stamp.size, 8)
    }
}
