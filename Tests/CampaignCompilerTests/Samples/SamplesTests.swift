import CampaignDiagnostics
import Foundation
import XCTest

@testable import CampaignCompiler

/// `Samples/valid` compiles without any diagnostic; each file of `Samples/invalid` produces
/// its code; every code has a sample.
///
/// Each file is checked as `campaignc validate FILE` would: with the nearest `campaignc.yaml`
/// in its folder or above (inside Samples/), whose folder is the project root.
final class SamplesTests: XCTestCase {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Samples").path

    static var valid: String { samples + "/valid" }
    static var invalid: String { samples + "/invalid" }

    func testValidSamplesHaveNoDiagnosticsAtAll() throws {
        let files = try SampleFiles.campaignFiles(under: Self.valid)
        XCTAssertGreaterThanOrEqual(files.count, 7)
        let project = try XCTUnwrap(SampleFiles.nearestProjectFile(for: files[0], within: Self.samples))
        let diagnostics = try CatalogueExampleRunner.compile(
            files, projectFile: project, root: Self.samples, now: try CatalogueExampleRunner.unixSeconds("2026-11-22T00:00:00Z")
        )
        XCTAssertEqual(diagnostics.map(SampleFiles.describe), [])
    }

    func testValidSamplesStayValidLongAfterToday() throws {
        let files = try SampleFiles.campaignFiles(under: Self.valid)
        let diagnostics = try CatalogueExampleRunner.compile(
            files, projectFile: Self.samples + "/campaignc.yaml", root: Self.samples,
            now: try CatalogueExampleRunner.unixSeconds("2035-06-01T00:00:00Z")
        )
        XCTAssertEqual(diagnostics.map(SampleFiles.describe), [])
    }

    /// Samples of codes that only `campaignc test` produces (E602) are checked by
    /// `CampaignDriverTests.SamplesValidateTests`; here they must be valid.
    static func needsTestRun(_ code: DiagnosticCode) -> Bool {
        CodeCatalogue.entry(for: code).failing.command == .test
    }

    func testEachInvalidSampleProducesOnlyItsCode() throws {
        for file in try SampleFiles.campaignFiles(under: Self.invalid) {
            let code = try XCTUnwrap(SampleFiles.code(of: file), "\(file) is not named after a code")
            if Self.needsTestRun(code) { continue }
            let project = SampleFiles.nearestProjectFile(for: file, within: Self.samples)
            let root = project.map { ($0 as NSString).deletingLastPathComponent } ?? Self.invalid
            let inputs = SampleFiles.runInputs(for: file)
            let diagnostics = try CatalogueExampleRunner.compile(
                inputs, projectFile: project, root: root, now: CatalogueExampleRunner.defaultNow
            )
            XCTAssertFalse(diagnostics.isEmpty, "\(file) produces nothing")
            XCTAssertEqual(Set(diagnostics.map(\.code)), [code], "\(file): \(diagnostics.map(SampleFiles.describe))")
            // E108 is a project-file problem: its sample's own campaignc.yaml holds it.
            let reported = code == .E108 ? project : file
            XCTAssertTrue(
                diagnostics.allSatisfy { $0.location.file == reported || inputs.contains($0.location.file) },
                "\(file): \(diagnostics.map(SampleFiles.describe))")
        }
    }

    func testEveryCodeHasAnInvalidSample() throws {
        let files = try SampleFiles.campaignFiles(under: Self.invalid)
        let covered = Set(files.compactMap(SampleFiles.code(of:)))
        XCTAssertEqual(covered, Set(DiagnosticCode.allCases))
    }

    /// The catalogue's generated inputs for E005 and E006 (which `explain` describes),
    /// written as files, produce exactly their codes.
    func testGeneratedSamplesProduceE005AndE006() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (code, input) in [(DiagnosticCode.E005, GeneratedInput.oversizedFile), (.E006, .latin1Text)] {
            let name = "\(code.rawValue)-generated.yaml"
            try folder.write(name, input.bytes)
            let diagnostics = try CatalogueExampleRunner.compile(
                [folder.path(name)], projectFile: Self.invalid + "/campaignc.yaml", root: Self.invalid,
                now: CatalogueExampleRunner.defaultNow
            )
            let position = input.expectedPosition
            XCTAssertEqual(
                CatalogueExampleRunner.summary(diagnostics),
                ["\(code.rawValue) \(folder.path(name)):\(position.line):\(position.column)"]
            )
        }
    }

    /// The samples with a project file of their own (E108, E210, E908, W906's right-to-left
    /// source locale) are left out: the folder's shared project file is not theirs.
    func testSamplesFolderAsAWholeGivesEachFileItsCodes() throws {
        let files = try SampleFiles.campaignFiles(under: Self.invalid)
            .filter {
                !$0.hasPrefix(Self.invalid + "/E210-") && !$0.hasPrefix(Self.invalid + "/E108-") && !$0.hasPrefix(Self.invalid + "/E908-")
                    && !$0.hasPrefix(Self.invalid + "/W906-")
            }
            .filter { !$0.hasPrefix(Self.invalid + "/W902-") && !$0.hasPrefix(Self.invalid + "/W903-") && !$0.hasPrefix(Self.invalid + "/W904-") }
        let diagnostics = try CatalogueExampleRunner.compile(
            files, projectFile: Self.invalid + "/campaignc.yaml", root: Self.invalid,
            now: CatalogueExampleRunner.defaultNow
        )
        for file in files {
            let codes = Set(diagnostics.filter { $0.location.file == file }.map(\.code))
            let expected: Set<DiagnosticCode> = SampleFiles.code(of: file).map { Self.needsTestRun($0) ? [] : [$0] } ?? []
            XCTAssertEqual(codes, expected, file)
        }
    }
}
