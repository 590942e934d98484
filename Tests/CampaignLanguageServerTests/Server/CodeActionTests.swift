import CampaignDiagnostics
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// Code actions (SPEC §13.8): fix-its as quick fixes, "Ignore CODE here" for adjustable codes,
/// and `source.fixAll.campaignc` when `context.only` asks for it; edits through `changes`.
final class CodeActionTests: XCTestCase {
    private let project = "/w/campaignc.yaml"
    private let path = "/w/a.yaml"
    private let uri: JSONValue = "file:///w/a.yaml"
    private let text = "campaign: a\ntrigger: session_start\nmessage: { typ: modal, header: \"é\" }\npriority: 60  # campaignc: ignore[W402] -- tie\n"

    private func diagnostic(_ code: DiagnosticCode, _ word: String, after: Int = 0, fixIts: [(String, Bool)] = []) -> Diagnostic {
        var range = DiagnosticShapeTests.range(of: word, in: text, after: after)
        range.start.line = Array(text.utf8)[..<range.start.offset].count { $0 == UInt8(ascii: "\n") } + 1
        var diagnostic = Diagnostic(
            code, "problem with \(word)", at: SourceLocation(file: path, range: range),
            fixIts: fixIts.map { FixIt("replace `\(word)` with `\($0.0)`", range: range, replacement: $0.0, safe: $0.1) })
        diagnostic.fingerprint = String(repeating: "a", count: 32)
        return diagnostic
    }

    /// With `open: false` the input is not open (the project file is, so that it is analyzed).
    private func session(_ diagnostics: [Diagnostic], text: String? = nil, fixed: String? = nil, open: Bool = true) -> SessionHarness {
        let analyzer = FakeAnalyzer(projects: [project])
        let body = text ?? self.text
        analyzer.analyses[project] = ProjectAnalysis(
            projectFile: project, inputs: [path], diagnostics: diagnostics, lines: [PathKey(path): LineTable(Array(body.utf8))]
        ).checking(body, at: path)
        if let fixed { analyzer.fixedTexts[path] = Array(fixed.utf8) }
        let harness = SessionHarness(analyzer: analyzer)
        harness.start()
        if open { harness.open(path, body) } else { harness.open(project, "") }
        _ = harness.take()
        return harness
    }

    private func actions(
        _ harness: SessionHarness, from: (Int64, Int64) = (0, 0), to: (Int64, Int64) = (9, 0), only: JSONValue? = nil, contextDiagnostics: JSONValue = []
    ) -> [JSONValue] {
        var context: [String: JSONValue] = ["diagnostics": contextDiagnostics]
        context["only"] = only
        harness.send(
            MessageBytes.request(
                5, "textDocument/codeAction",
                [
                    "textDocument": ["uri": uri],
                    "range": [
                        "start": ["line": .integer(from.0), "character": .integer(from.1)], "end": ["line": .integer(to.0), "character": .integer(to.1)],
                    ],
                    "context": .object(context),
                ]))
        return SessionHarness.answer(5, in: harness.take())?["result"]?.arrayValue ?? []
    }

    private func edit(_ line: Int64, _ start: Int64, _ endLine: Int64, _ end: Int64, _ newText: String) -> JSONValue {
        [
            "changes": [
                "file:///w/a.yaml": [
                    [
                        "range": [
                            "start": ["line": .integer(line), "character": .integer(start)], "end": ["line": .integer(endLine), "character": .integer(end)],
                        ],
                        "newText": .string(newText),
                    ]
                ]
            ]
        ]
    }

    func testAFixItIsAQuickFixPreferredOnlyWhenSafeAndAlone() {
        let unknown = diagnostic(.E101, "typ", fixIts: [("type", true)])
        let guess = diagnostic(.E104, "modal", fixIts: [("modl", false)])
        let two = diagnostic(.E106, "session_start", fixIts: [("session-start", true), ("start", true)])
        let harness = session([two, unknown, guess])
        let all = actions(harness).filter { if case .string(let title)? = $0["title"] { title.hasPrefix("replace") } else { false } }
        XCTAssertEqual(
            all.map { $0["title"] },
            [
                "replace `session_start` with `session-start`", "replace `session_start` with `start`", "replace `typ` with `type`",
                "replace `modal` with `modl`",
            ])
        XCTAssertEqual(all.map { $0["isPreferred"] }, [nil, nil, true, nil])
        XCTAssertEqual(all[2]["kind"], "quickfix")
        XCTAssertEqual(all[2]["edit"], edit(2, 11, 2, 14, "type"))
        XCTAssertEqual(all[2]["diagnostics"]?.arrayValue?.first?["code"], "E101")
        XCTAssertEqual(all[2]["diagnostics"]?.arrayValue?.first?["data"]?["fix_its"]?.arrayValue?.first?["safe"], true)
        XCTAssertNil(all[2]["edit"]?["documentChanges"])
    }

