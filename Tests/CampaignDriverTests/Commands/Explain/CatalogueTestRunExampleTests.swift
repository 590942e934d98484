import CampaignCompiler
import CampaignDiagnostics
import CampaignDriver
import CampaignMessages
import CampaignTestSupport
import Foundation
import XCTest

/// The catalogue examples of the code that only a scenario run produces (E602), run
/// through `campaignc test`: the failing example gives exactly its code at the marked place,
/// the fixed one passes without any diagnostic.
final class CatalogueTestRunExampleTests: XCTestCase {
    private func environment() -> DriverEnvironment {
        DriverEnvironment(workingDirectory: FileManager.default.currentDirectoryPath, currentTime: 1_767_225_600, processorCount: 1)
    }

    private func run(_ example: CatalogueExample) async throws -> (CommandResult, [String]) {
        let folder = try TestFolder()
        defer { folder.remove() }
        try folder.write(CatalogueExample.campaignFileName, example.text)
        let options = TestOptions(checking: ValidateOptions(paths: [folder.path(CatalogueExample.campaignFileName)], format: .json, color: .never))
        let result = await TestOperation.run(options, environment: environment())
        let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        let diagnostics = (report?["diagnostics"] as? [[String: Any]] ?? []).map { d in
            "\(d["code"] ?? "") \(d["line"] ?? ""):\(d["column"] ?? "")"
        }
        return (result, diagnostics)
    }

    func testTestRunExamples() async throws {
        let entries = CodeCatalogue.all.filter { $0.failing.command == .test }
        XCTAssertEqual(entries.map(\.code), [.E602, .W606])
        for entry in entries {
            let position = try XCTUnwrap(entry.failing.expectedPosition)
            let (failing, found) = try await run(entry.failing)
            XCTAssertEqual(found, ["\(entry.code.rawValue) \(position.line):\(position.column)"], "\(entry.code)")
            XCTAssertEqual(failing.exitStatus, entry.code.defaultSeverity == .error ? 1 : 0, "\(entry.code) failing")
            let (fixed, none) = try await run(entry.fixed)
            XCTAssertEqual(none, [], "\(entry.code) fixed")
            XCTAssertEqual(fixed.exitStatus, 0, "\(entry.code) fixed: \(fixed.standardOutput)")
        }
    }
}

extension CatalogueTestRunExampleTests {
    /// SPEC §9.4 (v3): E602 shows the catalogue's help, in the JSON report as in the text one
    /// (`TestCommandTests`); and it is decided by a scenario run, as its family says.
    func testE602CarriesTheCatalogueHelp() async throws {
        let entry = CodeCatalogue.entry(for: .E602)
        let folder = try TestFolder()
        defer { folder.remove() }
        try folder.write(CatalogueExample.campaignFileName, entry.failing.text)
        let options = TestOptions(checking: ValidateOptions(paths: [folder.path(CatalogueExample.campaignFileName)], format: .json, color: .never))
        let result = await TestOperation.run(options, environment: environment())
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let helps = (report["diagnostics"] as? [[String: Any]] ?? []).map { $0["help"] as? String }
        XCTAssertEqual(helps, [entry.help])
        XCTAssertEqual(entry.help, "read the notes: fix the campaign, or the expectation")
        XCTAssertEqual(MessageFamilies.stages(of: .E602), [.simulation])
    }

    func testExplainSaysTheExampleNeedsATestRun() async {
        let text = await ExplainOperation.run(code: "E602").standardOutput
        XCTAssertTrue(text.contains("\nFailing example, with `campaignc test`:\n"), text)
        XCTAssertTrue(text.contains("\nFixed example (no diagnostics, with `campaignc test`):\n"), text)
        XCTAssertTrue(text.contains("  `campaignc test campaign.yaml` reports:\n\ncampaign.yaml:10:15: error[E602]: "), text)
        let e601 = await ExplainOperation.run(code: "E601").standardOutput
        XCTAssertTrue(e601.contains("\nFailing example:\n"))
    }
}
