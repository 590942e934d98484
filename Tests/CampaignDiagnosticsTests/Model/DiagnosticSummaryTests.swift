import CampaignDiagnostics
import XCTest

final class DiagnosticSummaryTests: XCTestCase {
    private func line(_ files: Int, _ campaigns: Int, _ errors: Int, _ warnings: Int) -> String {
        DiagnosticSummary(files: files, campaigns: campaigns, errors: errors, warnings: warnings).line
    }

    func testForms() {
        XCTAssertEqual(line(3, 5, 2, 1), "2 errors, 1 warning in 3 files (5 campaigns)")
        XCTAssertEqual(line(3, 5, 0, 0), "ok: 5 campaigns in 3 files")
        XCTAssertEqual(line(1, 1, 0, 0), "ok: 1 campaign in 1 file")
        XCTAssertEqual(line(1, 1, 1, 0), "1 error, 0 warnings in 1 file (1 campaign)")
        XCTAssertEqual(line(1, 1, 0, 1), "0 errors, 1 warning in 1 file (1 campaign)")
        XCTAssertEqual(line(2, 0, 0, 2), "0 errors, 2 warnings in 2 files (0 campaigns)")
        XCTAssertEqual(line(0, 0, 0, 0), "ok: 0 campaigns in 0 files")
    }

    func testCountsFromDiagnostics() {
        let diagnostics = [
            Fixture.diagnostic(.W402, "w", "a.yaml", 1, 1),
            Fixture.diagnostic(.E201, "e", "a.yaml", 2, 1),
            Fixture.diagnostic(.E208, "e", "a.yaml", 3, 1),
        ]
        XCTAssertEqual(
            DiagnosticSummary(files: 4, campaigns: 6, diagnostics: diagnostics),
            DiagnosticSummary(files: 4, campaigns: 6, errors: 2, warnings: 1)
        )
    }
}
