import CampaignDiagnostics
import CampaignMessages
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// Inline suppressions as the per-file stage finds them (SPEC §11): what is a comment, the
/// grammar, W011 and W012, and which diagnostics end up suppressed once applied.
final class SuppressionCommentTests: XCTestCase {
    private static let header = """
        campaign: menu
        trigger: session_start
        message:
          type: modal
          header: Menu
          message: New dishes

        """

    /// The diagnostics left after applying the file's suppressions, and the suppressed ones.
    private func check(_ marked: String) -> (reported: [String], suppressed: [String]) {
        let compiled = compileYAML(marked)
        let outcome = SuppressionMatcher(comments: compiled.suppressions).apply(compiled.diagnostics, unusedMessage: ReportMessages.unusedSuppression)
        return ((outcome.reported + outcome.unused).sortedForReport().map(render), outcome.suppressed.map { render($0.diagnostic) })
    }

    func testSameLineAndLineAboveSuppress() {
        let result = check(
            Self.header + """
                  image: https://cdn.example.com/a  # campaignc: ignore[W211] -- served bare
                """)
        XCTAssertEqual(result.reported, [])
        XCTAssertEqual(
            result.suppressed,
            [
                "W211 7:10 image URL has no extension; expected `png`, `jpg`, `jpeg`, `gif` or `webp` | help: use a PNG, JPEG, GIF or WebP image: the SDKs display only those"
            ])

        let above = check(
            Self.header + """
                  # campaignc: ignore[ W402 ,W211 ] -- served bare
                  image: https://cdn.example.com/a
                """)
        XCTAssertEqual(above.reported, [])
        XCTAssertEqual(above.suppressed.count, 1)
    }

    func testATrailingCommentDoesNotReachTheNextLine() {
        let result = check(
            Self.header + """
                  header2: x  # campaignc: ignore[W211] -- served bare
                  image: https://cdn.example.com/a
                """)
        XCTAssertEqual(result.reported.map { String($0.prefix(9)) }, ["E101 7:3 ", "W010 7:15", "W211 8:10"])
    }

    func testHashInsideScalarsIsNeverAComment() {
        let result = check(
            """
            campaign: menu
            trigger: session_start
            message:
              type: html
              html: |
                <p># campaignc: ignore[W211]</p>
              message: "x # campaignc: ignore[W211]"
            """)
        XCTAssertEqual(result.reported.filter { $0.hasPrefix("W01") }, [])
        XCTAssertEqual(compileYAML("a: 'b # campaignc: ignore[W999]'\nc: d#campaignc: ignore[W999]\n").suppressions, [])
    }

    func testMissingReasonIsW011AndStillApplies() {
        let result = check(
            Self.header + """
                  image: https://cdn.example.com/a  # campaignc: ignore[W211]
                """)
        XCTAssertEqual(result.reported, ["W011 7:37 suppression without a reason | help: add ` -- ` and why the problem is acceptable here"])
        XCTAssertEqual(result.suppressed.count, 1)
        let empty = check(
            Self.header + """
                  image: https://cdn.example.com/a  # campaignc: ignore[W211] --
                """)
        XCTAssertEqual(empty.reported.map { String($0.prefix(9)) }, ["W011 7:37"])
    }

    func testMalformedCommentsAreW012AndSuppressNothing() {
        let cases: [(String, String)] = [
            ("# campaignc: ignore W211 -- r", "expected `ignore[CODE] -- reason` after `campaignc:`"),
            ("# campaignc: ignore[W211 -- r", "missing `]` after the codes"),
            ("# campaignc: ignore[w211] -- r", "unknown code 'w211' (codes are written in upper case, such as W402)"),
            ("# campaignc: ignore[W999] -- r", "unknown code 'W999' (codes are written in upper case, such as W402)"),
            ("# campaignc: ignore[W211,] -- r", "empty code in the list"),
            ("# campaignc: ignore[W211]-- r", "expected ` -- reason` after `]`"),
            ("# campaignc: ignore[W211] --r", "expected a space after `--`"),
        ]
        for (comment, problem) in cases {
            let result = check(Self.header + "  image: https://cdn.example.com/a.png  " + comment + "\n")
            XCTAssertEqual(
                result.reported,
                [
                    "W012 7:41 malformed suppression comment: \(problem) | help: write `# campaignc: ignore[W402] -- reason`"
                ], comment)
        }
    }

