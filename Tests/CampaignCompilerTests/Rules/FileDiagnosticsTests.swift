import CampaignDiagnostics
import CampaignMessages
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// The per-file cap keeps the first 1,000 diagnostics in report order, whatever order the
/// stages found them in, and counts the rest.
final class FileDiagnosticsTests: XCTestCase {
    private let source = SourceFile(path: "t.yaml", text: String(repeating: "k: 1\n", count: 3_000))

    private func range(line: Int) -> SourceRange {
        let start = SourcePosition(line: line, column: 1, offset: (line - 1) * 5)
        return SourceRange(start: start, end: SourcePosition(line: line, column: 2, offset: start.offset + 1))
    }

    private func collect(lines: [Int]) -> FileDiagnostics {
        let reports = FileDiagnostics(source: source)
        for line in lines {
            reports.record(ValueMessages.unknownKey("k\(line)"), at: range(line: line), notes: { [] }, help: { nil }, fixIts: { [] })
        }
        return reports
    }

    func testTheKeptOnesAreTheFirstInReportOrderWhateverTheOrderFound() {
        let forwards = collect(lines: Array(1...1_500))
        let backwards = collect(lines: Array((1...1_500).reversed()))
        let shuffled = collect(lines: (1...1_500).map { ($0 * 7_919) % 1_500 + 1 })
        for reports in [forwards, backwards, shuffled] {
            let kept = reports.kept.sortedForReport()
            XCTAssertEqual(kept.map(\.location.range.start.line), Array(1...1_000))
            XCTAssertEqual(reports.unreported, 500)
            XCTAssertEqual(kept.dropLast().filter { !$0.notes.isEmpty }.count, 0, "only the last one carries the count")
            XCTAssertEqual(kept.last?.notes.map(\.message), ["this file has 500 more problems that are not reported (at most 1,000 per file)"])
        }
        XCTAssertEqual(forwards.kept.sortedForReport(), backwards.kept.sortedForReport())
        XCTAssertEqual(forwards.kept.sortedForReport(), shuffled.kept.sortedForReport())
    }

    /// A repeat of a kept diagnostic is dropped; a repeat of one left out counts, as every
    /// report past the cap does (counting costs no memory per problem).
    func testRepeatsOfKeptOnesAreDroppedAndRepeatsOfLeftOutOnesCount() {
        // 1,001 is kept and repeated, then pushed out by 1 with both its reports, then
        // reported again past the cap; 1,200 is never kept; 5 repeats a kept one.
        let reports = collect(lines: Array(2...1_001) + [1_001, 1, 1_001, 1_200, 5])
        XCTAssertEqual(reports.kept.count, 1_000)
        XCTAssertEqual(reports.unreported, 4)
        XCTAssertEqual(reports.reports, 1_005)
        XCTAssertEqual(Set(reports.kept.map(\.location.range.start.line)), Set(1...1_000))
    }

    func testUnderTheCapNothingIsLeftOut() {
        let reports = collect(lines: Array((1...1_000).reversed()) + [7])
        XCTAssertEqual(reports.kept.count, 1_000)
        XCTAssertEqual(reports.unreported, 0)
        XCTAssertTrue(reports.kept.allSatisfy(\.notes.isEmpty))
    }

    /// The rules run after the whole document decoded, so their reports come after every
    /// unknown key's: the cap still keeps W315 (line 2), the first in the report.
    func testARuleReportFoundAfterTheCapFilledIsKeptWhenItComesFirst() {
        let keys = (0..<1_200).map { "k\($0): 1\n" }.joined()
        let compiled = compileYAML("campaign: a\ntrigger: [session_start, session_start]\nmessage: { type: slideup, message: Hi }\n" + keys)
        XCTAssertEqual(compiled.diagnostics.count, 1_000)
        XCTAssertEqual(compiled.diagnostics.first?.code, .W315)
        XCTAssertEqual(compiled.diagnostics.filter { $0.code == .E101 }.count, 999)
        XCTAssertEqual(
            compiled.diagnostics.last?.notes.last?.message, "this file has 201 more problems that are not reported (at most 1,000 per file)")
    }
}
