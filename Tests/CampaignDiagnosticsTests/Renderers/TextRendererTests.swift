import CampaignDiagnostics
import XCTest

final class TextRendererTests: XCTestCase {
    private func render(
        _ diagnostics: [Diagnostic],
        _ sources: [SourceFile],
        files: Int? = nil,
        campaigns: Int = 1,
        colour: Bool = false
    ) -> String {
        let report = DiagnosticReport(diagnostics: diagnostics, sources: sources, files: files, campaigns: campaigns)
        return TextDiagnosticRenderer(colour: colour).render(report)
    }

    func testTheExampleOfTheSpecification() {
        let output = render([Fixture.e201], [Fixture.e201Source])
        XCTAssertEqual(
            output,
            """
            Samples/invalid/E201-full-without-image.yaml:6:9: error[E201]: a full message needs an image
               |
             6 |   type: full
               |         ^~~~
               = note: the SDK discards a full in-app message without an image when it is about to display it
               = help: add `image: https://…`, or use `type: modal`

            1 error, 0 warnings in 1 file (1 campaign)

            """
        )
    }

    func testNoDiagnosticsPrintsOnlyTheOkLine() {
        XCTAssertEqual(render([], [Fixture.e201Source], files: 3, campaigns: 5), "ok: 5 campaigns in 3 files\n")
    }

    func testDiagnosticsAreSeparatedByABlankLineAndSorted() {
        let source = SourceFile(path: "a.yaml", text: "campaign: a\npriority: urgent\nimage: http://x/y.png\n")
        let warning = Fixture.diagnostic(.W211, "image URL has no image extension", "a.yaml", 3, 8, 3, 22)
        let error = Fixture.diagnostic(.E104, "`urgent` is not a priority", "a.yaml", 2, 11, 2, 17)
        XCTAssertEqual(
            render([warning, error], [source]),
            """
            a.yaml:2:11: error[E104]: `urgent` is not a priority
               |
             2 | priority: urgent
               |           ^~~~~~

            a.yaml:3:8: warning[W211]: image URL has no image extension
               |
             3 | image: http://x/y.png
               |        ^~~~~~~~~~~~~~

            1 error, 1 warning in 1 file (1 campaign)

            """
        )
    }

    func testWideCharactersEmojiAndCombiningMarksShiftTheCarets() {
        // Columns: 日 12, 本 13, 語 14, で 15, 😀 16, space 17, x 18, e 20, U+0301 21, ! 22.
        let source = SourceFile(path: "u.yaml", text: "  message: 日本語で😀 x e\u{301}!\n")
        let wide = Fixture.diagnostic(.E506, "wide", "u.yaml", 1, 12, 1, 17)
        let after = Fixture.diagnostic(.E106, "after", "u.yaml", 1, 18, 1, 19)
        let mark = Fixture.diagnostic(.E107, "mark", "u.yaml", 1, 22, 1, 23)
        XCTAssertEqual(
            render([wide, after, mark], [source]),
            """
            u.yaml:1:12: error[E506]: wide
               |
             1 |   message: 日本語で😀 x e\u{301}!
               |            ^~~~~~~~~~

            u.yaml:1:18: error[E106]: after
               |
             1 |   message: 日本語で😀 x e\u{301}!
               |                       ^

            u.yaml:1:22: error[E107]: mark
               |
             1 |   message: 日本語で😀 x e\u{301}!
               |                          ^

            3 errors, 0 warnings in 1 file (1 campaign)

            """
        )
    }

