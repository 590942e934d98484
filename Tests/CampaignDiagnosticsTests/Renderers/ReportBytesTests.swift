import CampaignDiagnostics
import CanonicalJSON
import XCTest

/// The text and JSON reports built straight as bytes (issue 24) are exactly the bytes of
/// `render`: the golden report, and a report large enough to need many pieces and to quote
/// more files than the text renderer keeps line tables for.
final class ReportBytesTests: XCTestCase {
    func testTextPiecesOfTheGoldenReportAreItsBytes() {
        let pieces = TextDiagnosticRenderer().renderPieces(ReportFormatFixture.report)
        XCTAssertEqual(pieces.count, 1)
        ReportFormatFixture.assertGolden(String(decoding: pieces.joined(), as: UTF8.self), "report.txt")
    }

    func testTextPiecesOfALargeReportJoinToItsText() {
        let report = Self.largeReport
        for colour in [false, true] {
            let renderer = TextDiagnosticRenderer(colour: colour)
            let pieces = renderer.renderPieces(report)
            XCTAssertGreaterThan(pieces.count, 2)
            for piece in pieces.dropLast() {
                XCTAssertEqual(piece.count, TextDiagnosticRenderer.pieceSize)
                XCTAssertLessThanOrEqual(piece.capacity, TextDiagnosticRenderer.pieceSize + 64)
            }
            XCTAssertEqual(Array(pieces.joined()), Array(renderer.render(report).utf8))
        }
    }

    /// A note pointing back into the first file, after more files than the renderer keeps
    /// line tables for, still quotes its line.
    func testANoteIntoAFileQuotedLongBeforeStillShowsItsLine() {
        let text = TextDiagnosticRenderer().render(Self.largeReport)
        let last = text.components(separatedBy: "\n\n").dropLast().last ?? ""
        XCTAssertTrue(last.hasPrefix("f29.yaml:"), last)
        XCTAssertTrue(last.contains("f00.yaml:3:1: note: the first one\n"), last)
        XCTAssertTrue(last.contains(" 3 | line 3 of f00.yaml\n"), last)
    }

    func testJSONBytesAreThoseOfTheWholeValue() {
        for report in [ReportFormatFixture.report, Self.largeReport] {
            for style in [JSONWriter.Style.compact, .pretty] {
                let renderer = JSONDiagnosticRenderer(style: style)
                let whole = JSONWriter(style: style).encodeDocument(JSONDiagnosticRenderer.value(of: report))
                XCTAssertEqual(renderer.renderBytes(report), whole)
            }
        }
    }

    func testJSONBytesOfAReportWithoutDiagnostics() {
        let report = DiagnosticReport(diagnostics: [], sources: [], files: 3, campaigns: 3)
        let whole = JSONWriter.document(JSONDiagnosticRenderer.value(of: report))
        XCTAssertEqual(JSONDiagnosticRenderer().renderBytes(report), whole)
        XCTAssertTrue(String(decoding: whole, as: UTF8.self).hasPrefix(#"{"diagnostics":[],"#))
    }

    /// 30 files of 40 lines with a warning on each line; the last diagnostic has a note into
    /// the first file.
    static var largeReport: DiagnosticReport {
        var sources: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        for file in 0..<30 {
            let path = "f" + (file < 10 ? "0" : "") + "\(file).yaml"
            let lines = (1...40).map { "line \($0) of \(path)" }
            sources.append(SourceFile(path: path, text: lines.joined(separator: "\n") + "\n"))
            for line in 1...40 {
                diagnostics.append(Fixture.diagnostic(.W703, "contrast \(line) is too low", path, line, 1, line, 5, help: "use a darker shade"))
            }
        }
        diagnostics.append(
            Fixture.diagnostic(.E401, "duplicate campaign id", "f29.yaml", 40, 6, notes: [Note("the first one", at: Fixture.location("f00.yaml", 3, 1, 3, 5))]))
        return DiagnosticReport(diagnostics: diagnostics, sources: sources, campaigns: 30)
    }
}
