import CampaignTestSupport
import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 23 items 1, 3 and 4, through the built executable: outputs that are not regular files
/// are written straight into (never renamed over), an output that is one of the inputs is
/// refused before anything is written, and `test --write-baseline` writes its baseline.
final class OutputTargetCommandTests: XCTestCase {
    private var folder: TestFolder!

    private static let campaign = "campaign: a\ntrigger: session_start\nmessage: { type: modal, message: hi, image: https://cdn.example.com/a }\n"
    private static let scenario = "scenario: shown\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - session_start\n  - expect: { displayed: a }\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("a.yaml", Self.campaign)
    }

    override func tearDown() {
        folder.remove()
    }

    private func campaignc(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(arguments + ["--now", "2026-03-01T00:00:00Z"], in: folder.url)
    }

    // MARK: item 1

    func testOutputsIntoADeviceNodeGoIntoItAndTheNodeStays() throws {
        try SpecialFiles.makeMemoryDevice(folder.path("sink"), minor: SpecialFiles.nullMinor)
        for arguments in [["compile", "a.yaml", "--output", "sink"], ["validate", "a.yaml", "--write-baseline", "sink"]] {
            let result = try campaignc(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.standardError)")
            XCTAssertEqual(SpecialFiles.kind(folder.path("sink")), S_IFCHR, "\(arguments)")
            XCTAssertEqual(try folder.listing(), ["a.yaml", "sink"], "\(arguments)")
        }
    }

    func testAWriteErrorOfADeviceNodeIsExitTwoAndTheNodeStays() throws {
        try SpecialFiles.makeMemoryDevice(folder.path("full"), minor: SpecialFiles.fullMinor)
        let result = try campaignc(["compile", "a.yaml", "--output", "full"])
        XCTAssertEqual(
            result, ProcessOutput(status: 2, standardOutput: "", standardError: "campaignc: error: cannot write 'full': No space left on device\n"))
        XCTAssertEqual(SpecialFiles.kind(folder.path("full")), S_IFCHR)
    }

    func testAFIFOAndALinkToOneAreWrittenThroughAndKept() throws {
        let capture = try OutputCapture()
        defer { capture.remove() }
        try SpecialFiles.makeFIFO(folder.path("pipe"))
        try folder.symlink("link.json", to: "pipe")
        for (arguments, expected) in [
            (["compile", "a.yaml", "--output", "pipe"], #"{"local_assets":[]"#),
            (["validate", "a.yaml", "--write-baseline", "link.json"], "{\n  \"entries\": [\n"),
        ] {
            let reader = try FIFOReader(path: folder.path("pipe"))
            let started = try CampaigncProcess.start(arguments + ["--now", "2026-03-01T00:00:00Z"], in: folder.url, output: capture.handle)
            let bytes = reader.readAll(until: started.process)
            let result = try started.finish()
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.standardError)")
            XCTAssertTrue(String(decoding: bytes, as: UTF8.self).hasPrefix(expected), "\(arguments): \(bytes.count) bytes")
            XCTAssertEqual(SpecialFiles.kind(folder.path("pipe")), S_IFIFO)
            XCTAssertEqual(SpecialFiles.kind(folder.path("link.json")), S_IFLNK)
            XCTAssertEqual(try folder.listing(), ["a.yaml", "link.json", "pipe"])
        }
    }

    func testALinkToARegularFileKeepsTheLinkAndReplacesItsTarget() throws {
        try folder.write("build/payload.json", "old\n")
        try folder.symlink("payload.json", to: "build/payload.json")
        XCTAssertEqual(try campaignc(["compile", "a.yaml", "--output", "payload.json"]).status, 0)
        XCTAssertEqual(SpecialFiles.kind(folder.path("payload.json")), S_IFLNK)
        XCTAssertTrue(String(decoding: folder.bytes("build/payload.json") ?? [], as: UTF8.self).hasPrefix(#"{"local_assets""#))
        XCTAssertEqual(try folder.listing(), ["a.yaml", "build", "payload.json"])
        XCTAssertEqual(try folder.listing("build"), ["payload.json"])
    }

    // MARK: item 3

    func testAnOutputThatIsAnInputIsExitTwoAndWritesNothing() throws {
        try folder.symlink("alias.json", to: "a.yaml")
        try folder.write("campaignc.yaml", "assets: { base_url: https://cdn.example.com/ }\n")
        let project = folder.bytes("campaignc.yaml")
        let cases: [([String], String)] = [
            (["compile", "a.yaml", "--output", "a.yaml"], "--output 'a.yaml' is the input 'a.yaml'"),
            (["compile", "a.yaml", "--output", "./a.yaml"], "--output './a.yaml' is the input 'a.yaml'"),
            (["compile", "a.yaml", "--output", "alias.json"], "--output 'alias.json' is the input 'a.yaml'"),
            (["compile", ".", "--output", folder.path("a.yaml")], "--output '\(folder.path("a.yaml"))' is the input './a.yaml'"),
            (["validate", "a.yaml", "--write-baseline", "a.yaml"], "--write-baseline 'a.yaml' is the input 'a.yaml'"),
            (
                ["compile", "a.yaml", "--write-baseline", "b.json", "--output", "alias.json"],
                "--output 'alias.json' is the input 'a.yaml'"
            ),
            (["compile", "a.yaml", "--output", "campaignc.yaml"], "--output 'campaignc.yaml' is the input 'campaignc.yaml'"),
        ]
        for (arguments, message) in cases {
            let result = try campaignc(arguments)
            XCTAssertEqual(
                result,
                ProcessOutput(status: 2, standardOutput: "", standardError: "campaignc: error: \(message): nothing was written\n"),
                "\(arguments)")
            XCTAssertEqual(folder.bytes("a.yaml"), Array(Self.campaign.utf8))
            XCTAssertEqual(folder.bytes("campaignc.yaml"), project)
            XCTAssertEqual(try folder.listing(), ["a.yaml", "alias.json", "campaignc.yaml"], "\(arguments)")
        }
    }

    func testTestRefusesToWriteItsBaselineOverThePayload() throws {
        try folder.write("s.yaml", Self.scenario)
        XCTAssertEqual(try campaignc(["compile", "a.yaml", "--output", "p.json"]).status, 0)
        let payload = folder.bytes("p.json")
        let result = try campaignc(["test", "s.yaml", "--payload", "p.json", "--write-baseline", "p.json"])
        XCTAssertEqual(
            result,
            ProcessOutput(
                status: 2, standardOutput: "",
                standardError: "campaignc: error: --write-baseline 'p.json' is the input 'p.json': nothing was written\n"))
        XCTAssertEqual(folder.bytes("p.json"), payload)
    }

    func testTheBaselineReadMayBeRewritten() throws {
        XCTAssertEqual(try campaignc(["validate", "a.yaml", "--write-baseline", "b.json"]).status, 0)
        let result = try campaignc(["validate", "a.yaml", "--baseline", "b.json", "--write-baseline", "b.json"])
        XCTAssertEqual(result, ProcessOutput(status: 0, standardOutput: "ok: 1 campaign in 1 file; 1 baselined\n", standardError: ""))
    }

    // MARK: item 4

    func testTestWritesItsBaseline() throws {
        try folder.write("s.yaml", Self.scenario)
        let result = try campaignc(["test", ".", "--write-baseline", "b.json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("ok: 1 campaign in 2 files; 1 baselined\n"), result.standardOutput)
        let baseline = String(decoding: folder.bytes("b.json") ?? [], as: UTF8.self)
        XCTAssertTrue(baseline.hasPrefix("{\n  \"entries\": [\n    {\n      \"code\": \"W211\",\n      \"count\": 1,\n"), baseline)
        // The same baseline as validate records for the same campaigns.
        XCTAssertEqual(try campaignc(["validate", ".", "--write-baseline", "v.json"]).status, 0)
        XCTAssertEqual(folder.bytes("v.json"), folder.bytes("b.json"))
        let again = try campaignc(["test", ".", "--baseline", "b.json"])
        XCTAssertEqual(again.status, 0, again.standardOutput)
        XCTAssertTrue(again.standardOutput.contains("; 1 baselined\n"), again.standardOutput)
    }
}

/// A file outside the test's folder to take a process's standard output.
struct OutputCapture {
    let folder: TestFolder
    let handle: FileHandle

    init() throws {
        folder = try TestFolder()
        try folder.write("stdout")
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: folder.path("stdout")))
    }

    var text: String { String(decoding: folder.bytes("stdout") ?? [], as: UTF8.self) }

    func remove() {
        try? handle.close()
        folder.remove()
    }
}

/// Reads a FIFO from before a writer opens it until that writer's process has ended, without
/// ever blocking: a writer that replaced the FIFO instead of writing into it leaves nothing.
struct FIFOReader {
    let descriptor: Int32

    init(path: String) throws {
        descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw CocoaError(.fileReadNoPermission) }
    }

    func readAll(until process: Process) -> [UInt8] {
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let ended = !process.isRunning
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                bytes += buffer[0..<count]
                continue
            }
            if ended { return bytes }
            usleep(2_000)
        }
    }
}

/// Issue 23 item 7 through the executable: a campaign file the folder walk cannot read stops
/// the run (exit 2) instead of compiling the others without it.
final class OddInputCommandTests: XCTestCase {
    func testADanglingLinkInAFolderIsExitTwoAndNothingIsWritten() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        try folder.write("a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: hi }\n")
        try folder.symlink("gone.yaml", to: "moved/gone.yaml")
        let result = try CampaigncProcess.run(["compile", ".", "--output", "out.json"], in: folder.url)
        XCTAssertEqual(
            result,
            ProcessOutput(
                status: 2, standardOutput: "",
                standardError: "campaignc: error: cannot read './gone.yaml': No such file or directory (a dangling symbolic link)\n"))
        XCTAssertFalse(folder.exists("out.json"))
    }
}