    func testANonAdjustableCodeIsReportedAndNotSuppressed() {
        let result = check(
            """
            campaign: menu
            trigger: session_start
            prority: 5  # campaignc: ignore[E101, W211] -- legacy
            """)
        XCTAssertEqual(
            result.reported,
            [
                "E102 1:1 missing required key `message`",
                "E101 3:1 unknown key `prority` | help: did you mean `priority`?",
                "E108 3:13 E101 cannot be changed: a campaign with this problem cannot be compiled | help: only warnings and E201, E202, E208, E212, E213, E310, E503–E506 can be turned off or down",
                "W010 3:13 this suppression of W211 suppressed nothing | help: remove the comment, or move it to the line where the diagnostic starts",
            ])
    }

    func testNodePathsAndUnitsOfDiagnostics() {
        let compiled = compileYAML(
            Self.header + """
                  buttons:
                    - { id: 1, text: A }
                    - { id: 2, text: B }
                    - { id: 3, text: C }
                """)
        XCTAssertEqual(compiled.diagnostics.map(\.code), [.E204])
        XCTAssertEqual(compiled.diagnostics.map(\.nodePath), ["message.buttons[2]"])
        XCTAssertEqual(compiled.diagnostics.map(\.unit), ["menu"])
        XCTAssertEqual(compiled.units.map(\.id), ["menu"])
    }

    func testColumnsMatchTheFrontEndAfterAByteOrderMarkAndInCRLFFiles() {
        let text = "\u{FEFF}campaign: menu  # campaignc: ignore[W211] -- x\r\ntrigger: session_start\r\n"
        let compiled = CampaignCompiler(now: testNow, files: testFiles).compile(YAMLParser.parse(SourceFile(path: "test.yaml", text: text)))
        XCTAssertEqual(
            compiled.suppressions.map(\.location.range),
            [
                SourceRange(start: SourcePosition(line: 1, column: 17, offset: 19), end: SourcePosition(line: 1, column: 47, offset: 49))
            ])
    }
}

/// Fuzzer finding: a suppression comment in a file that is not valid UTF-8 got a range past the
/// end of the file (the decoded text is longer than its bytes). Such a file has no comments.
final class RegressionSuppressionRangeTests: XCTestCase {
    func testACommentInAFileThatIsNotUTF8IsNotRead() {
        let bytes = Array("campaign: c\nmessage: m  # campaignc: ig".utf8) + [0x8F] + Array("ore W209 -- x\n".utf8)
        let yaml = YAMLParser.parse(SourceFile(path: "t.yaml", bytes: bytes), role: .projectFile)
        XCTAssertEqual(yaml.diagnostics.map(\.code), [.E006])
        let scan = SuppressionScanner.scan(yaml)
        XCTAssertEqual(scan.diagnostics, [])
        XCTAssertEqual(scan.comments.count, 0)
    }

    func testARangeEndsAtTheCommentsLastByte() {
        let text = "campaign: c\ntrigger: session_start  # campaignc: ignore W209 -- é \r\nmessage: { type: slideup, message: m }\n"
        let yaml = YAMLParser.parse(SourceFile(path: "t.yaml", text: text))
        let scan = SuppressionScanner.scan(yaml)
        XCTAssertEqual(scan.diagnostics.map(\.code), [.W012])
        let range = scan.diagnostics.first?.location.range
        XCTAssertEqual(range?.start.column, 25)
        XCTAssertEqual(range?.end.offset, text.utf8.count - "\r\nmessage: { type: slideup, message: m }\n".utf8.count - 1)
    }

    /// A document that broke off is not in the node tree, so where its block scalars lie is
    /// unknown: a `#` line in its `html: |` is never read as a suppression (it would be W010,
    /// whose fix deletes that line of the HTML). The good documents' comments still count.
    func testAHashLineInABlockScalarOfABrokenDocumentIsNeverASuppression() {
        let text = """
            campaign: a
            trigger: session_start  # campaignc: ignore[W402] -- tie
            message: { type: slideup, message: m }
            ---
            campaign: b
            trigger: session_start
            message:
              type: html
              html: |
                <p>
                # campaignc: ignore[W402] -- part of the page
                </p>
            priority: [

            """
        let yaml = YAMLParser.parse(SourceFile(path: "t.yaml", text: text))
        XCTAssertEqual(yaml.diagnostics.map(\.code), [.E001])
        let scan = SuppressionScanner.scan(yaml)
        XCTAssertEqual(scan.diagnostics, [])
        XCTAssertEqual(scan.comments.map(\.location.range.start.line), [2])
        // A list document is not in the tree either.
        let list = YAMLParser.parse(SourceFile(path: "t.yaml", text: "- html: |\n    # campaignc: ignore[W402] -- x\n"))
        XCTAssertEqual(SuppressionScanner.scan(list).comments.count, 0)
    }
}
