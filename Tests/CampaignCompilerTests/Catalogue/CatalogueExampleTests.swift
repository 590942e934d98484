import CampaignDiagnostics
import XCTest

@testable import CampaignCompiler

/// Every catalogue entry's failing example produces exactly its code at the marked place, and
/// its fixed example produces nothing at all.
final class CatalogueExampleTests: XCTestCase {
    /// Examples of the code that only `campaignc test` produces (E602) run in
    /// `CampaignDriverTests.CatalogueTestRunExampleTests`; checked statically they are valid.
    func testEveryFailingExampleProducesExactlyItsCodeAtTheMarkedPlace() throws {
        for entry in CodeCatalogue.all where entry.failing.command == .validate {
            let position = try XCTUnwrap(entry.failing.expectedPosition, "\(entry.code) failing example has no ⟨CODE⟩ marker")
            let expected = ["\(entry.code.rawValue) \(entry.failing.expectedFile):\(position.line):\(position.column)"]
            let found = try CatalogueExampleRunner.diagnostics(of: entry.failing)
            XCTAssertEqual(CatalogueExampleRunner.summary(found), expected, "failing example of \(entry.code)")
        }
    }

    func testEveryFixedExampleProducesNothing() throws {
        for entry in CodeCatalogue.all {
            let found = try CatalogueExampleRunner.diagnostics(of: entry.fixed)
            XCTAssertEqual(CatalogueExampleRunner.summary(found), [], "fixed example of \(entry.code)")
        }
    }

    func testTestRunExamplesAreValidWithoutARun() throws {
        let entries = CodeCatalogue.all.filter { $0.failing.command == .test }
        XCTAssertEqual(entries.map(\.code), [.E602, .W606])
        for entry in entries {
            XCTAssertEqual(CatalogueExampleRunner.summary(try CatalogueExampleRunner.diagnostics(of: entry.failing)), [], "\(entry.code)")
        }
    }

    func testFixedExamplesHaveNoMarker() {
        for entry in CodeCatalogue.all {
            XCTAssertNil(entry.fixed.expectedPosition, "fixed example of \(entry.code)")
        }
    }

    func testGeneratedInputsAreWhatTheySay() {
        let oversized = GeneratedInput.oversizedFile.bytes
        XCTAssertEqual(oversized.count, 9 * 1024 * 1024)
        XCTAssertNotNil(String(validating: oversized, as: UTF8.self), "the oversized file is valid UTF-8")
        XCTAssertEqual(GeneratedInput.oversizedFile.expectedPosition, ExpectedPosition(line: 1, column: 1))

        let latin1 = GeneratedInput.latin1Text.bytes
        XCTAssertNil(String(validating: latin1, as: UTF8.self))
        XCTAssertEqual(latin1.filter { $0 >= 0x80 }, [0xE9])
        XCTAssertEqual(GeneratedInput.latin1Text.expectedPosition, ExpectedPosition(line: 2, column: 10))
        XCTAssertTrue(GeneratedInput.latin1Text.shownText.contains("name: Caf⟨E006⟩é week"))
    }
}
