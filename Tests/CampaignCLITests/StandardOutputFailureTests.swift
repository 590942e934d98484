import CampaignTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 23 item 2: a failed or short write to standard output is exit status 2 with an error
/// line on standard error, never `ok`, for every command (SPEC §5). Standard output goes to a
/// device node that fails every write, a pipe whose reader has gone, or a file on a full
/// file system, each made in the test's own folder.
final class StandardOutputFailureTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: hi }\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private static let samples = CampaigncProcess.packageRoot.appendingPathComponent("Samples").path

    /// Every command that prints to standard output, as run in the test's folder.
    private var commands: [[String]] {
        [
            ["validate", "a.yaml"],
            ["validate", "a.yaml", "--format", "json"],
            ["compile", "a.yaml", "--output", "-"],
            ["test", Self.samples + "/valid", Self.samples + "/scenarios"],
            ["preview", "a.yaml", "--output-dir", "gallery"],
            ["explain", "E201"],
            ["schema", "campaign"],
            ["rules"],
            ["completions", "bash"],
            ["--help"],
            ["--version"],
        ]
    }

    func testAFullDeviceOnStandardOutputIsExitTwoForEveryCommand() throws {
        let node = folder.path("full")
        try SpecialFiles.makeMemoryDevice(node, minor: SpecialFiles.fullMinor)
        for arguments in commands {
            let output = try XCTUnwrap(FileHandle(forWritingAtPath: node))
            let result = try CampaigncProcess.run(arguments, in: folder.url, output: output)
            try output.close()
            XCTAssertFalse(result.killedBySignal, "\(arguments)")
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(
                result.standardError.hasSuffix("campaignc: error: cannot write standard output: No space left on device\n"),
                "\(arguments): \(result.standardError)")
            XCTAssertFalse(result.standardError.contains("ok:"), "\(arguments): \(result.standardError)")
        }
    }

    func testAPipeWhoseReaderHasGoneIsExitTwoNotASilentSignal() throws {
        for arguments in commands {
            let pipe = Pipe()
            try pipe.fileHandleForReading.close()
            let started = try CampaigncProcess.start(arguments, in: folder.url, output: pipe.fileHandleForWriting)
            try pipe.fileHandleForWriting.close()
            let result = try started.finish()
            XCTAssertFalse(result.killedBySignal, "\(arguments) ended by signal \(result.status)")
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(
                result.standardError.hasSuffix("campaignc: error: cannot write standard output: Broken pipe\n"),
                "\(arguments): \(result.standardError)")
        }
    }

    /// The case of the issue: `compile --output -` into a full disk wrote part of the payload,
    /// printed `ok` and exited 0. Here the disk is a 64 KiB tmpfs mounted in the test's folder
    /// and the payload about 300 KB.
    func testAShortWriteOnAFullFileSystemIsExitTwo() throws {
        let campaigns = (0..<1_000).map { "campaign: c\($0)\ntrigger: session_start\nmessage: { type: slideup, message: hello \($0) }\n" }
        try folder.write("many.yaml", campaigns.joined(separator: "---\n"))
        try folder.makeDirectory("disk")
        guard SpecialFiles.mountSmallFileSystem(at: folder.path("disk"), kilobytes: 64) else {
            throw XCTSkip("mounting a tmpfs is not permitted here; the other tests of this class cover the path")
        }
        defer { SpecialFiles.unmount(folder.path("disk")) }
        XCTAssertTrue(FileManager.default.createFile(atPath: folder.path("disk/payload.json"), contents: nil))
        let output = try XCTUnwrap(FileHandle(forWritingAtPath: folder.path("disk/payload.json")))
        let result = try CampaigncProcess.run(["compile", "many.yaml", "--output", "-"], in: folder.url, output: output)
        try output.close()
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertEqual(result.standardError, "campaignc: error: cannot write standard output: No space left on device\n")
        let written = try FileManager.default.attributesOfItem(atPath: folder.path("disk/payload.json"))[.size] as? Int
        XCTAssertLessThanOrEqual(written ?? 0, 64 * 1024)
    }
}
