import CampaignDiagnostics
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// Every range and position a client sends is untrusted (SPEC §13.3, §13.4): a reversed range,
/// a negative, non-integer or huge number is `-32602` and the server goes on; a position past
/// the end of its line or of the text means that end.
final class UntrustedRangeTests: XCTestCase {
    private let project = "/w/campaignc.yaml"
    private let path = "/w/a.yaml"
    private let uri: JSONValue = "file:///w/a.yaml"
    private let text = "campaign: a\ntrigger: session_start\nmessage: { typ: modal }\n"

    private func session() -> SessionHarness {
        let analyzer = FakeAnalyzer(projects: [project])
        var range = DiagnosticShapeTests.range(of: "typ", in: text)
        range.start.line = 3
        let unknown = Diagnostic(
            .E101, "unknown key typ", at: SourceLocation(file: path, range: range),
            fixIts: [FixIt("replace `typ` with `type`", range: range, replacement: "type", safe: true)])
        analyzer.analyses[project] = ProjectAnalysis(
            projectFile: project, inputs: [path], diagnostics: [unknown], lines: [PathKey(path): LineTable(Array(text.utf8))])
        let harness = SessionHarness(analyzer: analyzer)
        harness.start()
        harness.open(path, text)
        _ = harness.take()
        return harness
    }

    private func position(_ line: JSONValue, _ character: JSONValue) -> JSONValue { ["line": line, "character": character] }

