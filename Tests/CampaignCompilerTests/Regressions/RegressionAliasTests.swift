import CampaignDiagnostics
import CampaignMessages
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// Fuzzing finding (libFuzzer timeout, Fuzz/crashes/timeout-3ecbc4ba…): a node reached through
/// N aliases is decoded N times, and each of its problems was reported N times. A 1.3 KB file
/// gave 3,904 errors (1,951 copies of two), and 400 such documents (520 KB) took 32 s and
/// 930 MB. Each distinct diagnostic is now reported once.
final class RegressionAliasTests: XCTestCase {
    func testProblemsOfAnAliasedFilterAreReportedOnce() {
        assertDiagnostics(
            """
            campaign: c
            trigger:
              custom_event: e
              filters: [ &f ⟨filter⟩{ property: a, ⟨key⟩greater_severity }, *f, *f, { any_of: [*f, *f] } ]
            message: { type: slideup, message: m }
            """,
            [
                Expect(
                    .E304, at: "filter", "a filter needs exactly one operator, found none",
                    help: "add an operator such as `equals: value` or `greater_than: 10`"),
                Expect(.E101, at: "key", "unknown key `greater_severity`"),
            ])
    }

    /// The fuzzer's input had 38 × 50 copies; 20 × 20 show the same in less time.
    func testFourHundredAliasCopiesGiveTwoDiagnostics() {
        let inner = Array(repeating: "*f", count: 20).joined(separator: ", ")
        let outer = Array(repeating: "*g", count: 20).joined(separator: ", ")
        let text = """
            campaign: c
            trigger:
              custom_event: e
              filters: [ &f { property: a, greater_severity }, &g { any_of: [\(inner)] }, \(outer) ]
            message: { type: slideup, message: m }
            """
        let compiled = compileYAML(text)
        XCTAssertEqual(
            compiled.diagnostics.map(render),
            [
                "E304 4:17 a filter needs exactly one operator, found none | help: add an operator such as `equals: value` or `greater_than: 10`",
                "E101 4:32 unknown key `greater_severity`",
            ])
        XCTAssertEqual(compiled.campaigns.count, 0)
    }

    /// A part whose only problem repeats an earlier report still counts as failed.
    func testRepeatedReportStillMarksThePartAsFailed() {
        let context = DecodingContext(source: SourceFile(path: "t.yaml", text: "a: 1\n"))
        let range = SourceRange(
            start: SourcePosition(line: 1, column: 4, offset: 3),
            end: SourcePosition(line: 1, column: 5, offset: 4)
        )
        context.report(ValueMessages.wrongType("text", found: "`1`"), at: range)
        let mark = context.mark
        XCTAssertFalse(context.blockingErrorSince(mark))
        XCTAssertFalse(context.reportedSince(mark))
        context.report(ValueMessages.wrongType("text", found: "`1`"), at: range)
        XCTAssertEqual(context.diagnostics.count, 1)
        XCTAssertEqual(context.mark, 2)
        XCTAssertTrue(context.reportedSince(mark))
        XCTAssertTrue(context.blockingErrorSince(mark))
        XCTAssertFalse(context.blockingErrorSince(context.mark))
    }
}
