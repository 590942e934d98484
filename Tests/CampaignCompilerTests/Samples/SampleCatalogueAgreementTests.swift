import CampaignDiagnostics
import Foundation
import XCTest

@testable import CampaignCompiler

/// Each `Samples/invalid` file and its code's catalogue failing example agree: the sample
/// reports its code at a place of the same shape as the one the example marks — the same node
/// path, list indices aside (`trigger[].filters[]`), or both at the top of the file — so a
/// sample and an example cannot drift into showing two different problems under one code.
///
/// What is not checked: the line and column (the two texts differ), and E602 and W606, which
/// only a scenario run reports (their examples and samples are compared by
/// `CatalogueTestRunExampleTests` and `SamplesValidateTests`).
final class SampleCatalogueAgreementTests: XCTestCase {
    /// Codes whose sample shows the problem at another kind of place than the example, on
    /// purpose, with the two places: W317 is about every duration field, and the example
    /// shows the campaign's `delay` while the sample shows a filter's `less_than_ago`.
    static let otherPlaces: [DiagnosticCode: (example: String, sample: String)] = [
        .W317: (example: "delay", sample: "trigger.filters[].less_than_ago")
    ]

    /// `message.buttons[1].id` → `message.buttons[].id`; nil (the whole file) stays nil.
    static func shape(_ nodePath: String?) -> String {
        guard let nodePath else { return "(the file)" }
        return nodePath.replacingOccurrences(of: #"\[[0-9]+\]"#, with: "[]", options: .regularExpression)
    }

    func testEachSampleReportsItsCodeWhereItsCataloguesExampleDoes() throws {
        var compared = 0
        for file in try SampleFiles.campaignFiles(under: SamplesTests.invalid) {
            let code = try XCTUnwrap(SampleFiles.code(of: file))
            let entry = CodeCatalogue.entry(for: code)
            if SamplesTests.needsTestRun(code) { continue }
            let marked = try XCTUnwrap(entry.failing.expectedPosition, code.rawValue)
            let example = try CatalogueExampleRunner.diagnostics(of: entry.failing).filter {
                $0.code == code && $0.location.file == entry.failing.expectedFile
                    && ExpectedPosition($0.location.range.start) == marked
            }
            let exampleShapes = Set(example.map { Self.shape($0.nodePath) })
            XCTAssertEqual(exampleShapes.count, 1, "\(code.rawValue): the failing example reports it once at its marker")
            let project = SampleFiles.nearestProjectFile(for: file, within: SamplesTests.samples)
            let root = project.map { ($0 as NSString).deletingLastPathComponent } ?? SamplesTests.invalid
            let sample = try CatalogueExampleRunner.compile(
                SampleFiles.runInputs(for: file), projectFile: project, root: root, now: CatalogueExampleRunner.defaultNow)
            let sampleShapes = Set(sample.filter { $0.code == code }.map { Self.shape($0.nodePath) })
            if let places = Self.otherPlaces[code] {
                XCTAssertEqual(exampleShapes, [places.example], code.rawValue)
                XCTAssertTrue(sampleShapes.contains(places.sample), "\(code.rawValue): \(sampleShapes.sorted())")
                compared += 1
                continue
            }
            XCTAssertFalse(
                exampleShapes.isDisjoint(with: sampleShapes),
                "\(code.rawValue): the example marks \(exampleShapes.sorted()), the sample reports at \(sampleShapes.sorted())")
            compared += 1
        }
        XCTAssertGreaterThanOrEqual(compared, 60, "samples compared with their examples")
        print("SampleCatalogueAgreementTests: \(compared) samples compared with their catalogue examples")
    }

    func testTheShapeDropsListIndicesOnly() {
        XCTAssertEqual(Self.shape("trigger[0].filters[12].greater_than"), "trigger[].filters[].greater_than")
        XCTAssertEqual(Self.shape("message.type"), "message.type")
        XCTAssertEqual(Self.shape(nil), "(the file)")
    }
}