    func testOnlyTheDiagnosticsThatMeetTheRangeAndTheServersOwnNotTheRequests() {
        let harness = session([diagnostic(.E101, "typ", fixIts: [("type", true)]), diagnostic(.E104, "modal", fixIts: [("slideup", false)])])
        // The range ends where `typ` starts: they meet. `modal` starts after it.
        let touching = actions(harness, from: (0, 0), to: (2, 11), contextDiagnostics: [["message": "stale", "range": [:]]])
        XCTAssertEqual(touching.map { $0["title"] }, ["replace `typ` with `type`"])
        XCTAssertEqual(actions(harness, from: (0, 0), to: (1, 3)), [])
        XCTAssertEqual(actions(harness, from: (2, 20), to: (2, 20)).map { $0["title"] }, ["replace `modal` with `slideup`"])
    }

    func testIgnoreHereForAdjustableCodesOnANewLineOrInAnExistingSuppression() {
        let w316 = diagnostic(.W316, "session_start")
        let w312 = diagnostic(.W312, "60")
        let e102 = diagnostic(.E102, "campaign")
        let all = actions(session([e102, w316, w312]))
        XCTAssertEqual(all.map { $0["title"] }, ["Ignore W316 here", "Ignore W312 here"], "E102 cannot be suppressed")
        XCTAssertEqual(all[0]["kind"], "quickfix")
        XCTAssertEqual(all[0]["edit"], edit(1, 0, 1, 0, "# campaignc: ignore[W316] -- reason\n"))
        XCTAssertNil(all[0]["isPreferred"])
        // Line 3 holds a suppression already: the code joins it.
        XCTAssertEqual(all[1]["edit"], edit(3, 38, 3, 38, ", W312"))
        // An input that is not open gets the same actions, on the text its analysis read.
        XCTAssertEqual(actions(session([e102, w316, w312], open: false)), all)
    }

    func testIgnoreHereJoinsASuppressionAloneOnTheLineAboveAndKeepsIndentAndCRLF() {
        let body = "campaign: a\r\nmessage:\r\n  # campaignc: ignore[W316] -- ok\r\n  header: x\r\n  body: y\r\n"
        func at(_ word: String) -> Diagnostic {
            var found = Diagnostic(.W312, "w", at: SourceLocation(file: path, range: DiagnosticShapeTests.range(of: word, in: body)))
            found.location.range.start.line = body.components(separatedBy: "\r\n").firstIndex { $0.contains(word) }! + 1
            return found
        }
        let all = actions(session([at("header"), at("body")], text: body))
        XCTAssertEqual(all.map { $0["edit"] }, [edit(2, 26, 2, 26, ", W312"), edit(4, 0, 4, 0, "  # campaignc: ignore[W312] -- reason\r\n")])
    }

    /// A byte-order mark stays the first bytes of the file: the new line goes after it.
    func testIgnoreHereOnTheFirstLineOfAFileWithAByteOrderMarkGoesAfterTheMark() {
        let body = "\u{FEFF}campaign: a\ntrigger: session_start\n"
        var found = Diagnostic(.W312, "w", at: SourceLocation(file: path, range: DiagnosticShapeTests.range(of: "campaign", in: body)))
        found.location.range.start.line = 1
        let all = actions(session([found], text: body))
        XCTAssertEqual(all.map { $0["edit"] }, [edit(0, 1, 0, 1, "# campaignc: ignore[W312] -- reason\n")])
    }

    func testFixAllOnlyWhenContextOnlyAsksForIt() {
        let fixed = text.replacingOccurrences(of: "typ:", with: "type:").replacingOccurrences(of: "\"é\"", with: "\"è\"")
        let harness = session([diagnostic(.E101, "typ", fixIts: [("type", true)])], fixed: fixed)
        let fixAll: JSONValue = [
            "title": "Apply all safe campaignc fixes", "kind": "source.fixAll.campaignc",
            "edit": edit(2, 14, 2, 33, "e: modal, header: \"è"),
        ]
        XCTAssertFalse(actions(harness).contains { $0["kind"] == "source.fixAll.campaignc" }, "not without context.only")
        for kinds: JSONValue in [["source"], ["source.fixAll"], ["source.fixAll.campaignc"]] {
            XCTAssertEqual(actions(harness, only: kinds), [fixAll], "\(kinds)")
        }
        XCTAssertEqual(actions(harness, only: ["quickfix"]).map { $0["kind"] }, ["quickfix"])
        XCTAssertEqual(actions(harness, only: ["refactor"]), [])
        XCTAssertEqual(actions(harness, only: ["quickfix", "source"]).map { $0["kind"] }, ["quickfix", "source.fixAll.campaignc"])
        // Nothing to fix: no action.
        XCTAssertEqual(actions(session([]), only: ["source.fixAll"]), [])
    }
}
