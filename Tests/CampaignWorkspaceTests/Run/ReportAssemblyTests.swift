import CampaignCompiler
import CampaignDiagnostics
import CampaignWorkspace
import XCTest

/// The report is assembled once, from batches: diagnostics found after the checks (a scenario
/// run's) join the checks' in report order with the same policy and fingerprints as if they
/// had come together, and the errors a finished report would have are known before.
final class ReportAssemblyTests: XCTestCase {
    private let text = "campaign: a  # campaignc: ignore[W606] -- expected\ntrigger: session_start\nmessage: { type: slideup, message: Hi }\n"

    private func context(warningsAsErrors: Bool = false) -> CheckContext {
        var settings = CompilationSettings(now: 0, workingDirectory: "/p")
        settings.keeps = ReportNeeds(units: false, fingerprintPlaces: true)
        return CheckContext(
            project: .none(root: "/p"), settings: settings, policy: SeverityPolicy(overrides: [:], warningsAsErrors: warningsAsErrors))
    }

    private func late(line: Int, _ code: DiagnosticCode = .E602) -> Diagnostic {
        var start = SourcePosition.start
        start.line = line
        return Diagnostic(code, "late \(line)", at: SourceLocation(file: "/p/a.yaml", range: SourceRange(at: start)))
    }

    func testLateBatchesJoinTheReportInOrderAndUseTheSuppressions() {
        let context = context()
        let summaries = [context.checkFile(SourceFile(path: "/p/a.yaml", text: text), keeper: .nothing).summary]
        var assembly = context.assembly(summaries)
        XCTAssertEqual(assembly.reportedErrors.map(\.code), [], "the unused suppression is a warning")
        assembly.add(late: [late(line: 3), late(line: 1, .W606)])
        let report = assembly.finish().report
        XCTAssertEqual(report.diagnostics.map(\.code), [.E602], "the late W606 is suppressed, so no W010")
        XCTAssertEqual(report.suppressed.map(\.diagnostic.code), [.W606])
        XCTAssertEqual(report.fingerprints.count, 1)
        XCTAssertNotNil(report.suppressed.first?.diagnostic.fingerprint)
        let together = context.report(summaries, late: [late(line: 3), late(line: 1, .W606)]).report
        XCTAssertEqual(together.diagnostics, report.diagnostics)
    }

    func testTheErrorsBeforeTheLateOnesCountTheUnusedSuppressions() {
        let strict = context(warningsAsErrors: true)
        let summaries = [strict.checkFile(SourceFile(path: "/p/a.yaml", text: text), keeper: .nothing).summary]
        let assembly = strict.assembly(summaries)
        XCTAssertEqual(assembly.reportedErrors.map(\.code), [.W010], "as an error, the comment that hid nothing yet")
        var finished = assembly
        finished.add(late: [late(line: 1, .W606)])
        XCTAssertEqual(finished.finish().report.diagnostics.map(\.code), [], "it hides the scenario run's W606")
    }
}
