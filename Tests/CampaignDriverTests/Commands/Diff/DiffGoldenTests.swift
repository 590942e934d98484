import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// `campaignc diff` over the golden sides (SPEC §5.1): every format byte for byte, the same
/// report from payload files as from sources, and the exit statuses.
final class DiffGoldenTests: XCTestCase {
    func testEachFormatIsItsGoldenFile() async throws {
        for (format, name) in [(DiffFormat.text, "expected.txt"), (.json, "expected.json"), (.markdown, "expected.md")] {
            let result = await DiffFixture.run(DiffOptions(paths: [DiffFixture.old, DiffFixture.new], format: format))
            XCTAssertEqual(result.exitStatus, 1, name)
            XCTAssertEqual(result.standardError, "", name)
            DiffFixture.assertGolden(result.standardOutput, name)
        }
    }

    func testCompiledPayloadsGiveTheSameReportAsTheirSources() async throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        for side in ["old", "new"] {
            let options = CompileOptions(
                checking: ValidateOptions(paths: [DiffFixture.golden + "/" + side], color: .never), output: .file(folder.path(side + ".json")))
            let compiled = await CompileOperation.run(options, environment: DiffFixture.environment())
            XCTAssertEqual(compiled.exitStatus, 0, compiled.standardError)
        }
        for format in DiffFormat.allCases {
            let fromSources = await DiffFixture.run(DiffOptions(paths: [DiffFixture.old, DiffFixture.new], format: format))
            let fromPayloads = await DiffFixture.run(DiffOptions(paths: [folder.path("old.json"), folder.path("new.json")], format: format))
            let mixed = await DiffFixture.run(DiffOptions(paths: [folder.path("old.json"), DiffFixture.new], format: format))
            XCTAssertEqual(fromPayloads, fromSources, format.rawValue)
            XCTAssertEqual(mixed, fromSources, format.rawValue)
        }
    }

    func testASideComparedWithItselfIsEqual() async {
        for format in DiffFormat.allCases {
            let result = await DiffFixture.run(DiffOptions(paths: [DiffFixture.new, DiffFixture.new], format: format))
            let expected =
                switch format {
                case .text: "0 added, 0 removed, 0 changed\n"
                case .json: #"{"added":[],"changed":[],"removed":[],"schema_version":1}"# + "\n"
                case .markdown: "## campaignc diff: 0 added, 0 removed, 0 changed\n"
                }
            XCTAssertEqual(result, CommandResult(exitStatus: 0, standardOutput: expected), format.rawValue)
        }
    }

    func testTheReverseDiffSwapsAddedAndRemoved() async {
        let result = await DiffFixture.run(DiffOptions(paths: [DiffFixture.new, DiffFixture.old]))
        XCTAssertEqual(result.exitStatus, 1)
        XCTAssertTrue(
            result.standardOutput.hasPrefix(
                "+ gone (slideup, any_purchase)\n  trigger[0]: any_purchase\n  message.message: \"Thanks for your order\"\n- fresh\n- zeta\n~ alpha\n  priority: 75 → 50\n"
            ), result.standardOutput)
        XCTAssertTrue(result.standardOutput.hasSuffix("\n1 added, 2 removed, 4 changed\n"), result.standardOutput)
    }
}
