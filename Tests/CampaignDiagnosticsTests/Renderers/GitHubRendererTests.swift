import CampaignDiagnostics
import XCTest

final class GitHubRendererTests: XCTestCase {
    func testOneCommandPerDiagnosticThenTheSummary() {
        let error = Fixture.e201
        let warning = Fixture.diagnostic(.W211, "image URL has no image extension", "a.yaml", 7, 10, 7, 41)
        let report = DiagnosticReport(diagnostics: [error, warning], sources: [], files: 2, campaigns: 2)
        XCTAssertEqual(
            GitHubDiagnosticRenderer().render(report),
            """
            ::error file=Samples/invalid/E201-full-without-image.yaml,line=6,col=9,endLine=6,endColumn=13,title=E201::a full message needs an image%0Anote: the SDK discards a full in-app message without an image when it is about to display it%0Ahelp: add `image: https://…`, or use `type: modal`
            ::warning file=a.yaml,line=7,col=10,endLine=7,endColumn=41,title=W211::image URL has no image extension
            1 error, 1 warning in 2 files (2 campaigns)

            """
        )
    }

    /// (v4, SPEC §19 item 8) The notes come in the text format's order: those without a place
    /// that lead, then the help and fix-its, then the others, a located one with its place.
    func testNotesFollowInTheTextFormatsOrder() {
        let place = SourceLocation(file: "c.yaml", range: Fixture.range(4, 57, 4, 99))
        let diagnostic = Fixture.diagnostic(
            .E602, "expected `a` to be displayed; nothing was displayed", "s.yaml", 12, 15, 12, 24,
            notes: [Note("first"), Note("+00:00:00.000 custom_event e: `a` dropped (filters)", at: place), Note("last")], help: "read the notes")
        XCTAssertEqual(
            GitHubDiagnosticRenderer().command(for: diagnostic),
            "::error file=s.yaml,line=12,col=15,endLine=12,endColumn=24,title=E602::expected `a` to be displayed; nothing was displayed"
                + "%0Anote: first%0Ahelp: read the notes%0Ac.yaml:4:57: note: +00:00:00.000 custom_event e: `a` dropped (filters)%0Anote: last")
    }

    func testEscaping() {
        let diagnostic = Fixture.diagnostic(.E106, "100% bad: a,b\r\nnext", "dir,1/a:b%.yaml", 1, 2, 1, 3)
        XCTAssertEqual(
            GitHubDiagnosticRenderer().command(for: diagnostic),
            "::error file=dir%2C1/a%3Ab%25.yaml,line=1,col=2,endLine=1,endColumn=3,title=E106::100%25 bad: a,b%0D%0Anext"
        )
        XCTAssertEqual(GitHubDiagnosticRenderer.escapeData("a:b,c%\n"), "a:b,c%25%0A")
        XCTAssertEqual(GitHubDiagnosticRenderer.escapeProperty("a:b,c%\r"), "a%3Ab%2Cc%25%0D")
    }

    /// (v3, SPEC §4.3) The help and each fix-it's title follow the message, joined with `%0A`,
    /// each escaped on its own; a safe fix-it is marked as the text format marks it.
    func testHelpAndFixItTitlesFollowTheMessage() {
        let range = SourceRange(
            start: SourcePosition(line: 2, column: 1, offset: 12), end: SourcePosition(line: 2, column: 8, offset: 19))
        let safe = FixIt("replace `prority` with `priority`", range: range, replacement: "priority", safe: true)
        let guess = FixIt("replace `50%` with `50`", range: range, replacement: "50")
        let diagnostic = Fixture.diagnostic(.E101, "unknown key `prority`", "a.yaml", 2, 1, 2, 8, help: "did you mean `priority`?", fixIts: [safe, guess])
        XCTAssertEqual(
            GitHubDiagnosticRenderer().command(for: diagnostic),
            "::error file=a.yaml,line=2,col=1,endLine=2,endColumn=8,title=E101::unknown key `prority`"
                + "%0Ahelp: did you mean `priority`?%0Ahelp: replace `prority` with `priority` (--fix)%0Ahelp: replace `50%25` with `50`"
        )
        let multiLine = Fixture.diagnostic(.E106, "bad", "a.yaml", 1, 1, 1, 2, help: "line one\nline two")
        XCTAssertEqual(
            GitHubDiagnosticRenderer().command(for: multiLine),
            "::error file=a.yaml,line=1,col=1,endLine=1,endColumn=2,title=E106::bad%0Ahelp: line one%0Aline two")
    }

    func testARangeOverSeveralLinesHasNoColumns() {
        let diagnostic = Fixture.diagnostic(.E103, "m", "a.yaml", 2, 9, 4, 1)
        XCTAssertEqual(
            GitHubDiagnosticRenderer().command(for: diagnostic),
            "::error file=a.yaml,line=2,endLine=4,title=E103::m"
        )
    }

    func testNoDiagnostics() {
        let report = DiagnosticReport(diagnostics: [], sources: [], files: 1, campaigns: 1)
        XCTAssertEqual(GitHubDiagnosticRenderer().render(report), "ok: 1 campaign in 1 file\n")
    }
}
