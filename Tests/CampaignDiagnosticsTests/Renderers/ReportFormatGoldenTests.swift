import CampaignDiagnostics
import XCTest

/// Every v2 format (and the JSON and SARIF changes of v2) renders the fixed report to exactly
/// the bytes of its golden file.
final class ReportFormatGoldenTests: XCTestCase {
    func testJUnit() throws {
        ReportFormatFixture.assertGolden(JUnitDiagnosticRenderer().render(ReportFormatFixture.report), "report.junit.xml")
    }

    func testCheckstyle() throws {
        ReportFormatFixture.assertGolden(CheckstyleDiagnosticRenderer().render(ReportFormatFixture.report), "report.checkstyle.xml")
    }

    func testGitLab() throws {
        ReportFormatFixture.assertGolden(GitLabDiagnosticRenderer().render(ReportFormatFixture.report), "report.gitlab.json")
    }

    func testJSON() throws {
        ReportFormatFixture.assertGolden(JSONDiagnosticRenderer(style: .pretty).render(ReportFormatFixture.report), "report.json")
    }

    func testSARIFWithSuppression() throws {
        let renderer = SARIFDiagnosticRenderer(toolVersion: "1.0.0", rules: [])
        ReportFormatFixture.assertGolden(renderer.render(ReportFormatFixture.report), "report.sarif")
    }

    func testTextSummaryCountsTheSuppressedOne() {
        let text = TextDiagnosticRenderer().render(ReportFormatFixture.report)
        XCTAssertTrue(text.hasSuffix("\n2 errors, 2 warnings in 2 files (3 campaigns); 1 suppressed\n"), text)
    }
}
