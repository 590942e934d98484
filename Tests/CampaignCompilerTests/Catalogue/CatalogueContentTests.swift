import CampaignDiagnostics
import XCTest

@testable import CampaignCompiler

/// The catalogue has one complete entry per code, and feeds SARIF's rule metadata.
final class CatalogueContentTests: XCTestCase {
    func testEveryCodeHasOneEntryInCodeOrder() {
        XCTAssertEqual(CodeCatalogue.all.map(\.code), DiagnosticCode.allCases.sorted())
        XCTAssertEqual(CodeCatalogue.all.count, 94)
        for code in DiagnosticCode.allCases {
            XCTAssertEqual(CodeCatalogue.entry(for: code).code, code)
        }
    }

    func testTitlesAndExplanationsAreWritten() {
        for entry in CodeCatalogue.all {
            XCTAssertFalse(entry.title.isEmpty, "\(entry.code) title")
            XCTAssertFalse(entry.title.hasSuffix("."), "\(entry.code) title is not a sentence")
            XCTAssertGreaterThan(entry.explanation.count, 150, "\(entry.code) explanation is a paragraph")
            XCTAssertTrue(entry.explanation.hasSuffix("."), "\(entry.code) explanation ends a sentence")
            XCTAssertFalse(entry.explanation.contains("  "), "\(entry.code) explanation has a double space")
            XCTAssertFalse(entry.help?.isEmpty ?? true, "\(entry.code) help")
        }
    }

    func testTitlesAreUnique() {
        let titles = CodeCatalogue.all.map(\.title)
        XCTAssertEqual(Set(titles).count, titles.count)
    }

    func testE201ExplainsWhyTheSDKDiscardsTheMessage() {
        let entry = CodeCatalogue.entry(for: .E201)
        XCTAssertEqual(entry.title, "full message without an image")
        XCTAssertTrue(entry.explanation.contains("discards a full message without one"))
        XCTAssertEqual(entry.help, "add `image: https://…`, or use `type: modal`")
        XCTAssertEqual(entry.failing.expectedPosition, ExpectedPosition(line: 4, column: 9))
        XCTAssertEqual(entry.failing.text.split(separator: "\n")[3], "  type: full")
    }

    func testCodeLookupIgnoresCase() {
        XCTAssertEqual(CodeCatalogue.code(named: "e201"), .E201)
        XCTAssertEqual(CodeCatalogue.code(named: "W402"), .W402)
        XCTAssertEqual(CodeCatalogue.code(named: "w402"), .W402)
        XCTAssertNil(CodeCatalogue.code(named: "E999"))
        XCTAssertNil(CodeCatalogue.code(named: "E2011"))
    }

    func testRuleMetadataComesFromTheCatalogue() {
        let rules = CodeCatalogue.ruleMetadata
        XCTAssertEqual(rules.map(\.code), DiagnosticCode.allCases.sorted())
        XCTAssertEqual(
            rules.first { $0.code == .W211 },
            RuleMetadata(
                code: .W211, title: "image URL without a known image extension",
                explanation: CodeCatalogue.entry(for: .W211).explanation, help: "link the image file itself"
            )
        )
        XCTAssertEqual(rules.first { $0.code == .W211 }?.defaultSeverity, .warning)
    }

    func testMarkersAreStrippedFromShownText() {
        for entry in CodeCatalogue.all {
            XCTAssertFalse(entry.failing.text.contains("⟨"), "\(entry.code)")
            XCTAssertFalse(entry.fixed.text.contains("⟨"), "\(entry.code)")
            XCTAssertEqual(entry.failing.markerName, entry.code.rawValue, "the failing example marks its place with ⟨\(entry.code.rawValue)⟩")
            XCTAssertNil(entry.fixed.markerName, "\(entry.code)")
        }
        let e101 = CodeCatalogue.entry(for: .E101).failing
        XCTAssertEqual(e101.expectedPosition, ExpectedPosition(line: 2, column: 1))
        XCTAssertTrue(e101.text.hasPrefix("campaign: spring-sale\nprority: high\n"))
    }

    func testProjectFilesAndLocalFilesAreOnlyWhereNeeded() {
        let withProject = CodeCatalogue.all.filter { $0.failing.projectFile != nil }.map(\.code)
        XCTAssertEqual(withProject, [.E108, .E209, .E212, .E503, .E504, .E505, .E506, .E908, .W319, .W813, .W902, .W903, .W904, .W906])
        let withFiles = CodeCatalogue.all.filter { !$0.failing.files.isEmpty }.map(\.code)
        XCTAssertEqual(withFiles, [.E209, .E210, .W902, .W903, .W904, .W906])
        XCTAssertEqual(CodeCatalogue.entry(for: .E210).fixed.projectFile, "assets:\n  base_url: https://cdn.example.com/iam/\n")
    }
}
