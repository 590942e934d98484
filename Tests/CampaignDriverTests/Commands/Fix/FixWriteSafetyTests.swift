import CampaignDriver
import CampaignTestSupport
import CampaignWorkspace
import Foundation
import XCTest

/// `validate --fix` never loses or corrupts bytes (SPEC §13.2): edits go to the bytes that were
/// checked, a file saved meanwhile is never written over, standard input comes back whole and
/// writes nothing, owner, group and hard links are kept, and two renames to one key are not
/// applied together.
final class FixWriteSafetyTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        let folder = try TestFolder()
        addTeardownBlock { folder.remove() }
        try folder.write("campaignc.yaml", "exclude: [drafts]\n")
        self.folder = folder
    }

    private func run(_ options: ValidateOptions, files: any SourceFileSystem = DiskFileSystem(), stdin: StandardInputStub = StandardInputStub([]))
        async -> FixOperation.Result
    {
        var environment = DriverEnvironment(
            workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 2, readStandardInput: { stdin.read($0) })
        environment.files = files
        return await FixOperation.run(options, diff: false, environment: environment)
    }

    private func text(_ relative: String) -> String? {
        folder.bytes(relative).map { String(decoding: $0, as: UTF8.self) }
    }

    private static let fixable = "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hello, animate: yes }\n"

    func testAFileSavedAfterItWasReadIsNotWrittenOverAndTheRunExitsTwoNamingIt() async throws {
        try folder.write("a.yaml", Self.fixable)
        let saved = "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hello, this is the new text, animate: yes }\n"
        let files = SavingFileSystem(path: folder.path("a.yaml"), savedText: Array(saved.utf8))
        let result = await run(ValidateOptions(paths: [folder.path]), files: files)
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertEqual(
            result.standardError,
            "campaignc: error: cannot write '\(folder.path("a.yaml"))': it changed after it was read; nothing was written to it (run campaignc validate --fix again)\n"
        )
        XCTAssertEqual(text("a.yaml"), saved)
        XCTAssertEqual(try folder.listing(""), ["a.yaml", "campaignc.yaml"], "no temporary file is left")
    }

    func testStandardInputOverTheSizeLimitComesBackByteForByte() async throws {
        var input = Array("campaign: big\ntrigger: session_start\nmessage: { type: slideup, message: Hi, animate: yes }\n".utf8)
        let line = Array("# padding padding padding padding padding padding padding padding padding padding\n".utf8)
        while input.count < 10_000_090 { input += line }
        let result = await run(ValidateOptions(paths: ["-"]), stdin: StandardInputStub(input))
        XCTAssertEqual(result.standardOutput.count, input.count)
        XCTAssertTrue(result.standardOutput == input)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(result.standardError.contains("error[E005]"), String(result.standardError.prefix(400)))
    }

    func testStandardInputWritesNoFileNotEvenTheProjectFile() async throws {
        try folder.write("campaignc.yaml", "exlude: [drafts]\n")
        let result = await run(
            ValidateOptions(paths: ["-"], stdinFilename: folder.path("in.yaml")), stdin: StandardInputStub(Array(Self.fixable.utf8)))
        XCTAssertEqual(text("campaignc.yaml"), "exlude: [drafts]\n")
        XCTAssertEqual(String(decoding: result.standardOutput, as: UTF8.self), Self.fixable.replacingOccurrences(of: "yes", with: "true"))
        XCTAssertTrue(result.standardError.hasSuffix("; 1 fix applied\n"), result.standardError)
        XCTAssertTrue(result.standardError.contains("campaignc.yaml:1:1: error[E101]"), result.standardError)
        XCTAssertEqual(result.exitStatus, 1)
    }

    func testOwnerAndGroupAreKept() async throws {
        guard getuid() == 0 else { throw XCTSkip("giving a file to another user needs root") }
        try folder.write("a.yaml", Self.fixable)
        try FileManager.default.setAttributes(
            [.ownerAccountID: 4321, .groupOwnerAccountID: 4322, .posixPermissions: 0o600], ofItemAtPath: folder.path("a.yaml"))
        let result = await run(ValidateOptions(paths: [folder.path]))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(text("a.yaml"), Self.fixable.replacingOccurrences(of: "yes", with: "true"))
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path("a.yaml"))
        XCTAssertEqual(attributes[.ownerAccountID] as? Int, 4321)
        XCTAssertEqual(attributes[.groupOwnerAccountID] as? Int, 4322)
        XCTAssertEqual(attributes[.posixPermissions] as? Int, 0o600)
    }

    func testAFileWithHardLinksIsWrittenInPlaceSoEveryNameSeesTheFix() async throws {
        try folder.write("a.yaml", Self.fixable)
        try folder.write("elsewhere/.keep")
        XCTAssertEqual(link(folder.path("a.yaml"), folder.path("elsewhere/a-link.yaml")), 0)
        let inode = try FileManager.default.attributesOfItem(atPath: folder.path("a.yaml"))[.systemFileNumber] as? Int
        let result = await run(ValidateOptions(paths: [folder.path("a.yaml")]))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let fixed = Self.fixable.replacingOccurrences(of: "yes", with: "true")
        XCTAssertEqual(text("a.yaml"), fixed)
        XCTAssertEqual(text("elsewhere/a-link.yaml"), fixed)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder.path("a.yaml"))[.systemFileNumber] as? Int, inode)
    }

    func testTwoMisspellingsOfOneKeyAreNotBothRenamed() async throws {
        let text = "campaign: a\ntrigger: session_start\nmessage: { type: slideup, mesage: Hi, messge: Ho }\n"
        try folder.write("a.yaml", text)
        let result = await run(ValidateOptions(paths: [folder.path]))
        XCTAssertEqual(self.text("a.yaml"), "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi, messge: Ho }\n")
        XCTAssertTrue(String(decoding: result.standardOutput, as: UTF8.self).contains("error[E101]: unknown key `messge`"))
        XCTAssertFalse(String(decoding: result.standardOutput, as: UTF8.self).contains("E002"))
        XCTAssertEqual(result.exitStatus, 1)
        // In two mappings, each gets its rename in the same pass.
        try folder.write(
            "b.yaml",
            "campaign: b\ntrigger: session_start\nmessage: { type: slideup, mesage: Hi }\n---\ncampaign: c\ntrigger: session_start\nmessage: { type: slideup, mesage: Ho }\n"
        )
        let two = await run(ValidateOptions(paths: [folder.path("b.yaml")]))
        XCTAssertEqual(two.exitStatus, 0, String(decoding: two.standardOutput, as: UTF8.self))
        XCTAssertEqual(
            self.text("b.yaml"),
            "campaign: b\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n---\ncampaign: c\ntrigger: session_start\nmessage: { type: slideup, message: Ho }\n"
        )
    }

    /// 11,000 fixable diagnostics in one file: more than ten passes of a full report (1,000 per
    /// file) — the passes go on while a report is full, so a second run has nothing left.
    func testMoreFixesThanTenFullReportsAreAllApplied() async throws {
        let document = "campaign: c\ntrigger: session_start\nmessage: { type: Slideup, message: Hi, animate: yes }\n"
        let text = (0..<5_500).map { document.replacingOccurrences(of: "c\n", with: "c\($0)\n") }.joined(separator: "---\n")
        try folder.write("many.yaml", text)
        let result = await run(ValidateOptions(paths: [folder.path("many.yaml")]))
        let report = String(decoding: result.standardOutput, as: UTF8.self)
        XCTAssertTrue(report.hasSuffix("\n0 errors, 5499 warnings in 1 file (5500 campaigns); 11000 fixes applied\n"), String(report.suffix(200)))
        let again = await run(ValidateOptions(paths: [folder.path("many.yaml")]))
        XCTAssertTrue(String(decoding: again.standardOutput, as: UTF8.self).hasSuffix("(5500 campaigns); 0 fixes applied\n"))
        XCTAssertFalse(String(decoding: again.standardOutput, as: UTF8.self).contains("E10"))
    }
}

