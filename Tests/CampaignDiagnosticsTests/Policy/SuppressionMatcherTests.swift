import CampaignDiagnostics
import XCTest

/// Applying inline suppressions: own line, next line for a lone comment, codes listed, W010 for
/// an unused comment, and the summary line's counts.
final class SuppressionMatcherTests: XCTestCase {
    private func comment(line: Int, column: Int = 20, codes: [DiagnosticCode], reason: String? = "why", alone: Bool = false) -> SuppressionComment {
        SuppressionComment(
            location: Fixture.location("a.yaml", line, column, line, column + 10), codes: codes, reason: reason,
            lines: alone ? [line, line + 1] : [line]
        )
    }

    /// W010's words are `CampaignMessages`'; the matcher takes them as a function.
    private func unused(_ codes: [DiagnosticCode]) -> DiagnosticMessage {
        DiagnosticMessage(code: .W010, text: "unused: " + codes.map(\.rawValue).joined(separator: " "), help: "remove it")
    }

    func testSuppressesListedCodesOnItsLinesOnly() {
        let w402 = Fixture.diagnostic(.W402, "tie", "a.yaml", 5, 13)
        let w211 = Fixture.diagnostic(.W211, "ext", "a.yaml", 5, 3)
        let below = Fixture.diagnostic(.W402, "tie", "a.yaml", 6, 13)
        let other = Fixture.diagnostic(.W402, "tie", "b.yaml", 5, 13)
        let outcome = SuppressionMatcher(comments: [comment(line: 5, codes: [.W402])]).apply([w402, w211, below, other], unusedMessage: unused)
        XCTAssertEqual(outcome.reported, [w211, below, other])
        XCTAssertEqual(outcome.suppressed, [SuppressedDiagnostic(diagnostic: w402, justification: "why")])
        XCTAssertEqual(outcome.unused, [])
    }

    func testALoneCommentCoversTheNextLine() {
        let w402 = Fixture.diagnostic(.W402, "tie", "a.yaml", 5, 13)
        let outcome = SuppressionMatcher(comments: [comment(line: 4, column: 3, codes: [.W211, .W402], reason: nil, alone: true)]).apply(
            [w402], unusedMessage: unused)
        XCTAssertEqual(outcome.reported, [])
        XCTAssertEqual(outcome.suppressed.map(\.justification), [nil])
    }

    func testAnUnusedCommentIsW010AtTheComment() {
        let outcome = SuppressionMatcher(comments: [comment(line: 3, codes: [.W211, .W402])]).apply([], unusedMessage: unused)
        XCTAssertEqual(outcome.unused.map(\.code), [.W010])
        XCTAssertEqual(outcome.unused.map(\.message), ["unused: W211 W402"])
        XCTAssertEqual(outcome.unused.map(\.help), ["remove it"])
        XCTAssertEqual(outcome.unused.map(\.location), [Fixture.location("a.yaml", 3, 20, 3, 30)])
        XCTAssertEqual(outcome.unused.map(\.severity), [.warning])
    }

    func testSummaryLinesShowOnlyNonZeroHiddenCounts() {
        var summary = DiagnosticSummary(files: 3, campaigns: 5, errors: 2, warnings: 1)
        XCTAssertEqual(summary.line, "2 errors, 1 warning in 3 files (5 campaigns)")
        summary.suppressed = 1
        summary.baselined = 4
        XCTAssertEqual(summary.line, "2 errors, 1 warning in 3 files (5 campaigns); 1 suppressed, 4 baselined")
        summary = DiagnosticSummary(files: 3, campaigns: 5, errors: 0, warnings: 0)
        summary.suppressed = 1
        XCTAssertEqual(summary.line, "ok: 5 campaigns in 3 files; 1 suppressed")
        summary.suppressed = 0
        summary.baselined = 2
        XCTAssertEqual(summary.line, "ok: 5 campaigns in 3 files; 2 baselined")
    }
}
