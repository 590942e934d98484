import CampaignTestSupport
import Foundation
import XCTest

/// Export then import is the identity on every translation file of `Samples/` (SPEC §16.6),
/// in every exchange format: each localised project of the samples is copied, exported,
/// imported back, and its translation files compared byte for byte.
final class TranslationsRoundTripSamplesTests: XCTestCase {
    /// The folders under `Samples/` whose project file has `localisation:`, relative to the
    /// repository, sorted.
    private func localisedProjects() throws -> [String] {
        let root = GoldenFile.repositoryRoot()
        let samples = root.appendingPathComponent("Samples")
        guard let walker = FileManager.default.enumerator(atPath: samples.path) else { return [] }
        var found: [String] = []
        for case let path as String in walker where (path as NSString).lastPathComponent == "campaignc.yaml" {
            let text = try String(contentsOf: samples.appendingPathComponent(path), encoding: .utf8)
            guard text.split(separator: "\n").contains(where: { $0.hasPrefix("localisation:") }) else { continue }
            found.append("Samples/" + (path as NSString).deletingLastPathComponent)
        }
        return found.sorted()
    }

    func testExportThenImportIsTheIdentityOnEverySample() throws {
        let projects = try localisedProjects()
        // E908's sample is broken on purpose: export refuses a project with errors.
        XCTAssertEqual(
            projects,
            [
                "Samples/invalid/E908-locale-not-the-file-name", "Samples/invalid/W902-unit-without-translation",
                "Samples/invalid/W903-translation-of-unknown-unit", "Samples/invalid/W904-translation-without-placeholder",
                "Samples/invalid/W906-unisolated-left-to-right-run", "Samples/localised",
            ])
        let broken = try CampaigncProcess.run(["translations", "export", "--format", "po", "--output", "-", projects[0]])
        XCTAssertNotEqual(broken.status, 0)
        for project in projects.dropFirst() {
            let folder = try TestFolder()
            defer { folder.remove() }
            let copy = folder.url.appendingPathComponent("p")
            try FileManager.default.copyItem(at: GoldenFile.repositoryRoot().appendingPathComponent(project), to: copy)
            let originals = try FileManager.default.contentsOfDirectory(atPath: copy.appendingPathComponent("translations").path).sorted()
            XCTAssertFalse(originals.isEmpty, project)
            func contents() throws -> [[UInt8]] {
                try originals.map { Array(try Data(contentsOf: copy.appendingPathComponent("translations/" + $0))) }
            }
            let before = try contents()
            for format in ["xliff", "po", "braze-csv", "braze-api"] {
                let output = "out-" + format
                let export = try CampaigncProcess.run(["translations", "export", "--format", format, "--output", output], in: copy)
                XCTAssertEqual(export.status, 0, "\(project) \(format): \(export.standardOutput)\(export.standardError)")
                let outputURL = copy.appendingPathComponent(output)
                let files =
                    format == "xliff" || format == "braze-api"
                    ? [output] : try FileManager.default.contentsOfDirectory(atPath: outputURL.path).sorted().map { output + "/" + $0 }
                let imported = try CampaigncProcess.run(["translations", "import"] + files, in: copy)
                XCTAssertEqual(imported.status, 0, "\(project) \(format): \(imported.standardOutput)\(imported.standardError)")
                XCTAssertEqual(try contents(), before, "\(project) \(format)")
                try FileManager.default.removeItem(at: outputURL)
            }
        }
    }
}