/// Standard input that is consumed as it is read, as a pipe is.
final class StandardInputStub: @unchecked Sendable {
    private let lock = NSLock()
    private var rest: ArraySlice<UInt8>

    init(_ bytes: [UInt8]) {
        rest = bytes[...]
    }

    func read(_ limit: Int) -> Result<[UInt8], StandardInputFailure> {
        lock.lock()
        defer { lock.unlock() }
        let taken = Array(rest.prefix(limit))
        rest = rest.dropFirst(taken.count)
        return .success(taken)
    }
}

/// The disk, where an editor saves `path` with `savedText` just after campaignc first reads it.
final class SavingFileSystem: SourceFileSystem, @unchecked Sendable {
    private let disk = DiskFileSystem()
    private let path: String
    private let savedText: [UInt8]
    private let lock = NSLock()
    private var saved = false

    init(path: String, savedText: [UInt8]) {
        self.path = path
        self.savedText = savedText
    }

    func status(_ path: String) -> Result<FileStatus, FileSystemFailure> { disk.status(path) }
    func linkStatus(_ path: String) -> Result<FileStatus, FileSystemFailure> { disk.linkStatus(path) }
    func list(_ directory: String) -> Result<DirectoryListing, FileSystemFailure> { disk.list(directory) }
    func version(_ path: String) -> TextVersion { disk.version(path) }
    func resolvedPath(_ path: String) -> String? { disk.resolvedPath(path) }

    func read(_ path: String, limit: Int, sizeHint: Int) -> Result<[UInt8], FileSystemFailure> {
        let bytes = disk.read(path, limit: limit, sizeHint: sizeHint)
        lock.lock()
        defer { lock.unlock() }
        if path == self.path, !saved {
            saved = true
            try? Data(savedText).write(to: URL(fileURLWithPath: path))
        }
        return bytes
    }
}
