import CampaignTestSupport
import XCTest

@testable import CampaignDiagnostics

/// Issue 23 item 12: a snippet on a long line measured the whole line, so thousands of
/// diagnostics on one 1 MB line took minutes. A measured line (`MeasuredLine`) lays out each
/// snippet from checkpoints, exactly as the whole-line layout (the definition) does.
final class LongLineSnippetTests: XCTestCase {
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// ASCII, a tab, controls, a bidirectional override, wide CJK, an emoji, combining marks.
    private static let alphabet: [Unicode.Scalar] = ["a", "b", " ", "\t", "\u{1B}", "\u{7F}", "\u{202E}", "漢", "字", "😀", "\u{301}", "\u{200D}", "é"]

    func testMeasuredLinesLayOutExactlyAsTheWholeLine() {
        var g = Generator(state: 7)
        for _ in 0..<120 {
            var scalars = String.UnicodeScalarView()
            let length = 300 + g.next(3_000)
            for _ in 0..<length { scalars.append(Self.alphabet[g.next(Self.alphabet.count)]) }
            let text = String(scalars)
            let measured = MeasuredLine(text)
            for _ in 0..<10 {
                let start = 1 + g.next(length + 40)
                let end: Int? = g.next(5) == 0 ? nil : start + g.next(300) - 20
                let expected = SnippetLine(line: text, startColumn: start, endColumn: end)
                let found = SnippetLine(measured, startColumn: start, endColumn: end)
                XCTAssertEqual(found, expected, "line of \(length) scalars, columns \(start)..<\(end.map(String.init) ?? "end")")
            }
        }
    }

    func testManyDiagnosticsOnOneLongLineRenderInLinearTime() {
        CPUTime.assertLinear(size: 500, factor: 8, "diagnostics on one line") { count in
            let line = (0..<count).map { "k\($0): soon" }.joined(separator: ", ")
            let source = SourceFile(path: "l.yaml", text: "{ \(line) }\n")
            var column = 3
            var diagnostics: [Diagnostic] = []
            for index in 0..<count {
                diagnostics.append(Fixture.diagnostic(.E605, "not a time", "l.yaml", 1, column, 1, column + 4))
                column += "k\(index): soon, ".unicodeScalars.count
            }
            _ = TextDiagnosticRenderer().render(DiagnosticReport(diagnostics: diagnostics, sources: [source], campaigns: 0))
        }
    }
}
