import CampaignDiagnostics
import CampaignYAML
import XCTest

/// libyaml's errors as readable E001s, tabs, aliases, and recovery at the next `---`.
final class SyntaxErrorTests: XCTestCase {
    /// `CODE line:column message | note line:column | help`, for one-line checks.
    private func detail(_ d: Diagnostic) -> String {
        let notes = d.notes.map { " | \($0.message) \($0.location.map { lc($0.range.start) } ?? "-")" }.joined()
        return summary(d) + notes + " | " + (d.help ?? "-")
    }

    private func details(_ text: String) -> [String] { parseYAML(text).diagnostics.map(detail) }

    func testMappingValueNotAllowed() {
        XCTAssertEqual(
            details("title: Sale: 50% off\n"),
            [
                "E001 1:12 a `key: value` pair is not allowed here; this line is indented deeper than the keys above it, or a value contains `: `"
                    + " | indent the keys of one mapping equally, and quote a value that contains `: `"
            ])
    }

    /// `background: #000000` unquoted in a flow mapping: the `#` starts a comment, the closing
    /// brackets are lost and libyaml fails on a later line. The error says to quote the colour
    /// and points a note at the `#` (issue 13).
    func testUnquotedColourThatStartsACommentIsNamed() {
        let text = "theme: { light: { background: #1B78CF, text: \"#FFF\" } }\nanimate: true\n"
        XCTAssertEqual(
            details(text),
            [
                "E001 2:8 expected `,` or `}` in this mapping | this `#` starts a YAML comment: the colour and the rest of its line are not read 1:31"
                    + " | quote colours: `#` starts a comment, so write `\"#1B78CF\"` with the quotes"
            ])
        // A `#` inside quotes, or a comment that is not a colour, changes nothing.
        XCTAssertEqual(details("a: { b: \"#fff\" \nc: 1\n").first.map { $0.contains("quote colours") }, false)
        XCTAssertEqual(details("a: { b: 1 # note\nc: 1\n").first.map { $0.contains("quote colours") }, false)
    }

    func testCharacterThatCannotStartAValue() {
        XCTAssertEqual(details("a: @handle\n"), ["E001 1:4 a value cannot start with `@`; it is reserved in YAML | put the value in quotes"])
        XCTAssertEqual(details("a: `cmd`\n"), ["E001 1:4 a value cannot start with ```; it is reserved in YAML | put the value in quotes"])
    }

    func testDidNotFindExpectedKeyHasANoteAtTheMapping() {
        XCTAssertEqual(
            details("a:\n  b: 1\n c: 2\n"),
            [
                "E001 3:2 expected a `key: value` pair here; this line does not fit the mapping it is indented under"
                    + " | the mapping started here 1:1 | check the indentation; text after a closing quote must be inside the quotes"
            ])
        XCTAssertEqual(details("a: \"x\" y\n").first?.hasPrefix("E001 1:8 expected a `key: value` pair here"), true)
    }

    func testUnclosedQuotesPointAtTheEndWithANoteAtTheQuote() {
        XCTAssertEqual(
            details("a: 1\nb: \"never closed\n"),
            [
                "E001 3:1 this quoted text is never closed: the file ends first | the quoted text started here 2:4 | add the closing quote"
            ])
        XCTAssertEqual(
            details("b: 'never closed\n"),
            [
                "E001 2:1 this quoted text is never closed: the file ends first | the quoted text started here 1:4 | add the closing quote"
            ])
    }

    func testEscapes() {
        XCTAssertEqual(
            details("x: \"a\\qb\"\n"),
            [
                "E001 1:6 unknown escape sequence in double-quoted text | the quoted text started here 1:4 | write `\\\\` for a backslash, or use single quotes"
            ])
        XCTAssertEqual(details("x: \"a\\xZZ\"\n").first?.hasPrefix("E001 1:8 an escape `\\x`, `\\u` or `\\U` needs hexadecimal digits"), true)
    }

    func testUnclosedFlowCollections() {
        XCTAssertEqual(
            details("a: [1, 2\nb: 3\n"),
            [
                "E001 2:2 expected `,` or `]` in this list | the list started here 1:4 | close the list with `]`"
            ])
        XCTAssertEqual(
            details("a: {x: 1\n"),
            [
                "E001 2:1 expected `,` or `}` in this mapping | the mapping started here 1:4 | close the mapping with `}`"
            ])
    }