    func testCRLFAndBOMAreStrippedAndTabsExpandToFourSpaces() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("campaign: café-1\r\nname:\tSpring\tsale\r\n".utf8)
        let source = SourceFile(path: "crlf.yaml", bytes: bytes)
        let id = Fixture.diagnostic(.E106, "bad id", "crlf.yaml", 1, 11, 1, 17)
        let sale = Fixture.diagnostic(.E104, "after tabs", "crlf.yaml", 2, 14, 2, 18)
        let spanningTab = Fixture.diagnostic(.E103, "over a tab", "crlf.yaml", 2, 6, 2, 13)
        XCTAssertEqual(
            render([id, sale, spanningTab], [source]),
            """
            crlf.yaml:1:11: error[E106]: bad id
               |
             1 | campaign: café-1
               |           ^~~~~~

            crlf.yaml:2:6: error[E103]: over a tab
               |
             2 | name:    Spring    sale
               |      ^~~~~~~~~~

            crlf.yaml:2:14: error[E104]: after tabs
               |
             2 | name:    Spring    sale
               |                    ^~~~

            3 errors, 0 warnings in 1 file (1 campaign)

            """
        )
        XCTAssertFalse(render([id], [source]).contains("\r"))
        XCTAssertFalse(render([id], [source]).unicodeScalars.contains("\u{FEFF}"))
    }

    func testANoteWithALocationGetsItsOwnHeaderAndSnippetAndTheGutterFollowsTheWidestLine() {
        let text = (1...120).map { "key\($0): value" }.joined(separator: "\n") + "\n"
        let source = SourceFile(path: "long.yaml", text: text)
        let duplicate = Fixture.diagnostic(
            .E002, "duplicate key `key105`", "long.yaml", 105, 1, 105, 7,
            notes: [
                Note("later keys replace earlier ones in YAML"),
                Note("the first `key105` is here", at: Fixture.location("long.yaml", 12, 1, 12, 6)),
            ],
            help: "remove one of them"
        )
        let twoDigits = Fixture.diagnostic(.E101, "unknown key `key12`", "long.yaml", 12, 1, 12, 6)
        XCTAssertEqual(
            render([duplicate, twoDigits], [source]),
            """
            long.yaml:12:1: error[E101]: unknown key `key12`
                |
             12 | key12: value
                | ^~~~~

            long.yaml:105:1: error[E002]: duplicate key `key105`
                 |
             105 | key105: value
                 | ^~~~~~
                 = note: later keys replace earlier ones in YAML
                 = help: remove one of them
            long.yaml:12:1: note: the first `key105` is here
                 |
              12 | key12: value
                 | ^~~~~

            2 errors, 0 warnings in 1 file (1 campaign)

            """
        )
    }

    /// Notes after the first located one keep their order, located or not (SPEC v3 §9.4: an
    /// E602's notes are its trace, in time order); the help follows the leading unlocated notes.
    func testNotesKeepTheirOrderAfterTheLeadingUnlocatedOnes() {
        let source = SourceFile(path: "t.yaml", text: "a: 1\nb: 2\n")
        let story = Fixture.diagnostic(
            .E602, "expected `a`", "t.yaml", 2, 1, 2, 2,
            notes: [
                Note("first, unlocated"), Note("second, at a", at: Fixture.location("t.yaml", 1, 1, 1, 2)), Note("third, unlocated"),
                Note("fourth, at b", at: Fixture.location("t.yaml", 2, 1, 2, 2)),
            ],
            help: "read the notes"
        )
        XCTAssertEqual(
            render([story], [source]),
            """
            t.yaml:2:1: error[E602]: expected `a`
               |
             2 | b: 2
               | ^
               = note: first, unlocated
               = help: read the notes
            t.yaml:1:1: note: second, at a
               |
             1 | a: 1
               | ^
               = note: third, unlocated
            t.yaml:2:1: note: fourth, at b
               |
             2 | b: 2
               | ^

            1 error, 0 warnings in 1 file (1 campaign)

            """
        )
    }

    func testRangesThatAreEmptyGoPastTheLineOrSpanSeveralLines() {
        let source = SourceFile(path: "r.yaml", text: "message:\n  html: |\n    <p>\n\n")
        let empty = Fixture.diagnostic(.E107, "empty range", "r.yaml", 1, 9, 1, 9)
        let multiLine = Fixture.diagnostic(.E103, "several lines", "r.yaml", 2, 9, 4, 1)
        let pastEnd = Fixture.diagnostic(.E001, "past the end", "r.yaml", 3, 9, 3, 9)
        let emptyLine = Fixture.diagnostic(.E001, "empty line", "r.yaml", 4, 1, 4, 1)
        XCTAssertEqual(
            render([empty, multiLine, pastEnd, emptyLine], [source]),
            """
            r.yaml:1:9: error[E107]: empty range
               |
             1 | message:
               |         ^

            r.yaml:2:9: error[E103]: several lines
               |
             2 |   html: |
               |         ^

            r.yaml:3:9: error[E001]: past the end
               |
             3 |     <p>
               |         ^

            r.yaml:4:1: error[E001]: empty line
               |
             4 |
               | ^

            4 errors, 0 warnings in 1 file (1 campaign)

            """
        )
    }

    func testAMultiLineRangeUnderlinesToTheEndOfItsFirstLine() {
        let source = SourceFile(path: "m.yaml", text: "trigger: { custom_event: x,\n  filters: [] }\n")
        let diagnostic = Fixture.diagnostic(.E301, "m", "m.yaml", 1, 10, 2, 16)
        XCTAssertTrue(render([diagnostic], [source]).contains(" 1 | trigger: { custom_event: x,\n   |          ^~~~~~~~~~~~~~~~~~\n"))
    }

    func testUnknownSourceOrLineGivesTheHeaderAlone() {
        let diagnostic = Fixture.diagnostic(.W009, "file holds no campaign", "<stdin>", 1, 1, notes: [Note("n")])
        let beyond = Fixture.diagnostic(.E001, "beyond", "a.yaml", 9, 1)
        XCTAssertEqual(
            render([diagnostic, beyond], [SourceFile(path: "a.yaml", text: "a: 1\n")], files: 2, campaigns: 1),
            """
            <stdin>:1:1: warning[W009]: file holds no campaign
               = note: n

            a.yaml:9:1: error[E001]: beyond

            1 error, 1 warning in 2 files (1 campaign)

            """
        )
    }

    /// (v3, SPEC §4.1) A fix-it prints as `= help: TITLE`, with ` (--fix)` when it is safe,
    /// after the help line (version 2 wrote `= help: suggested fix: replace with …`).
    func testFixItsPrintAsHelp() {
        let source = SourceFile(path: "f.yaml", text: "type: modl\n")
        let diagnostic = Fixture.diagnostic(
            .E104, "`modl` is not a message type", "f.yaml", 1, 7, 1, 11,
            help: "did you mean `modal`?",
            fixIts: [
                FixIt("replace `modl` with `modal`", range: Fixture.range(1, 7, 1, 11), replacement: "modal"),
                FixIt("remove the unused suppression", range: Fixture.range(1, 7, 1, 11), replacement: "", safe: true),
            ]
        )
        XCTAssertEqual(
            render([diagnostic], [source]),
            """
            f.yaml:1:7: error[E104]: `modl` is not a message type
               |
             1 | type: modl
               |       ^~~~
               = help: did you mean `modal`?
               = help: replace `modl` with `modal`
               = help: remove the unused suppression (--fix)

            1 error, 0 warnings in 1 file (1 campaign)

            """
        )
    }

    func testControlCharactersCannotReachTheTerminal() {
        let source = SourceFile(path: "c.yaml", bytes: Array("a: \"\u{1B}[31mx\u{7F}\u{202E}\"\n".utf8))
        let diagnostic = Fixture.diagnostic(.E001, "bad \u{1B}[2J char", "c.yaml", 1, 5, 1, 6)
        let output = render([diagnostic], [source])
        XCTAssertFalse(output.unicodeScalars.contains("\u{1B}"))
        XCTAssertFalse(output.unicodeScalars.contains("\u{202E}"))
        XCTAssertEqual(
            output,
            """
            c.yaml:1:5: error[E001]: bad \u{241B}[2J char
               |
             1 | a: "\u{241B}[31mx\u{2421}\u{FFFD}"
               |     ^

            1 error, 0 warnings in 1 file (1 campaign)

            """
        )
    }
}

