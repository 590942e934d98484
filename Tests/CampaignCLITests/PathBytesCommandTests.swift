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
}
