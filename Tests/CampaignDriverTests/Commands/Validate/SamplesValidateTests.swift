import CampaignCompiler
import CampaignDiagnostics
import CampaignDriver
import Foundation
import XCTest

/// The samples through the whole `validate` command (discovery, project file lookup,
/// pipeline, report): `campaignc validate Samples/valid` says `ok`, and each invalid sample
/// reports exactly its code.
final class SamplesValidateTests: XCTestCase {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples").path

    /// 2026-11-22T00:00:00Z.
    private func environment() -> DriverEnvironment {
        DriverEnvironment(workingDirectory: Self.samples, currentTime: 1_795_305_600, processorCount: 2)
    }

    func testValidSamplesReportOK() async {
        let result = await ValidateOperation.run(ValidateOptions(paths: [Self.samples + "/valid"], color: .never), environment: environment())
        XCTAssertEqual(result, CommandResult(exitStatus: 0, standardOutput: "ok: 13 campaigns in 10 files\n"))
    }

    func testEachInvalidSampleReportsItsCode() async throws {
        let folder = Self.samples + "/invalid"
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix("campaignc.yaml") }
            // A localised sample's translation files are read with its campaign (SPEC §16.3).
            .filter { !$0.contains("/translations/") }
            .sorted()
        XCTAssertEqual(names.count, DiagnosticCode.allCases.count)
        for name in names {
            let code = String((name as NSString).lastPathComponent.prefix(4))
            let options = ValidateOptions(paths: [folder + "/" + name], format: .json, color: .never)
            // E602 and E605 appear only when the scenarios run (`campaignc test`).
            let needsTestRun = CodeCatalogue.code(named: code).map { CodeCatalogue.entry(for: $0).failing.command == .test } ?? false
            let result =
                needsTestRun
                ? await TestOperation.run(TestOptions(checking: options), environment: environment())
                : await ValidateOperation.run(options, environment: environment())
            let report = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
            let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
            XCTAssertEqual(Set(diagnostics.compactMap { $0["code"] as? String }), [code], name)
            XCTAssertEqual(result.exitStatus, code.hasPrefix("E") ? 1 : 0, name)
        }
    }
}
