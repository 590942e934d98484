import CampaignTestSupport
import CampaignWorkspace
import Foundation
import XCTest

/// The disk through POSIX calls: the system's reasons, names that are not UTF-8 (with their
/// kind), stamps that change with the file.
final class DiskFileSystemTests: XCTestCase {
    private var folder: TestFolder!
    private let disk = DiskFileSystem()

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    func testNamesThatAreNotUTF8AreListedByTheirBytesWithTheirKind() throws {
        try folder.write("ok.yaml", "x")
        for (name, isDirectory) in [([UInt8(0x66), 0xFF, 0x2E, 0x79, 0x6D, 0x6C], false), ([0x64, 0xFE], true)] {
            let path = Array(folder.path("").utf8) + name
            let raw = (path + [0]).map { CChar(bitPattern: $0) }
            if isDirectory {
                XCTAssertEqual(mkdir(raw, 0o755), 0)
            } else {
                let descriptor = open(raw, O_WRONLY | O_CREAT, 0o644)
                XCTAssertGreaterThanOrEqual(descriptor, 0)
                close(descriptor)
            }
        }
        let listing = try disk.list(folder.path).get()
        XCTAssertEqual(listing.names, ["ok.yaml"])
        XCTAssertEqual(
            listing.undecodable.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) },
            [.init(bytes: [0x64, 0xFE], isDirectory: true), .init(bytes: [0x66, 0xFF, 0x2E, 0x79, 0x6D, 0x6C], isDirectory: false)])
        XCTAssertEqual(DirectoryListing.shown([0x66, 0xFF, 0x2E, 0x79]), "f\\xFF.y")
    }

    func testReadsStatusAndStamps() throws {
        try folder.write("a.yaml", "12345")
        XCTAssertEqual(try disk.read(folder.path("a.yaml"), limit: 3).get(), Array("123".utf8))
        XCTAssertEqual(try disk.read(folder.path("a.yaml"), limit: 99, sizeHint: 5).get(), Array("12345".utf8))
        XCTAssertEqual(disk.read(folder.path("none"), limit: 3).failure?.reason, "No such file or directory")
        XCTAssertEqual(disk.read(folder.path, limit: 3).failure?.reason, "Is a directory")
        try folder.symlink("link.yaml", to: folder.path("a.yaml"))
        XCTAssertEqual(try disk.linkStatus(folder.path("link.yaml")).get().kind, .symbolicLink)
        XCTAssertEqual(try disk.status(folder.path("link.yaml")).get().identity, try disk.status(folder.path("a.yaml")).get().identity)
        XCTAssertEqual(disk.resolvedPath(folder.path("link.yaml")), disk.resolvedPath(folder.path("a.yaml")))
        let before = disk.version(folder.path("a.yaml"))
        XCTAssertEqual(before, disk.version(folder.path("a.yaml")))
        try folder.write("a.yaml", "123456")
        XCTAssertNotEqual(before, disk.version(folder.path("a.yaml")), "a changed file has another stamp")
        XCTAssertEqual(disk.version(folder.path), .stamped(nil), "a folder has no text")
    }
}
