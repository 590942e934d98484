import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// `validate --fix` and `--diff` (SPEC §13.2) as a library call: passes, writes, standard
/// input, the diff, exit statuses and the summary.
final class FixOperationTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "exclude: [drafts]\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private func run(_ options: ValidateOptions, diff: Bool = false, stdin: [UInt8] = []) async -> FixOperation.Result {
        let environment = DriverEnvironment(
            workingDirectory: folder.path, currentTime: 1_772_355_600, processorCount: 2,
            readStandardInput: { limit in .success(Array(stdin.prefix(limit))) })
        return await FixOperation.run(options, diff: diff, environment: environment)
    }

    private func text(_ relative: String) -> String? {
        folder.bytes(relative).map { String(decoding: $0, as: UTF8.self) }
    }

    private func output(_ result: FixOperation.Result) -> String {
        String(decoding: result.standardOutput, as: UTF8.self)
    }

    func testAFixCanRevealAnotherPassesRepeatUntilNothingApplies() async throws {
        try folder.write("a.yaml", "campaign: a\ntrigger: session_start\nmesage: { type: Slideup, message: Hi }  # note\n")
        let result = await run(ValidateOptions(paths: [folder.path]))
        XCTAssertEqual(text("a.yaml"), "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi }  # note\n")
        XCTAssertEqual(output(result), "ok: 1 campaign in 1 file; 2 fixes applied\n")
        XCTAssertEqual(result.exitStatus, 0)
        XCTAssertEqual(result.standardError, "")

        // Idempotent: nothing applies and no file is written.
        let before = try FileManager.default.attributesOfItem(atPath: folder.path("a.yaml"))
        let again = await run(ValidateOptions(paths: [folder.path]))
        XCTAssertEqual(output(again), "ok: 1 campaign in 1 file; 0 fixes applied\n")
        let after = try FileManager.default.attributesOfItem(atPath: folder.path("a.yaml"))
        XCTAssertEqual(before[.systemFileNumber] as? Int, after[.systemFileNumber] as? Int)
        XCTAssertEqual(before[.modificationDate] as? Date, after[.modificationDate] as? Date)
    }

    func testOnlySafeFixItsAndNeverAFileWithASyntaxError() async throws {
        let broken = "campaign: b\nprority: high\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n---\ncampaign: [\n"
        try folder.write("b.yaml", broken)
        // `modl` → `modal` is a guess: offered, never applied.
        try folder.write("c.yaml", "campaign: c\ntrigger: session_start\nmessage: { type: modl, message: Hi }\n")
        let result = await run(ValidateOptions(paths: [folder.path], format: .json))
        XCTAssertEqual(text("b.yaml"), broken)
        XCTAssertEqual(text("c.yaml"), "campaign: c\ntrigger: session_start\nmessage: { type: modl, message: Hi }\n")
        XCTAssertTrue(output(result).contains("\"applied_fixes\":0"), output(result))
        XCTAssertEqual(result.exitStatus, 1)
    }

    func testTheProjectFileIsFixedAndTheNextPassReadsItsSettings() async throws {
        try folder.write("campaignc.yaml", "exlude: [drafts]\n")
        try folder.write("a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
        try folder.write("drafts/d.yaml", "campaign: [\n")
        let result = await run(ValidateOptions(paths: [folder.path]))
        XCTAssertEqual(text("campaignc.yaml"), "exclude: [drafts]\n")
        XCTAssertEqual(output(result), "ok: 1 campaign in 1 file; 1 fix applied\n")
    }

    func testPermissionBitsAreKeptAndALinksTargetIsWritten() async throws {
        try folder.write("real/a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi, animate: yes }\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path("real/a.yaml"))
        try folder.write("campaigns/.keep")
        try folder.symlink("campaigns/a.yaml", to: "../real/a.yaml")
        let result = await run(ValidateOptions(paths: [folder.path("campaigns")]))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path("campaigns/a.yaml")), "../real/a.yaml")
        XCTAssertEqual(text("real/a.yaml"), "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi, animate: true }\n")
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: folder.path("real/a.yaml"))[.posixPermissions] as? Int, 0o640)
        XCTAssertEqual(try folder.listing("real"), ["a.yaml"], "no temporary file is left")
    }

    func testAFileThatCannotBeWrittenIsLeftAsItWasAndTheRunExitsTwoAfterTheOthers() async throws {
        // The temporary file's name would be over the 255 bytes of a name: the write fails.
        let long = String(repeating: "n", count: 240) + ".yaml"
        let unfixed = "campaign: long\ntrigger: session_start\nmessage: { type: slideup, message: Hi, animate: yes }\n"
        try folder.write(long, unfixed)
        try folder.write("a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi, animate: no }\n")
        let result = await run(ValidateOptions(paths: [folder.path]))
        XCTAssertEqual(result.exitStatus, 2)
        XCTAssertEqual(result.standardError, "campaignc: error: cannot write '\(folder.path(long))': File name too long\n")
        XCTAssertEqual(text(long), unfixed)
        XCTAssertEqual(text("a.yaml"), "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi, animate: false }\n")
        // The report is of the files as they are now: the long one still has its E103.
        XCTAssertTrue(output(result).hasSuffix("1 error, 0 warnings in 2 files (2 campaigns); 1 fix applied\n"), output(result))
        XCTAssertTrue(output(result).contains("\(folder.path(long)):3:"), output(result))
    }

    func testStandardInputIsNeverWrittenItsFixedTextGoesToStandardOutput() async throws {
        let result = await run(
            ValidateOptions(paths: ["-"], stdinFilename: folder.path("in.yaml")),
            stdin: Array("campaign: s\ntrigger: session_start\nmessage: { type: Modal, message: Hi }\n".utf8))
        XCTAssertEqual(output(result), "campaign: s\ntrigger: session_start\nmessage: { type: modal, message: Hi }\n")
        XCTAssertEqual(result.standardError, "ok: 1 campaign in 1 file; 1 fix applied\n")
        XCTAssertFalse(folder.exists("in.yaml"))

        // A text that did not read as written comes back byte for byte (here not UTF-8).
        let invalid: [UInt8] = Array("campaign: s\nprority: high\n".utf8) + [0xFF, 0x0A]
        let untouched = await run(ValidateOptions(paths: ["-"], configPath: folder.path("campaignc.yaml")), stdin: invalid)
        XCTAssertEqual(untouched.standardOutput, invalid)
        XCTAssertEqual(untouched.exitStatus, 1)
        XCTAssertTrue(untouched.standardError.contains("error[E006]"), untouched.standardError)
    }

    /// A no-break space that indents a line is E001 with a safe fix-it: the one front-end error
    /// `--fix` mends, after which the file reads as written and its other fixes follow.
    func testANoBreakSpaceInTheIndentationIsFixed() async throws {
        try folder.write("n.yaml", "campaign: n\ntrigger: session_start\nmessage:\n  type: modal\n\u{a0} mesage: Hi\n")
        let result = await run(ValidateOptions(paths: [folder.path("n.yaml")]))
        XCTAssertEqual(result.exitStatus, 0, output(result))
        XCTAssertEqual(text("n.yaml"), "campaign: n\ntrigger: session_start\nmessage:\n  type: modal\n  message: Hi\n")
        XCTAssertTrue(output(result).hasSuffix("; 2 fixes applied\n"), output(result))
        // A tab's fix-it is a guess: the file keeps every byte.
        try folder.write("t.yaml", "campaign: t\ntrigger: session_start\nmessage:\n\ttype: modal\n  message: Hi\n")
        let tab = await run(ValidateOptions(paths: [folder.path("t.yaml")]))
        XCTAssertEqual(tab.exitStatus, 1)
        XCTAssertEqual(text("t.yaml"), "campaign: t\ntrigger: session_start\nmessage:\n\ttype: modal\n  message: Hi\n")
    }

    func testDiffWritesNothingAndPrintsAUnifiedDiffInPathOrder() async throws {
        let b = "campaign: b\ntrigger: session_start\nmessage: { type: slideup, message: Hi, animate: on }"
        try folder.write("b.yaml", b)
        try folder.write(
            "a.yaml", "campaign: a\n# 1\n# 2\n# 3\n# 4\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\nprority: high\n# 5\n")
        let result = await run(ValidateOptions(paths: [folder.path]), diff: true)
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            output(result),
            """
            --- a/\(folder.path("a.yaml"))
            +++ b/\(folder.path("a.yaml"))
            @@ -5,5 +5,5 @@
             # 4
             trigger: session_start
             message: { type: slideup, message: Hi }
            -prority: high
            +priority: high
             # 5
            --- a/\(folder.path("b.yaml"))
            +++ b/\(folder.path("b.yaml"))
            @@ -1,3 +1,3 @@
             campaign: b
             trigger: session_start
            -message: { type: slideup, message: Hi, animate: on }
            \\ No newline at end of file
            +message: { type: slideup, message: Hi, animate: true }
            \\ No newline at end of file

            """)
        XCTAssertEqual(text("b.yaml"), b)
        XCTAssertTrue(text("a.yaml")?.contains("prority: high\n") ?? false)

        try folder.write("b.yaml", "campaign: b\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n")
        try folder.write("a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: modal, message: Hi }\n")
        let clean = await run(ValidateOptions(paths: [folder.path]), diff: true)
        XCTAssertEqual(clean, FixOperation.Result(exitStatus: 0, standardOutput: [], standardError: ""))
    }

    func testWriteBaselineRecordsWhatIsLeftAfterTheFixes() async throws {
        let slot = "trigger: { custom_event: opened }\npriority: high\nmessage: { type: slideup, message: Hi }\n"
        try folder.write("a.yaml", "campaign: a\n" + slot)
        try folder.write("b.yaml", "campaign: b\n" + slot.replacingOccurrences(of: "Hi }", with: "Hi, animate: no }"))
        let result = await run(ValidateOptions(paths: [folder.path], format: .json, writeBaselinePath: folder.path("baseline.json")))
        XCTAssertEqual(result.exitStatus, 0, result.standardError)
        let baseline = text("baseline.json") ?? ""
        XCTAssertTrue(baseline.contains("\"code\": \"W402\""), baseline)
        XCTAssertFalse(baseline.contains("E103"), baseline)
        XCTAssertTrue(output(result).contains("\"applied_fixes\":1"), output(result))
    }
}
