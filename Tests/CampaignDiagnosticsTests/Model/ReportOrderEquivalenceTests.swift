import XCTest

@testable import CampaignDiagnostics

/// The fast report order (files ranked once, then integers) and the fast snippet text must give
/// exactly what their definitions give: `Diagnostic.reportOrder` and each scalar's
/// `TerminalCells.display` text (issue 24 changed how both are computed, not what they give).
final class ReportOrderEquivalenceTests: XCTestCase {
    func testRankedSortGivesTheOrderOfReportOrder() {
        let files = ["b.yaml", "a.yaml", "a/b.yaml", "a-b.yaml", "ä.yaml", "A.yaml", "a.yaml.bak"]
        let codes: [DiagnosticCode] = [.E001, .E101, .W211, .E104]
        var generator = SeededGenerator(seed: 24)
        var compared = 0
        for round in 0..<200 {
            let count = round % 7 == 0 ? 1 + round % 3 : 1 + Int(generator.next() % 80)
            let diagnostics = (0..<count).map { _ in
                let line = 1 + Int(generator.next() % 4)
                let column = 1 + Int(generator.next() % 3)
                // Notes that the order never looks at, so that equal keys with different values
                // show whether ties keep the same order too.
                return Fixture.diagnostic(
                    codes[Int(generator.next() % 4)], ["m", "n", "mm"][Int(generator.next() % 3)],
                    files[Int(generator.next() % UInt64(round % 5 == 0 ? 1 : files.count))], line, column, line, column + Int(generator.next() % 2),
                    notes: [Note("\(generator.next() % 5)")])
            }
            let expected = diagnostics.sorted(by: Diagnostic.reportOrder)
            XCTAssertEqual(diagnostics.sortedForReport(), expected, "round \(round)")
            var inPlace = diagnostics
            inPlace.sortForReport()
            XCTAssertEqual(inPlace, expected, "in place, round \(round)")
            XCTAssertEqual(diagnostics.sortedForReport { $0 }, expected, "by, round \(round)")
            compared += 1
        }
        print("ReportOrderEquivalenceTests: compared \(compared) runs of diagnostics, sorted three ways, with sorted(by: reportOrder)")
    }

    func testShownLineIsEachScalarsDisplayText() {
        let pieces = ["a", "key: value", "\t", "\u{1B}", "\u{0}", "\u{7F}", "\u{9B}", "\u{202E}", "é", "日", "😀", "\u{301}", " "]
        var generator = SeededGenerator(seed: 2024)
        for _ in 0..<500 {
            let line = (0..<Int(generator.next() % 12)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            let definition = line.unicodeScalars.reduce(into: "") { $0 += TerminalCells.display($1).text }
            XCTAssertEqual(Array(SnippetLine.shown(line).utf8), Array(definition.utf8), line.debugDescription)
        }
    }
}