final class TextRendererLongLineTests: XCTestCase {
    func testALongLineIsCutToAWindowAroundTheCaret() {
        // 300 characters: columns 1...300; the caret is on columns 200..<205 ("XXXXX").
        let line = String(repeating: "a", count: 199) + "XXXXX" + String(repeating: "b", count: 96)
        let source = SourceFile(path: "l.yaml", text: line + "\n")
        let diagnostic = Fixture.diagnostic(.E001, "long", "l.yaml", 1, 200, 1, 205)
        let output = TextDiagnosticRenderer().render(
            DiagnosticReport(diagnostics: [diagnostic], sources: [source], campaigns: 0)
        )
        // Window: cells 140 ..< 300 (the last 160 cells), so 59 `a`s, the Xs and all 96 `b`s.
        let shown = "…" + String(repeating: "a", count: 59) + "XXXXX" + String(repeating: "b", count: 96)
        XCTAssertEqual(
            output,
            "l.yaml:1:200: error[E001]: long\n   |\n 1 | \(shown)\n   | "
                + String(repeating: " ", count: 60) + "^~~~~\n\n1 error, 0 warnings in 1 file (0 campaigns)\n"
        )
    }

    func testACutOnBothSidesAndARangeRunningOutOfTheWindow() {
        let line = String(repeating: "a", count: 100) + String(repeating: "b", count: 400)
        let source = SourceFile(path: "l.yaml", text: line)
        let diagnostic = Fixture.diagnostic(.E001, "long", "l.yaml", 1, 101, 2, 1)
        let output = TextDiagnosticRenderer().render(
            DiagnosticReport(diagnostics: [diagnostic], sources: [source], campaigns: 0)
        )
        // Window: cells 60 ..< 220: 40 `a`s then 120 `b`s; the carets stop at the window's end.
        let shown = "…" + String(repeating: "a", count: 40) + String(repeating: "b", count: 120) + "…"
        XCTAssertEqual(
            output,
            "l.yaml:1:101: error[E001]: long\n   |\n 1 | \(shown)\n   | "
                + String(repeating: " ", count: 41) + "^" + String(repeating: "~", count: 119)
                + "\n\n1 error, 0 warnings in 1 file (0 campaigns)\n"
        )
    }

    func testAWideCharacterAcrossTheWindowStartIsLeftOut() {
        // Cells: 日 × 100 on 0..<200, `x` on 200, then 日 on 201, 203, …; the caret is on the 日
        // after `x` (column 102, cell 201). The window 161 ..< 321 starts inside the 日 on 160-161,
        // which is left out: the first shown 日 is on 162, and the last on 319.
        let line = String(repeating: "日", count: 100) + "x" + String(repeating: "日", count: 100)
        let source = SourceFile(path: "w.yaml", text: line)
        let diagnostic = Fixture.diagnostic(.E001, "wide", "w.yaml", 1, 102, 1, 103)
        let output = TextDiagnosticRenderer().render(
            DiagnosticReport(diagnostics: [diagnostic], sources: [source], campaigns: 0)
        )
        let shown = "…" + String(repeating: "日", count: 19) + "x" + String(repeating: "日", count: 60) + "…"
        XCTAssertEqual(
            output,
            "w.yaml:1:102: error[E001]: wide\n   |\n 1 | \(shown)\n   | "
                + String(repeating: " ", count: 40) + "^~\n\n1 error, 0 warnings in 1 file (0 campaigns)\n"
        )
    }
}
