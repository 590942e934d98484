import CampaignDiagnostics
import XCTest

final class DiagnosticReportTests: XCTestCase {
    func testAShuffledListComesOutInReportOrder() {
        let expected = [
            Fixture.diagnostic(.E001, "m", "Samples/a.yaml", 1, 1),
            Fixture.diagnostic(.E101, "m", "Samples/a.yaml", 2, 3),
            Fixture.diagnostic(.E101, "m", "Samples/a.yaml", 2, 10),
            Fixture.diagnostic(.E104, "a", "Samples/a.yaml", 10, 1),
            Fixture.diagnostic(.E104, "b", "Samples/a.yaml", 10, 1),
            Fixture.diagnostic(.W211, "m", "Samples/a.yaml", 10, 1),
            Fixture.diagnostic(.E001, "m", "Samples/a.yaml", 11, 1),
            Fixture.diagnostic(.E001, "m", "Samples/b.yaml", 1, 1),
            Fixture.diagnostic(.E001, "m", "Samples/b/a.yaml", 1, 1),
            Fixture.diagnostic(.E001, "m", "Samples/ä.yaml", 1, 1),
        ]
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<50 {
            let shuffled = expected.shuffled(using: &generator)
            XCTAssertEqual(DiagnosticReport(diagnostics: shuffled, sources: [], campaigns: 1).diagnostics, expected)
            XCTAssertEqual(shuffled.sortedForReport(), expected)
        }
        XCTAssertEqual(DiagnosticReport(diagnostics: expected.reversed(), sources: [], campaigns: 1).diagnostics, expected)
    }

    func testSummaryAndSources() {
        let source = SourceFile(path: "a.yaml", text: "a: 1\n")
        let report = DiagnosticReport(
            diagnostics: [Fixture.diagnostic(.W211, "w", "a.yaml", 1, 1)],
            sources: [source, SourceFile(path: "b.yaml", text: "")],
            campaigns: 2
        )
        XCTAssertEqual(report.summary, DiagnosticSummary(files: 2, campaigns: 2, errors: 0, warnings: 1))
        XCTAssertEqual(report.sources["a.yaml"]?.bytes, source.bytes)
        XCTAssertFalse(report.hasErrors)
        let explicit = DiagnosticReport(
            diagnostics: [], summary: DiagnosticSummary(files: 9, campaigns: 8, errors: 0, warnings: 0), sources: []
        )
        XCTAssertEqual(explicit.summary.line, "ok: 8 campaigns in 9 files")
    }
}

/// A deterministic generator, so that a failure can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state ^ (state >> 29)
    }
}