    /// The answer to one `codeAction` over `start`–`end`, then the proof that the server goes on.
    private func codeAction(_ harness: SessionHarness, _ start: JSONValue, _ end: JSONValue, file: StaticString = #filePath, line: UInt = #line) -> JSONValue? {
        harness.send(
            MessageBytes.request(
                5, "textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": start, "end": end], "context": ["diagnostics": []]]),
            MessageBytes.request(6, "shutdown"), file: file, line: line)
        let answers = harness.take()
        XCTAssertEqual(SessionHarness.answer(6, in: answers)?["result"], .null, "the server went on", file: file, line: line)
        return SessionHarness.answer(5, in: answers)
    }

    private func titles(_ answer: JSONValue?) -> [JSONValue]? {
        answer?["result"]?.arrayValue?.map { $0["title"] ?? .null }
    }

    func testAReversedRangeIsInvalidParamsAndTheServerGoesOn() {
        for (start, end) in [(position(2, 14), position(0, 0)), (position(2, 14), position(2, 11)), (position(5, 0), position(4, 99))] {
            let answer = codeAction(session(), start, end)
            XCTAssertEqual(answer?["error"]?["code"], -32602, "\(start) → \(end)")
        }
        XCTAssertEqual(
            codeAction(session(), position(2, 14), position(2, 11))?["error"]?["message"],
            "invalid params: range.end (line 2, character 11) is before range.start (line 2, character 14)")
    }

    func testPositionsPastTheEndMeanTheEndOfTheLineOrText() {
        let fix: [JSONValue] = ["replace `typ` with `type`"]
        XCTAssertEqual(titles(codeAction(session(), position(0, 0), position(2, 0))), [], "before `typ`")
        XCTAssertEqual(titles(codeAction(session(), position(0, 0), position(99, 0))), fix, "a line past the last")
        XCTAssertEqual(titles(codeAction(session(), position(1, 999), position(2, 99_999))), fix, "characters past their lines")
        XCTAssertEqual(titles(codeAction(session(), position(2, 10_000), position(3, 0))), [], "from line 2's end")
        let largest = JSONValue.integer(Int64(Int32.max))
        XCTAssertEqual(titles(codeAction(session(), position(largest, largest), position(largest, largest))), [], "the largest uinteger")
        // In order as given, equal once both are clamped to line 0's end: a range, not an error.
        XCTAssertEqual(titles(codeAction(session(), position(0, 100), position(0, 50_000))), [])
    }

    func testNumbersThatAreNoPositionIntegerAreInvalidParams() {
        let bad: [JSONValue] = [-1, .integer(Int64(Int32.max) + 1), .integer(.max), .number(1.5), .number(1e300), "1", .null, true, [1]]
        for value in bad {
            for (start, end) in [(position(value, 0), position(2, 0)), (position(0, 0), position(2, value))] {
                XCTAssertEqual(codeAction(session(), start, end)?["error"]?["code"], -32602, "\(start) → \(end)")
            }
            let harness = session()
            harness.send(MessageBytes.request(7, "textDocument/hover", ["textDocument": ["uri": uri], "position": position(0, value)]))
            XCTAssertEqual(SessionHarness.answer(7, in: harness.take())?["error"]?["code"], -32602, "hover at \(value)")
        }
        let harness = session()
        harness.send(MessageBytes.request(8, "textDocument/codeAction", ["textDocument": ["uri": uri], "range": ["start": position(0, 0)]]))
        XCTAssertEqual(
            SessionHarness.answer(8, in: harness.take())?["error"]?["message"],
            "invalid params: range must be two positions, each a line and a character, two non-negative integers")
    }

    func testHoverAndCompletionPastTheEndAnswer() {
        let harness = session()
        let largest = JSONValue.integer(Int64(Int32.max))
        harness.send(
            MessageBytes.request(9, "textDocument/hover", ["textDocument": ["uri": uri], "position": position(largest, largest)]),
            MessageBytes.request(10, "textDocument/completion", ["textDocument": ["uri": uri], "position": position(1, largest)]),
            MessageBytes.request(11, "textDocument/definition", ["textDocument": ["uri": uri], "position": position(99, 0)]))
        let answers = harness.take()
        for id: Int64 in [9, 10, 11] {
            XCTAssertNotNil(SessionHarness.answer(id, in: answers)?["result"], "request \(id): \(answers)")
        }
    }

    func testADidChangeWithARangeThatIsNoRangeChangesNothing() throws {
        var store = DocumentStore()
        store.open(uri: "file:///w/a.yaml", version: 1, text: Array("abc\n".utf8))
        let edits: [JSONValue] = [
            ["start": position(0, 2), "end": position(0, 1)], ["start": position(-1, 0), "end": position(0, 1)], ["start": position(0, 0)], "0:1",
        ]
        for range in edits {
            let changes: JSONValue = [["range": ["start": position(0, 0), "end": position(0, 0)], "text": "x"], ["range": range, "text": "y"]]
            // The notification is dropped whole: its params do not fit.
            XCTAssertNil(didChange(version: 2, changes), "\(range)")
            XCTAssertEqual(store["file:///w/a.yaml"]?.text, Array("abc\n".utf8), "\(range)")
            XCTAssertEqual(store["file:///w/a.yaml"]?.version, 1)
        }
        // `range: null` is no range: the whole new text.
        let whole = try XCTUnwrap(didChange(version: 3, [["range": .null, "text": "new\n"]]))
        XCTAssertTrue(store.change(uri: "file:///w/a.yaml", version: 3, changes: whole, encoding: .utf16))
        XCTAssertEqual(store["file:///w/a.yaml"]?.text, Array("new\n".utf8))
        // Past the end of a line or of the text: an edit at that end.
        let past = try XCTUnwrap(didChange(version: 4, [["range": ["start": position(0, 99), "end": position(7, 0)], "text": "!"]]))
        XCTAssertTrue(store.change(uri: "file:///w/a.yaml", version: 4, changes: past, encoding: .utf16))
        XCTAssertEqual(store["file:///w/a.yaml"]?.text, Array("new!".utf8))
    }

    /// The content changes of a `didChange` of `a.yaml`, as the session decodes them; nil when the
    /// notification's params do not fit.
    private func didChange(version: Int64, _ changes: JSONValue) -> [DocumentNotification.ContentChange]? {
        let params: JSONValue = ["textDocument": ["uri": "file:///w/a.yaml", "version": .integer(version)], "contentChanges": changes]
        guard case .changed(_, _, let decoded)? = DocumentNotification(method: "textDocument/didChange", params: params) else { return nil }
        return decoded
    }
}
