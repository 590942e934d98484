import CampaignDiagnostics
import CampaignMessages
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// W010's fix-it (SPEC §13.1) removes exactly the unused comment: with the blanks before it
/// after a value, or its whole line and line break when alone on the line; and (v3) W011 for
/// the placeholder reason `reason` (SPEC §11, §13.8).
final class SuppressionFixItTests: XCTestCase {
    /// The W010s of `text` once its suppressions are applied.
    private func unused(_ text: String) -> [Diagnostic] {
        let compiled = CampaignCompiler(now: testNow, files: testFiles).compile(YAMLParser.parse(SourceFile(path: "test.yaml", text: text)))
        return SuppressionMatcher(comments: compiled.suppressions).apply(compiled.diagnostics, unusedMessage: ReportMessages.unusedSuppression).unused
    }

    /// `text` with the W010s' fix-its applied, after checking they are safe and titled.
    private func fixed(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let found = unused(text)
        XCTAssertEqual(found.map(\.code), [.W010], file: file, line: line)
        XCTAssertEqual(found.flatMap(\.fixIts).map(\.message), ["remove the unused suppression"], file: file, line: line)
        XCTAssertEqual(found.flatMap(\.fixIts).map(\.safe), [true], file: file, line: line)
        return applying(found, to: text)
    }

    private let head = "campaign: a\ntrigger: session_start\nmessage:\n  type: modal\n  message: Hi\n"

    func testAfterAValueTheCommentAndTheBlanksBeforeItGo() throws {
        let marked = MarkedText(head + "  image: https://cdn.example.com/a.png⟨a⟩  \t# campaignc: ignore[W211] -- bare URLs  ⟨b⟩\n  header: Menu\n")
        let fix = try XCTUnwrap(unused(marked.text).first?.fixIts.first)
        XCTAssertEqual(fix.range, SourceRange(start: marked.position("a"), end: marked.position("b")))
        XCTAssertEqual(fixed(marked.text), head + "  image: https://cdn.example.com/a.png\n  header: Menu\n")
    }

    func testAloneOnItsLineTheWholeLineGoes() throws {
        let marked = MarkedText(head + "⟨a⟩  # campaignc: ignore[W211] -- bare URLs\n⟨b⟩  image: https://cdn.example.com/a.png\n")
        let fix = try XCTUnwrap(unused(marked.text).first?.fixIts.first)
        XCTAssertEqual(fix.range, SourceRange(start: marked.position("a"), end: marked.position("b")))
        XCTAssertEqual(fixed(marked.text), head + "  image: https://cdn.example.com/a.png\n")
    }

    func testCRLFAndTheLastLineWithoutABreak() {
        let crlf = head.replacingOccurrences(of: "\n", with: "\r\n")
        XCTAssertEqual(
            fixed(crlf + "  # campaignc: ignore[W211] -- x\r\n  image: https://cdn.example.com/a.png\r\n"),
            crlf + "  image: https://cdn.example.com/a.png\r\n")
        XCTAssertEqual(
            fixed(crlf + "  image: https://cdn.example.com/a.png # campaignc: ignore[W211] -- x\r\n"),
            crlf + "  image: https://cdn.example.com/a.png\r\n")
        XCTAssertEqual(fixed(head + "# campaignc: ignore[W211] -- x"), head)
    }

    func testAByteOrderMarkStaysAndWideCharactersCount() {
        let bom = "\u{FEFF}"
        XCTAssertEqual(
            fixed(bom + "# campaignc: ignore[W211] -- bare\n" + head), bom + head)
        XCTAssertEqual(
            fixed(head + "  header: Café 🎉 # campaignc: ignore[W211] -- x\n"),
            head + "  header: Café 🎉\n")
    }

    // MARK: W011

    func testThePlaceholderReasonIsW011AndStillSuppresses() {
        let text = head + "  image: https://cdn.example.com/a  # campaignc: ignore[W211] -- reason\n"
        let compiled = compileYAML(text)
        let outcome = SuppressionMatcher(comments: compiled.suppressions).apply(compiled.diagnostics, unusedMessage: ReportMessages.unusedSuppression)
        XCTAssertEqual(
            outcome.reported.map(render),
            [
                "W011 6:37 suppression without a reason: `reason` is a placeholder"
                    + " | help: replace the placeholder `reason` with why this is acceptable here"
            ])
        XCTAssertEqual(outcome.suppressed.map(\.diagnostic.code), [.W211])
        XCTAssertEqual(outcome.unused, [])
        // Only the placeholder on its own: a reason that mentions it is a reason.
        for reason in ["reasons", "reason: bare URLs", "Reason"] {
            let other = compileYAML(head + "  image: https://cdn.example.com/a  # campaignc: ignore[W211] -- \(reason)\n")
            XCTAssertEqual(other.diagnostics.map(\.code), [.W211], reason)
        }
    }
}
