import CampaignDiagnostics
import CampaignMessages
import Foundation
import XCTest

@testable import CampaignCompiler

/// A code has one home: the catalogue's general help comes from the code's message family
/// (`MessageFamilies.generalHelp(of:)`), never spelled in an entry, and where the code's
/// factory has one help text it is that very text.
final class CatalogueHelpTests: XCTestCase {
    private static let entries = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/CampaignCompiler/Catalogue/Entries").path

    func testNoEntrySpellsAHelpText() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.entries).filter { $0.hasPrefix("CatalogueEntry+") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 10)
        for file in files {
            let text = try String(contentsOfFile: Self.entries + "/" + file, encoding: .utf8)
            XCTAssertFalse(text.contains("help:"), "\(file) spells a help text; put it in the code's message family (`generalHelp`)")
        }
    }

    func testEveryCodeHasItsGeneralHelpInExactlyOneFamilyThatListsIt() {
        for code in DiagnosticCode.allCases {
            let homes = MessageFamilies.all.filter { $0.generalHelp[code] != nil }
            XCTAssertEqual(homes.count, 1, "\(code.rawValue): \(homes)")
            XCTAssertTrue(homes.allSatisfy { $0.codes.contains(code) }, code.rawValue)
            XCTAssertEqual(CodeCatalogue.entry(for: code).help, MessageFamilies.generalHelp(of: code))
        }
        for family in MessageFamilies.all {
            XCTAssertTrue(Set(family.generalHelp.keys).isSubset(of: Set(family.codes)), "\(family)")
        }
    }

    /// The codes whose factory has one help text: `explain` shows what the report shows
    /// (E202's had drifted, with "with a `message`" in the catalogue only).
    func testExplainShowsTheHelpOfCodesWithOneHelpText() throws {
        let codes: [DiagnosticCode] = [
            .E004, .E201, .E202, .E205, .E210, .E214, .E305, .E605, .W010, .W312, .W313, .W314, .W316, .W604, .W704,
        ]
        for code in codes {
            let entry = CodeCatalogue.entry(for: code)
            let reported = try CatalogueExampleRunner.diagnostics(of: entry.failing).filter { $0.code == code }
            XCTAssertFalse(reported.isEmpty, code.rawValue)
            XCTAssertEqual(Set(reported.map(\.help)), [entry.help], code.rawValue)
        }
        XCTAssertEqual(CodeCatalogue.entry(for: .E202).help, ContentMessages.imageOnlyNeedsImage.help)
    }
}
