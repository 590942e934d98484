import CampaignDiagnostics
import XCTest

/// Every format renders the fixed report to exactly the bytes of its golden file (v2: junit,
/// checkstyle, gitlab, JSON and SARIF; v3: text and github, and fix-its in each).
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

    /// (v3) The text format's fix-its (`= help: TITLE`, ` (--fix)` when safe).
    func testText() throws {
        ReportFormatFixture.assertGolden(TextDiagnosticRenderer().render(ReportFormatFixture.report), "report.txt")
    }

    /// (v3) GitHub annotations with the help and fix-it titles after the message (`%0A`).
    func testGitHub() throws {
        ReportFormatFixture.assertGolden(GitHubDiagnosticRenderer().render(ReportFormatFixture.report), "report.github.txt")
    }

    func testTextSummaryCountsTheSuppressedOne() {
        let text = TextDiagnosticRenderer().render(ReportFormatFixture.report)
        XCTAssertTrue(text.hasSuffix("\n2 errors, 2 warnings in 2 files (3 campaigns); 1 suppressed\n"), text)
    }
}
