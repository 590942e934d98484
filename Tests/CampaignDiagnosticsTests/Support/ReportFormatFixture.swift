import CampaignDiagnostics
import CampaignTestSupport
import Foundation
import XCTest

/// The small fixed report every report format's golden file renders: two campaign files, one
/// with two campaigns (an error in one, a warning in the other), one whose diagnostic lies
/// outside any campaign, a project file with a warning, one suppressed diagnostic, text
/// that needs escaping in XML and JSON, and (v3) a fix-it.
enum ReportFormatFixture {
    static let offers = SourceFile(
        path: "campaigns/offers.yaml",
        text: """
            campaign: spring-sale
            trigger: session_start
            message:
              type: full
              header: "Spring <sale> & more"
              message: 20% off
            ---
            campaign: new-menu
            trigger: { custom_event: opened_menu }
            message:
              type: modal
              image: https://cdn.example.com/iam/new-menu
              header: Our new menu
              message: Twelve new dishes

            """)

    static let broken = SourceFile(
        path: "campaigns/broken.yaml",
        text: """
            campaign: [oops

            """)

    static var report: DiagnosticReport {
        var e201 = Diagnostic(
            .E201, "a full message needs an image", at: offers.location(Fixture.range(4, 9, 4, 13)),
            notes: [Note("the SDK discards a full in-app message without an image")],
            help: "add `image: https://…`, or use `type: modal`"
        )
        e201.unit = "spring-sale"
        e201.nodePath = "message.type"
        var w211 = Diagnostic(
            .W211, "image URL <…/new-menu> has no \"image\" extension & may be a page", at: offers.location(Fixture.range(12, 10, 12, 46))
        )
        w211.unit = "new-menu"
        w211.nodePath = "message.image"
        var e001 = Diagnostic(.E001, "flow sequence not closed: expected ',' or ']'", at: broken.location(Fixture.range(2, 1, 2, 1)))
        e001.nodePath = ""
        var w010 = Diagnostic(
            .W010, "this suppression of W402 suppressed nothing", at: SourceLocation(file: "campaignc.yaml", range: Fixture.range(1, 20, 1, 60)),
            help: "remove the comment, or move it to the line where the diagnostic starts",
            fixIts: [FixIt("remove the unused suppression", range: Fixture.range(1, 17, 1, 60), replacement: "", safe: true)]
        )
        w010.nodePath = "trigger_minimum_interval"
        var suppressed = Diagnostic(.W402, "ambiguous priority", at: offers.location(Fixture.range(2, 10, 2, 23)))
        suppressed.unit = "spring-sale"
        suppressed.nodePath = "trigger"
        let all = DiagnosticFingerprint(projectRoot: ".").assign([e201, w211, e001, w010, suppressed])
        var report = DiagnosticReport(diagnostics: all.filter { $0.code != .W402 }, sources: [offers, broken], files: 2, campaigns: 3)
        report.files = [offers.path, broken.path]
        report.units = [
            ReportUnit(file: offers.path, id: "spring-sale", range: Fixture.range(1, 1, 7, 1)),
            ReportUnit(file: offers.path, id: "new-menu", range: Fixture.range(8, 1, 15, 1)),
        ]
        report.suppressed = all.filter { $0.code == .W402 }.map { SuppressedDiagnostic(diagnostic: $0, justification: "shares the slot on purpose") }
        report.summary.suppressed = 1
        return report
    }

    /// Asserts that `text` is exactly the golden file `name` (`GoldenFile`: `CAMPAIGNC_RECORD=1`
    /// records it).
    static func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        GoldenFile.assert(text, matches: "Tests/CampaignDiagnosticsTests/Golden/" + name, file: file, line: line)
    }
}