    func testListItemIndentation() {
        XCTAssertEqual(
            details("a:\n  - 1\n  b: 2\n"),
            [
                "E001 3:3 expected a list item starting with `- ` at this indentation | the list started here 2:3"
                    + " | start every item of a list with `- ` in the same column"
            ])
    }

    func testSecondTopLevelValue() {
        XCTAssertEqual(details("a: 1\n...\nfoo\n").first?.hasPrefix("E001 3:1 expected a new document (`---`) here"), true)
    }

    func testErrorAtTheEndOfAFileWithoutALineBreak() {
        // libyaml puts the end of the stream on a new line of its own; positions follow the bytes.
        XCTAssertEqual(summaries(parseYAML("a: [1, 2")), ["E001 1:9 expected `,` or `]` in this list"])
        XCTAssertEqual(summaries(parseYAML("é: [1, 2")), ["E001 1:9 expected `,` or `]` in this list"])
        XCTAssertEqual(parseYAML("a: [1, 2").diagnostics.first?.location.range, SourceRange(at: SourcePosition(line: 1, column: 9, offset: 8)))
    }

    func testProblemRangeCoversOneCharacter() throws {
        let diagnostic = try XCTUnwrap(parseYAML("é: @x\n").diagnostics.first)
        XCTAssertEqual(
            diagnostic.location.range,
            SourceRange(
                start: SourcePosition(line: 1, column: 4, offset: 4),
                end: SourcePosition(line: 1, column: 5, offset: 5)))
    }

    // MARK: Tabs

    func testTabIndentingAKeyGetsTheTabMessage() {
        let expected = "E001 2:1 tabs cannot indent YAML; use spaces | replace the tab at the start of this line with spaces"
        XCTAssertEqual(details("a: 1\n\tb: 2\n"), [expected])
        XCTAssertEqual(details("a:\n\tb: 2\n"), [expected])
        XCTAssertEqual(details("a:\n\t- b\n"), [expected])
    }

    func testTabAfterSpacesInIndentation() {
        XCTAssertEqual(
            details("a:\n  b: 1\n \tc: 2\n"),
            [
                "E001 3:2 tabs cannot indent YAML; use spaces | replace the tab at the start of this line with spaces"
            ])
    }

    func testTabIndentingBlockText() {
        XCTAssertEqual(
            details("a: |\n  x\n\ty\n"),
            [
                "E001 3:1 tabs cannot indent YAML; use spaces | replace the tab at the start of this line with spaces"
            ])
    }

    func testTabsAsSeparationAreFine() {
        XCTAssertEqual(parseYAML("a:\tb\nc: [1,\t2]\n").diagnostics, [])
    }

    // MARK: Aliases

    func testUnknownAliasIsE001AndItsValueInvalid() throws {
        let text = "a: *nope\nb: 1\n"
        let file = parseYAML(text)
        XCTAssertEqual(
            file.diagnostics.map(detail),
            [
                "E001 1:4 unknown alias `*nope`: no anchor `&nope` is defined before it in this document"
                    + " | define the anchor with `&nope` on a value above this line"
            ])
        XCTAssertEqual(file.diagnostics.first?.location.range, range(of: "*nope", in: text))
        XCTAssertEqual(render(try XCTUnwrap(onlyRoot(file))), "{a: !, b: 1}")
    }

    func testAliasBeforeItsAnchorIsUnknown() {
        XCTAssertEqual(codes(parseYAML("a: *x\nb: &x 1\n")), ["E001"])
    }

    func testRecursiveAlias() {
        XCTAssertEqual(
            details("a: &loop [1, *loop]\n"),
            [
                "E001 1:14 alias `*loop` refers to a value that contains it; recursive aliases are not supported | the anchor `&loop` is here 1:4 | -"
            ])
    }

    // MARK: Recovery

