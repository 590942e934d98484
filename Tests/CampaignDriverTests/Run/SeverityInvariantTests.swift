import CampaignDiagnostics
import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// SPEC §3's invariant, end to end over every code that has a sample: `compile` either writes
/// every campaign its inputs hold, or exits non-zero. For each adjustable code, the sample
/// compiled with that code set to `off` and to `warning` writes a payload holding every
/// campaign of the sample; for every other code, `severity:` naming it is E108 and nothing is
/// written.
final class SeverityInvariantTests: XCTestCase {
    private static let invalid = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples/invalid").path

    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
    }

    override func tearDown() {
        folder.remove()
    }

    /// Every sample file (`<CODE>-….yaml`, folders included) with its code.
    private func samples() throws -> [(code: DiagnosticCode, path: String)] {
        try FileManager.default.subpathsOfDirectory(atPath: Self.invalid).sorted().compactMap { relative in
            let name = (relative as NSString).lastPathComponent
            guard name.hasSuffix(".yaml"), name != "campaignc.yaml", let code = DiagnosticCode(rawValue: String(name.prefix(4))) else {
                return nil
            }
            return (code, Self.invalid + "/" + relative)
        }
    }

    /// Compiles the sample at `path` in a fresh project whose project file is the samples'
    /// own plus `severity: {code: value}`; returns the result and the report (JSON).
    private func compile(_ path: String, code: DiagnosticCode, severity: String) async throws -> (CommandResult, [String: Any]) {
        let run = try TestFolder()
        defer { run.remove() }
        let shared = try String(contentsOfFile: Self.invalid + "/campaignc.yaml", encoding: .utf8)
        try run.write("project/campaignc.yaml", shared + "severity:\n  \(code.rawValue): \(severity)\n")
        try FileManager.default.copyItem(atPath: path, toPath: run.path("project/sample.yaml"))
        let options = CompileOptions(
            checking: ValidateOptions(paths: [run.path("project/sample.yaml")], format: .json, now: "2026-11-22T00:00:00Z", color: .never),
            output: .file(run.path("payload.json"))
        )
        let environment = DriverEnvironment(workingDirectory: run.path, currentTime: 1_795_305_600, processorCount: 1)
        var result = await CompileOperation.run(options, environment: environment)
        let report = try JSONSerialization.jsonObject(with: Data(result.standardError.utf8)) as? [String: Any] ?? [:]
        if let payload = FileManager.default.contents(atPath: run.path("payload.json")) {
            result.standardOutputBytes = [UInt8](payload)
        }
        return (result, report)
    }

    func testAdjustableCodesTurnedOffOrDownCompileEveryCampaign() async throws {
        let adjustable = try samples().filter { $0.code.isAdjustable }
        XCTAssertEqual(
            Set(adjustable.map(\.code)), Set(DiagnosticCode.allCases.filter(\.isAdjustable)),
            "every adjustable code has a sample"
        )
        for (code, path) in adjustable {
            for severity in ["off", "warning"] {
                let (result, report) = try await compile(path, code: code, severity: severity)
                let label = "\(code.rawValue): \(severity)"
                XCTAssertEqual(result.exitStatus, 0, "\(label): \(result.standardError)")
                let summary = report["summary"] as? [String: Any]
                let campaigns = try XCTUnwrap(summary?["campaigns"] as? Int, label)
                let payload = try JSONSerialization.jsonObject(with: Data(result.standardOutputBytes)) as? [String: Any]
                let triggers = try XCTUnwrap(payload?["triggers"] as? [[String: Any]], "\(label): no payload written")
                XCTAssertEqual(triggers.count, campaigns, "\(label): the payload holds every campaign of the sample")
                let codes = (report["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
                XCTAssertEqual(codes, severity == "off" ? [] : Array(repeating: code.rawValue, count: codes.count), label)
            }
        }
    }

    func testOtherCodesInSeverityAreE108AndWriteNothing() async throws {
        let fixed = try samples().filter { !$0.code.isAdjustable }
        XCTAssertEqual(
            Set(fixed.map(\.code)), Set(DiagnosticCode.allCases.filter { !$0.isAdjustable }),
            "every code that cannot be adjusted has a sample"
        )
        let projectLines = try String(contentsOfFile: Self.invalid + "/campaignc.yaml", encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false
        ).count
        for (code, path) in fixed {
            let (result, report) = try await compile(path, code: code, severity: "off")
            XCTAssertEqual(result.exitStatus, 1, code.rawValue)
            XCTAssertEqual(result.standardOutputBytes, [], "\(code.rawValue): no payload is written")
            let diagnostics = report["diagnostics"] as? [[String: Any]] ?? []
            let e108 = diagnostics.filter { $0["code"] as? String == "E108" }
            XCTAssertEqual(e108.count, 1, code.rawValue)
            XCTAssertEqual(e108.first?["message"] as? String, "\(code.rawValue) cannot be changed: a campaign with this problem cannot be compiled")
            XCTAssertEqual(e108.first?["line"] as? Int, projectLines + 1, code.rawValue)
            XCTAssertEqual(e108.first?["column"] as? Int, 3, code.rawValue)
        }
    }
}
