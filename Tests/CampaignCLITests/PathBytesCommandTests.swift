import CampaignTestSupport
import Foundation
import XCTest

/// Paths are byte strings (SPEC §1): two names that differ only in their Unicode normalisation
/// are two files for `validate` and `--fix`, through the built executable.
final class PathBytesCommandTests: XCTestCase {
    private var folder: TestFolder!

    private let composed = "c/caf\u{E9}.yaml"
    private let decomposed = "c/cafe\u{301}.yaml"
    private let one = "campaign: one\ntrigger: session_start\nmessage: { type: modal, mesage: Hi }\n"
    private let two = "campaign: two\npriority: 80\ntrigger: any_purchase\nmessage: { type: modal, messge: Hello }\n"

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml")
        try folder.write(composed, one)
        try folder.write(decomposed, two)
    }

    override func tearDown() {
        folder.remove()
    }

    private func run(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(arguments, in: folder.url, environment: ["NO_COLOR": "1"])
    }

    func testTwinsAreTwoFilesEachQuotedFromItsOwnText() throws {
        let result = try run(["validate", "c"])
        XCTAssertEqual(result.status, 1)
        // The decomposed name sorts first (`e` before `é`'s lead byte); each snippet is its own file's line.
        XCTAssertEqual(
            Array(result.standardOutput.utf8),
            Array(
                """
                \(decomposed):4:25: error[E101]: unknown key `messge`
                   |
                 4 | message: { type: modal, messge: Hello }
                   |                         ^~~~~~
                   = help: did you mean `message`?
                   = help: replace `messge` with `message` (--fix)

                \(composed):3:25: error[E101]: unknown key `mesage`
                   |
                 3 | message: { type: modal, mesage: Hi }
                   |                         ^~~~~~
                   = help: did you mean `message`?
                   = help: replace `mesage` with `message` (--fix)

                2 errors, 0 warnings in 2 files (2 campaigns)

                """.utf8))
    }

    func testFixGivesEachTwinItsOwnEdits() throws {
        let result = try run(["validate", "--fix", "c"])
        XCTAssertEqual(result.standardOutput, "ok: 2 campaigns in 2 files; 2 fixes applied\n")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(folder.bytes(composed), Array(one.replacingOccurrences(of: "mesage", with: "message").utf8))
        XCTAssertEqual(folder.bytes(decomposed), Array(two.replacingOccurrences(of: "messge", with: "message").utf8))
    }

    /// `campaignc WORDS` run by `/bin/sh` in the test folder, each word through `printf '%b'`
    /// (`\0ooo` is the byte of octal `ooo`) so that it may hold bytes that are not UTF-8
    /// (Foundation's `Process` takes `String`s only).
    private func runWithBytes(_ words: [String]) throws -> ProcessOutput {
        let script = "cd \"$1\" && shift && exec \"$@\" " + words.map { "\"$(printf '%b' '\($0)')\"" }.joined(separator: " ")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "sh", folder.path, try CampaigncProcess.executable().path]
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        let err = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ProcessOutput(
            status: process.terminationStatus, standardOutput: String(decoding: out, as: UTF8.self), standardError: String(decoding: err, as: UTF8.self))
    }

    /// SPEC §19 item 12: a path named on the command line may hold any bytes the file system
    /// accepts; reports and messages write the bytes that are not UTF-8 as `\xHH`.
    func testAPathThatIsNotUTF8IsReadAndShownWithEscapes() throws {
        var name = Array("c/bad".utf8)
        name += [0xFF]
        name += Array(".yaml".utf8)
        let full = Array(folder.path.utf8) + [UInt8(ascii: "/")] + name
        let created = full.map { CChar(bitPattern: $0) } + [0]
        let descriptor = open(created, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        let text = Array(one.utf8)
        XCTAssertEqual(text.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }, text.count)
        close(descriptor)

        let result = try runWithBytes(["validate", "c/bad\\0377.yaml"])
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            result.standardOutput,
            """
            c/bad\\xFF.yaml:3:25: error[E101]: unknown key `mesage`
               |
             3 | message: { type: modal, mesage: Hi }
               |                         ^~~~~~
               = help: did you mean `message`?
               = help: replace `mesage` with `message` (--fix)

            1 error, 0 warnings in 1 file (1 campaign)

            """)
        XCTAssertEqual(result.status, 1)

        let json = try runWithBytes(["validate", "--format", "json", "c/bad\\0377.yaml"])
        XCTAssertTrue(json.standardOutput.contains(#""file":"c/bad\\xFF.yaml""#), json.standardOutput)

        // --fix writes the file by its bytes, nothing beside it.
        let fixed = try runWithBytes(["validate", "--fix", "c/bad\\0377.yaml"])
        XCTAssertEqual(fixed.standardOutput, "ok: 1 campaign in 1 file; 1 fix applied\n")
        XCTAssertEqual(fixed.status, 0)
        XCTAssertEqual(folder.bytes(composed), Array(one.utf8), "a name that is UTF-8 is another file")
        var read = [UInt8](repeating: 0, count: 200)
        let again = open(created, O_RDONLY)
        let count = read.withUnsafeMutableBytes { Foundation.read(again, $0.baseAddress, $0.count) }
        close(again)
        XCTAssertEqual(Array(read.prefix(max(count, 0))), Array(one.replacingOccurrences(of: "mesage", with: "message").utf8))

        // A name that is not there is named with the same escapes.
        let missing = try runWithBytes(["validate", "c/nope\\0376.yaml"])
        XCTAssertEqual(missing.standardError, "campaignc: error: cannot open 'c/nope\\xFE.yaml': No such file or directory\n")
        XCTAssertEqual(missing.status, 2)

        // Outputs are written by UTF-8 names only: such a name is refused, nothing is written.
        let output = try runWithBytes(["compile", "c/bad\\0377.yaml", "--output", "out\\0376.json"])
        XCTAssertEqual(output.standardError, "campaignc: error: cannot write 'out\\xFE.json': Invalid or incomplete multibyte or wide character\n")
        XCTAssertEqual(output.status, 2)
        XCTAssertEqual(try folder.listing().sorted(), ["c", "campaignc.yaml"])
    }
}
