import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// Every malformed message is answered with the right JSON-RPC error and the server goes on
/// (SPEC §13.3).
final class ErrorAnswerTests: XCTestCase {
    private func started() -> SessionHarness {
        let harness = SessionHarness(analyzer: FakeAnalyzer(projects: ["/w/campaignc.yaml"]))
        harness.start()
        return harness
    }

    private func error(_ code: Int64, _ message: String, id: JSONValue = .null) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": ["code": .integer(code), "message": .string(message)]]
    }

    func testFramingProblemsAreAnsweredWithoutAnID() {
        let harness = started()
        harness.sendFrames([
            .unusableHeader("no Content-Length header"), .unsupportedCharset("latin1"), .oversized(70_000_000), .message(Array("{oops".utf8)),
        ])
        let answers = harness.take()
        XCTAssertEqual(answers.map { $0["error"]?["code"] }, [-32700, -32700, -32600, -32700])
        XCTAssertEqual(answers.map { $0["id"] }, [.null, .null, .null, .null])
        XCTAssertEqual(answers[0], error(-32700, "parse error: unusable header: no Content-Length header"))
        XCTAssertEqual(answers[2], error(-32600, "invalid request: a body of 70000000 bytes is over the limit of 67108864 bytes"))
        harness.send(MessageBytes.request(9, "shutdown"))
        XCTAssertEqual(harness.take(), [["jsonrpc": "2.0", "id": 9, "result": .null]])
    }

    func testInvalidRequestsKeepTheirID() {
        let harness = started()
        harness.send(["jsonrpc": "2.0", "id": "abc", "method": 3], ["id": 4, "method": "shutdown"], [["jsonrpc": "2.0", "id": 1, "method": "shutdown"]])
        XCTAssertEqual(
            harness.take(),
            [
                error(-32600, "invalid request: \"method\" must be a string", id: "abc"),
                error(-32600, "invalid request: \"jsonrpc\" must be \"2.0\"", id: 4),
                error(-32600, "invalid request: batches are not supported"),
            ])
    }

    func testUnknownMethodsAreNotFoundAndUnknownNotificationsIgnored() {
        let harness = started()
        harness.send(
            MessageBytes.request(2, "workspace/symbol", [:]), MessageBytes.request(3, "$/setTrace", ["value": "off"]),
            MessageBytes.notification("$/setTrace", ["value": "off"]), MessageBytes.notification("workspace/didChangeConfiguration", [:]),
            MessageBytes.notification("no/such/thing"))
        XCTAssertEqual(
            harness.take(),
            [error(-32601, "method not found: workspace/symbol", id: 2), error(-32601, "method not found: $/setTrace", id: 3)])
    }

    func testParamsThatDoNotFitAreInvalidParams() {
        let harness = started()
        harness.send(
            MessageBytes.request(2, "textDocument/hover", ["position": ["line": 0, "character": 0]]),
            MessageBytes.request(3, "textDocument/completion", ["textDocument": ["uri": "file:///w/a.yaml"], "position": ["line": -1, "character": 0]]),
            MessageBytes.request(4, "textDocument/definition", ["textDocument": ["uri": "file:///w/a.yaml"], "position": ["line": 0]]),
            MessageBytes.request(5, "textDocument/codeAction", ["textDocument": ["uri": "file:///w/a.yaml"]]),
            MessageBytes.request(6, "textDocument/documentSymbol", ["textDocument": [:]]))
        let answers = harness.take()
        XCTAssertEqual(answers.map { $0["error"]?["code"] }, [-32602, -32602, -32602, -32602, -32602])
        XCTAssertEqual(answers[0], error(-32602, "invalid params: textDocument.uri is missing", id: 2))
        XCTAssertEqual(answers[1], error(-32602, "invalid params: position must be a line and a character, two non-negative integers", id: 3))
    }

    func testACancelledRequestNotYetAnsweredIsCancelled() {
        let harness = started()
        harness.send(
            MessageBytes.request(7, "textDocument/documentSymbol", ["textDocument": ["uri": "file:///w/a.yaml"]]),
            MessageBytes.notification("$/cancelRequest", ["id": 7]))
        XCTAssertEqual(harness.take(), [error(-32800, "request cancelled", id: 7)])
    }

    func testCancellingAnAnsweredOrUnknownRequestDoesNothing() {
        let harness = started()
        harness.send(MessageBytes.request(7, "textDocument/documentSymbol", ["textDocument": ["uri": "file:///w/a.yaml"]]))
        XCTAssertEqual(harness.take(), [["jsonrpc": "2.0", "id": 7, "result": []]])
        harness.send(MessageBytes.notification("$/cancelRequest", ["id": 7]), MessageBytes.notification("$/cancelRequest", ["id": "x"]))
        XCTAssertEqual(harness.take(), [])
    }

    func testAnInternalFailureIsAnsweredAndTheServerGoesOn() {
        let harness = started()
        harness.analyzer.failure = AnalysisFailure(message: "index out of range", isInternal: true)
        harness.send(
            MessageBytes.notification("textDocument/didOpen", ["textDocument": ["uri": "file:///w/a.yaml", "version": 1, "text": "campaign: a\n"]]),
            MessageBytes.request(8, "textDocument/documentSymbol", ["textDocument": ["uri": "file:///w/a.yaml"]]))
        let answer = SessionHarness.answer(8, in: harness.take())
        XCTAssertEqual(answer, error(-32603, "internal error: index out of range; please report this bug", id: 8))
        // Without a request waiting, the same failure is shown.
        harness.open("/w/a.yaml", "campaign: b\n", version: 2)
        XCTAssertEqual(
            harness.take(),
            [MessageBytes.notification("window/showMessage", ["type": 1, "message": "internal error: index out of range; please report this bug"])])
        harness.analyzer.failure = nil
        harness.send(MessageBytes.request(9, "shutdown"))
        XCTAssertEqual(harness.take(), [["jsonrpc": "2.0", "id": 9, "result": .null]])
    }

    func testAFailedAnalysisIsShownAndAnswersGoOn() {
        let harness = started()
        harness.analyzer.failure = AnalysisFailure(message: "cannot read '/w/a.yaml': Permission denied")
        harness.open("/w/a.yaml", "campaign: a\n")
        XCTAssertEqual(
            harness.take(),
            [MessageBytes.notification("window/showMessage", ["type": 1, "message": "campaignc: cannot read '/w/a.yaml': Permission denied"])])
    }

    func testResponsesFromTheClientChangeNothing() {
        let harness = started()
        harness.send(
            ["jsonrpc": "2.0", "id": "campaignc-1", "result": .null], ["jsonrpc": "2.0", "id": "campaignc-1", "error": ["code": -1, "message": "no"]])
        XCTAssertEqual(harness.take(), [])
    }
}
