import CampaignDiagnostics
import CampaignMessages
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// Issue 23 item 9: one definition of a line (SPEC §4 v3: LF, CR LF, CR, NEL, LS, PS; a BOM
/// is not a column) for every stage. The same file written with each line break gives the same
/// suppressions, the same W010 positions (never past the end of their line) and the same
/// snippets as with LF.
final class SuppressionLineBreakTests: XCTestCase {
    private static let lines = [
        "campaign: menu",
        "trigger: session_start",
        "message:",
        "  type: modal",
        "  header: Menu  # campaignc: ignore[W402] -- nothing to hide",
        "  # campaignc: ignore[W211] -- served bare",
        "  image: https://cdn.example.com/a",
        "  message: New dishes  # campaignc: ignore[W211] -- nothing either",
        "",
    ]

    private static let breaks: [(name: String, text: String)] = [
        ("LF", "\n"), ("CR LF", "\r\n"), ("CR", "\r"), ("NEL", "\u{85}"), ("LS", "\u{2028}"), ("PS", "\u{2029}"),
    ]

    private struct Outcome: Equatable {
        var reported: [String]
        var suppressed: [String]
        var snippet: String
    }

    private func outcome(_ text: String) -> Outcome {
        let source = SourceFile(path: "t.yaml", text: text)
        let compiled = CampaignCompiler(now: testNow, files: testFiles).compile(YAMLParser.parse(source))
        let result = SuppressionMatcher(comments: compiled.suppressions).apply(compiled.diagnostics, unusedMessage: ReportMessages.unusedSuppression)
        let table = SourceLineTable(source)
        func place(_ d: Diagnostic) -> String {
            let range = d.location.range
            let lineEnd = (table.text(ofLine: range.start.line)?.unicodeScalars.count ?? -1) + 1
            // A range ends on its line, at most just after its last character.
            XCTAssertLessThanOrEqual(range.end.column, lineEnd, "\(d.code) \(range)")
            XCTAssertEqual(range.end.line, range.start.line)
            return "\(d.code) \(range.start.line):\(range.start.column)-\(range.end.column)"
        }
        let reported = (result.reported + result.unused).sortedForReport()
        let report = DiagnosticReport(diagnostics: reported, sources: [source], files: 1, campaigns: 1)
        return Outcome(
            reported: reported.map(place), suppressed: result.suppressed.map { place($0.diagnostic) },
            snippet: TextDiagnosticRenderer(colour: false).render(report)
        )
    }

    func testEveryLineBreakGivesTheSameSuppressionsPositionsAndSnippets() {
        let expected = outcome(Self.lines.joined(separator: "\n"))
        XCTAssertEqual(expected.reported, ["W010 5:17-61", "W010 8:24-67"])
        XCTAssertEqual(expected.suppressed, ["W211 7:10-35"])
        XCTAssertTrue(expected.snippet.contains(" 5 |   header: Menu  # campaignc: ignore[W402] -- nothing to hide\n"), expected.snippet)
        for (name, lineBreak) in Self.breaks {
            XCTAssertEqual(outcome(Self.lines.joined(separator: lineBreak)), expected, name)
            XCTAssertEqual(outcome("\u{FEFF}" + Self.lines.joined(separator: lineBreak)), expected, "BOM + " + name)
        }
    }

    func testAFileWithoutAFinalBreakEndsTheCommentAtTheEnd() {
        for (name, lineBreak) in Self.breaks {
            let text = Self.lines.dropLast().joined(separator: lineBreak)
            XCTAssertEqual(outcome(text).reported, ["W010 5:17-61", "W010 8:24-67"], name)
        }
    }
}