    func testErrorInDocumentOneStillChecksDocumentThree() throws {
        let text = """
            campaign: one
            title: broken: here
            ---
            campaign: two
            ---
            campaign: three
            campaign: again

            """
        let file = parseYAML(text)
        XCTAssertEqual(
            summaries(file),
            [
                "E001 2:14 a `key: value` pair is not allowed here; this line is indented deeper than the keys above it, or a value contains `: `",
                "E002 7:1 duplicate key `campaign` in this mapping",
            ])
        XCTAssertEqual(file.diagnostics[1].location.range, range(of: "campaign", in: text, occurrence: 4))
        XCTAssertEqual(file.diagnostics[1].notes.first?.location?.range, range(of: "campaign", in: text, occurrence: 3))
        XCTAssertEqual(file.documentCount, 3)
        XCTAssertEqual(file.documents.map(\.index), [1, 2])
        XCTAssertEqual(file.documents.map { render($0.root) }, ["{campaign: two}", "{campaign: three}"])
        XCTAssertEqual(file.documents[1].root.scalar("campaign")?.range, range(of: "three", in: text))
    }

    func testRecoveryKeepsPositionsExactAfterMultiByteText() throws {
        let text = "é: \"ü\" oops\n---\nkey: 日本\n"
        let file = parseYAML(text)
        XCTAssertEqual(codes(file), ["E001"])
        let root = try XCTUnwrap(onlyRoot(file))
        XCTAssertEqual(root.scalar("key")?.range, range(of: "日本", in: text))
    }

    func testUnclosedQuoteRunningIntoTheNextDocument() throws {
        let text = "a: \"open\n---\nb: 1\n"
        let file = parseYAML(text)
        XCTAssertEqual(summaries(file), ["E001 2:1 a document marker (`---` or `...`) is inside quoted text that is not closed"])
        XCTAssertEqual(file.documents.map { render($0.root) }, ["{b: 1}"])
        XCTAssertEqual(file.documentCount, 2)
    }

    func testUnclosedListRunningIntoTheNextDocument() {
        let file = parseYAML("a: [1, 2\n---\nb: 1\n---\nc: *x\n")
        XCTAssertEqual(
            summaries(file),
            [
                "E001 2:1 expected `,` or `]` in this list",
                "E001 5:4 unknown alias `*x`: no anchor `&x` is defined before it in this document",
            ])
        XCTAssertEqual(file.documentCount, 3)
    }

    func testEveryBrokenDocumentIsReported() {
        let file = parseYAML("a: b: c\n---\nd: @\n---\ne: 1\n")
        XCTAssertEqual(codes(file), ["E001", "E001"])
        XCTAssertEqual(file.documents.map { render($0.root) }, ["{e: 1}"])
        XCTAssertEqual(file.documentCount, 3)
    }

    func testNoDocumentMarkerAfterTheErrorEndsTheFile() {
        let file = parseYAML("a: b: c\nd: 1\n")
        XCTAssertEqual(codes(file), ["E001"])
        XCTAssertEqual(file.documentCount, 1)
        XCTAssertEqual(file.documents.count, 0)
    }

    func testControlCharacterAfterASyntaxErrorInTheSameDocument() {
        let file = parseYAML("a: b: c\nd: \u{1}\n---\ne: 1\n")
        XCTAssertEqual(
            summaries(file),
            [
                "E001 1:5 a `key: value` pair is not allowed here; this line is indented deeper than the keys above it, or a value contains `: `",
                "E001 2:4 the control character U+0001 is not allowed in YAML",
            ])
        XCTAssertEqual(file.documents.map { render($0.root) }, ["{e: 1}"])
    }

    func testProblemsFoundBeforeTheErrorAreKept() {
        let file = parseYAML("a: 1\na: 2\nb: c: d\n")
        XCTAssertEqual(codes(file), ["E002", "E001"])
    }

    func testControlCharacterIsE001AndOnlyItsDocumentIsDropped() throws {
        let text = "campaign: one\n---\ncampaign: two\nname: bell\u{7}here\n---\ncampaign: three\n"
        let file = parseYAML(text)
        XCTAssertEqual(summaries(file), ["E001 4:11 the control character U+0007 is not allowed in YAML"])
        XCTAssertEqual(file.documents.map { render($0.root) }, ["{campaign: one}", "{campaign: three}"])
        XCTAssertEqual(file.documentCount, 3)
    }

    func testC1ControlAndNoncharacter() {
        let file = parseYAML("a: x\u{80}y\nb: \u{9F}\n---\nc: \u{FFFF}\n")
        XCTAssertEqual(
            summaries(file),
            [
                "E001 1:5 the control character U+0080 is not allowed in YAML",
                "E001 4:4 the control character U+FFFF is not allowed in YAML",
            ])
    }
}
