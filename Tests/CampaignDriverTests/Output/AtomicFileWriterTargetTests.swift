import CampaignTestSupport
import Foundation
import XCTest

@testable import CampaignDriver

#if canImport(Glibc)
    import Glibc
#endif

/// What `AtomicFileWriter` does with each kind of destination (issue 23 items 1 and 5): a
/// regular file (or nothing) is replaced through a temporary file and a rename; anything else
/// is written straight into; a link is kept; the folder is locked while writing, and the
/// temporary files of a killed writer are removed, never anything else.
final class AtomicFileWriterTargetTests: XCTestCase {
    private var folder: TestFolder!
    private let bytes = Array("{\"a\":1}\n".utf8)

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    private func write(_ relative: String) -> Result<Void, AtomicFileWriter.Failure> {
        AtomicFileWriter.write(bytes, to: folder.path(relative))
    }

    private func failure(_ result: Result<Void, AtomicFileWriter.Failure>) -> AtomicFileWriter.Failure? {
        if case .failure(let failure) = result { return failure }
        return nil
    }

    func testANewFileAndARegularFileAreReplacedWhole() throws {
        XCTAssertNoThrow(try write("new.json").get())
        try folder.write("old.json", "old\n")
        XCTAssertNoThrow(try write("old.json").get())
        XCTAssertEqual(folder.bytes("new.json"), bytes)
        XCTAssertEqual(folder.bytes("old.json"), bytes)
        XCTAssertEqual(try folder.listing(), ["new.json", "old.json"])
    }

    func testADeviceNodeIsWrittenIntoAndStays() throws {
        try SpecialFiles.makeMemoryDevice(folder.path("sink"), minor: SpecialFiles.nullMinor)
        XCTAssertNoThrow(try write("sink").get())
        XCTAssertEqual(SpecialFiles.kind(folder.path("sink")), S_IFCHR)
        XCTAssertEqual(try folder.listing(), ["sink"])
    }

    func testAFailingDeviceGivesTheSystemsReason() throws {
        try SpecialFiles.makeMemoryDevice(folder.path("full"), minor: SpecialFiles.fullMinor)
        XCTAssertEqual(failure(write("full")), AtomicFileWriter.Failure(path: folder.path("full"), reason: "No space left on device"))
        XCTAssertEqual(SpecialFiles.kind(folder.path("full")), S_IFCHR)
        XCTAssertEqual(try folder.listing(), ["full"])
    }

    func testAFIFOAndALinkToOneGetTheBytes() throws {
        try SpecialFiles.makeFIFO(folder.path("pipe"))
        try folder.symlink("link", to: "pipe")
        for name in ["pipe", "link"] {
            let reader = open(folder.path("pipe"), O_RDONLY | O_NONBLOCK)
            XCTAssertGreaterThanOrEqual(reader, 0)
            XCTAssertNoThrow(try write(name).get())
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(reader, &buffer, buffer.count)
            close(reader)
            XCTAssertEqual(Array(buffer.prefix(max(count, 0))), bytes, name)
            XCTAssertEqual(SpecialFiles.kind(folder.path("pipe")), S_IFIFO)
            XCTAssertEqual(SpecialFiles.kind(folder.path("link")), S_IFLNK)
        }
    }

    func testALinkKeepsItselfAndItsTargetIsReplacedOrCreated() throws {
        try folder.write("real/target.json", "old\n")
        try folder.symlink("link.json", to: "real/target.json")
        try folder.symlink("dangling.json", to: "real/new.json")
        XCTAssertNoThrow(try write("link.json").get())
        XCTAssertNoThrow(try write("dangling.json").get())
        XCTAssertEqual(SpecialFiles.kind(folder.path("link.json")), S_IFLNK)
        XCTAssertEqual(SpecialFiles.kind(folder.path("dangling.json")), S_IFLNK)
        XCTAssertEqual(folder.bytes("real/target.json"), bytes)
        XCTAssertEqual(folder.bytes("real/new.json"), bytes)
        XCTAssertEqual(try folder.listing(), ["dangling.json", "link.json", "real"])
        XCTAssertEqual(try folder.listing("real"), ["new.json", "target.json"])
    }

    func testALinkLoopIsAFailure() throws {
        try folder.symlink("loop.json", to: "loop.json")
        XCTAssertEqual(
            failure(write("loop.json")), AtomicFileWriter.Failure(path: folder.path("loop.json"), reason: "Too many levels of symbolic links"))
        XCTAssertEqual(try folder.listing(), ["loop.json"])
    }

    func testTemporaryFilesOfAKilledWriterAreRemovedAndNothingElse() throws {
        let stale = [".campaignc-a.json.0123456789abcdef.tmp", ".campaignc-manifest.json.fedcba9876543210.old"]
        let kept = [
            ".campaignc-notes", ".campaignc-a.json.0123456789abcdeg.tmp", ".campaignc-a.json.0123.tmp", ".campaignc-a.json.0123456789abcdef.bak",
            "campaignc-a.json.0123456789abcdef.tmp", ".keep",
        ]
        for name in stale + kept { try folder.write(name, "x\n") }
        try folder.makeDirectory(".campaignc-dir.json.0123456789abcdef.tmp")
        XCTAssertNoThrow(try AtomicFileWriter.writeAll([(folder.path("a.json"), bytes), (folder.path("b.json"), bytes)]).get())
        XCTAssertEqual(try folder.listing(), (kept + [".campaignc-dir.json.0123456789abcdef.tmp", "a.json", "b.json"]).sorted())
    }

    func testAWriterWaitsForTheFoldersLock() throws {
        let lock = open(folder.path, O_RDONLY | O_DIRECTORY)
        XCTAssertEqual(flock(lock, LOCK_EX), 0)
        let done = expectation(description: "written")
        let path = folder.path("a.json")
        let bytes = self.bytes
        Thread.detachNewThread {
            _ = AtomicFileWriter.write(bytes, to: path)
            done.fulfill()
        }
        // While another writer holds the lock, nothing appears.
        usleep(300_000)
        XCTAssertEqual(try folder.listing(), [])
        close(lock)
        wait(for: [done], timeout: 30)
        XCTAssertEqual(folder.bytes("a.json"), bytes)
    }
}
