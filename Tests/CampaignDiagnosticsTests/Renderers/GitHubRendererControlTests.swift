import CampaignDiagnostics
import XCTest

/// Issue 23 item 17: `--format github` never passes ESC, BEL or other control characters from
/// campaign text into a CI log; they are shown as the text format shows them (Control
/// Pictures, U+FFFD for C1 controls and bidirectional overrides). `%`, CR and LF keep the
/// Actions toolkit's escapes.
final class GitHubRendererControlTests: XCTestCase {
    func testControlCharactersOfTheMessageAreShownAsTheTextFormatShowsThem() {
        let message = "found the string \"slide\u{1B}[31mup\u{07}\u{01}\u{7F}\u{9B}\u{202E}\t%\r\n\""
        let diagnostic = Fixture.diagnostic(.E104, message, "a.yaml", 3, 18, 3, 39)
        XCTAssertEqual(
            GitHubDiagnosticRenderer().command(for: diagnostic),
            "::error file=a.yaml,line=3,col=18,endLine=3,endColumn=39,title=E104::found the string \"slide\u{241B}[31mup\u{2407}\u{2401}\u{2421}\u{FFFD}\u{FFFD}\t%25%0D%0A\""
        )
        XCTAssertEqual(TerminalCells.sanitized("slide\u{1B}[31mup\u{07}"), "slide\u{241B}[31mup\u{2407}")
    }

    func testControlCharactersOfAPathAreShownToo() {
        let diagnostic = Fixture.diagnostic(.E201, "m", "dir\u{1B}]0;x\u{07}/a.yaml", 1, 1, 1, 2)
        XCTAssertEqual(
            GitHubDiagnosticRenderer().command(for: diagnostic),
            "::error file=dir\u{241B}]0;x\u{2407}/a.yaml,line=1,col=1,endLine=1,endColumn=2,title=E201::m"
        )
    }

    func testNoControlCharacterIsLeftInAWholeReport() {
        let text = (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }.joined() + "\u{7F}" + (0x80..<0xA0).map { String(UnicodeScalar(UInt8($0))) }.joined()
        let report = DiagnosticReport(diagnostics: [Fixture.diagnostic(.E106, text, text + ".yaml", 1, 1, 1, 2)], sources: [], files: 1, campaigns: 1)
        let rendered = GitHubDiagnosticRenderer().render(report)
        let controls = rendered.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || (0x7F..<0xA0).contains($0.value) }
        XCTAssertEqual(controls.count, 0, rendered)
        XCTAssertEqual(rendered.split(separator: "\n").count, 2)
    }
}
