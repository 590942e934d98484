import CampaignTestSupport
import CampaignWorkspace
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 23 item 7: a campaign file found in a folder walk that cannot be read as one — a
/// dangling link, a link loop, a name that is not UTF-8 — stops the run with an error naming
/// it (exit 2), never silently drops the campaign. Entries that are not campaign files by
/// their name, hidden ones and excluded ones stay skipped.
final class InputDiscoveryOddEntryTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("root/ok.yaml")
    }

    override func tearDown() {
        folder.remove()
    }

    private func usageMessage(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> String? {
        do {
            let found = try InputDiscovery.discover(arguments, in: DiskFileSystem())
            XCTFail("expected a usage error, found \(found)", file: file, line: line)
            return nil
        } catch {
            guard case .usage(let message) = error else {
                XCTFail("expected a usage error, got \(error)", file: file, line: line)
                return nil
            }
            return message
        }
    }

    /// Creates a file whose name holds the bytes `name` (not UTF-8) in `root/`.
    private func writeRawName(_ name: [UInt8]) throws {
        let path = Array(folder.path("root/").utf8) + name + [0]
        let descriptor = path.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        close(descriptor)
    }

    func testADanglingLinkIsAnErrorNamingIt() throws {
        try folder.symlink("root/gone.yaml", to: "nowhere.yaml")
        let root = folder.path("root")
        XCTAssertEqual(usageMessage([root]), "cannot read '\(root)/gone.yaml': No such file or directory (a dangling symbolic link)")
    }

    func testALinkLoopIsAnErrorNamingIt() throws {
        try folder.symlink("root/loop.yaml", to: "loop.yaml")
        let root = folder.path("root")
        XCTAssertEqual(usageMessage([root]), "cannot read '\(root)/loop.yaml': Too many levels of symbolic links")
    }

    func testANameThatIsNotUTF8IsAnErrorNamingItsBytes() throws {
        try writeRawName(Array("caf".utf8) + [0xE9] + Array(".yaml".utf8))
        let root = folder.path("root")
        XCTAssertEqual(
            usageMessage([root]),
            "cannot read '\(root)/caf\\xE9.yaml': its name is not valid UTF-8; rename it")
    }

    func testAFolderWhoseNameIsNotUTF8IsAnError() throws {
        let path = Array(folder.path("root/").utf8) + [0xFE, 0x62, 0]
        XCTAssertEqual(path.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { mkdir($0.baseAddress!, 0o755) } }, 0)
        let root = folder.path("root")
        XCTAssertEqual(usageMessage([root]), "cannot read '\(root)/\\xFEb': its name is not valid UTF-8; rename it")
    }

    func testOddEntriesThatAreNotCampaignFilesStaySkipped() throws {
        try folder.symlink("root/gone.txt", to: "nowhere")
        try folder.symlink("root/.hidden.yaml", to: "nowhere")
        try writeRawName([0x2E, 0xE9, 0x2E, 0x79, 0x61, 0x6D, 0x6C])  // hidden: ".\xE9.yaml"
        try writeRawName([0xE9, 0x2E, 0x70, 0x6E, 0x67])  // "\xE9.png": not a campaign file
        let root = folder.path("root")
        XCTAssertEqual(try InputDiscovery.discover([root], in: DiskFileSystem()).map(\.displayPath), [root + "/ok.yaml"])
    }
}
