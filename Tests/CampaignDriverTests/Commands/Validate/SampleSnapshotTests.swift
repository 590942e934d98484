import CampaignCompiler
import CampaignDiagnostics
import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// A snapshot of the default text report of every `Samples/invalid` input, checked on its own
/// (in the manner of ruff's per-rule snapshots): one file per sample in `Snapshots/`, holding
/// the command, its exit status and exactly what it prints. A change to any message, note,
/// help line, snippet or caret shows up as a diff of these files; record them again with
/// `CAMPAIGNC_RECORD=1 swift test --filter SampleSnapshotTests` and review it.
final class SampleSnapshotTests: XCTestCase {
    private static let root = GoldenFile.repositoryRoot()
    /// The clock of the snapshots (W314 depends on it).
    private static let now = "2026-03-01T09:00:00Z"

    /// Every input of `Samples/invalid`: its files, and its folders (samples that need a project
    /// file or a scenario run of their own), by their paths from the repository root.
    private func inputs() throws -> [String] {
        let folder = Self.root.appendingPathComponent("Samples/invalid").path
        return try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.first?.isLetter == true && $0.first?.isUppercase == true }
            .filter { $0.hasSuffix(".yaml") || !$0.contains(".") }
            .sorted()
            .map { "Samples/invalid/" + $0 }
    }

    /// The command that shows a sample's code: `test` for the codes only a scenario run reports.
    private func command(for input: String) -> String {
        let name = (input as NSString).lastPathComponent
        let code = CodeCatalogue.code(named: String(name.prefix(4)))
        return code.map { CodeCatalogue.entry(for: $0).failing.command.rawValue } ?? "validate"
    }

    func testEveryInvalidSampleMatchesItsSnapshot() async throws {
        let inputs = try inputs()
        XCTAssertEqual(inputs.count, DiagnosticCode.allCases.count, "one sample per code")
        let environment = DriverEnvironment(workingDirectory: Self.root.path, currentTime: 0, processorCount: 2)
        for input in inputs {
            let command = command(for: input)
            let options = ValidateOptions(paths: [input], now: Self.now, color: .never)
            let result =
                command == "test"
                ? await TestOperation.run(TestOptions(checking: options), environment: environment)
                : await ValidateOperation.run(options, environment: environment)
            XCTAssertEqual(result.standardError, "", input)
            let snapshot = """
                ---
                command: campaignc \(command) \(input) --now \(Self.now)
                exit: \(result.exitStatus)
                ---
                \(result.standardOutput)
                """
            let name = (input as NSString).lastPathComponent.replacingOccurrences(of: ".yaml", with: "")
            GoldenFile.assert(snapshot, matches: "Tests/CampaignDriverTests/Commands/Validate/Snapshots/\(name).txt")
        }
    }
}
