import CampaignDiagnostics
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// The requests on a document through the session: only inputs and project files are answered,
/// positions in the negotiated encoding (SPEC §13.5–§13.10).
final class DocumentRequestTests: XCTestCase {
    private let project = "/w/campaignc.yaml"
    private let campaign = "/w/a.yaml"
    private let text = "campaign: a\ntrigger: &t session_start\nmessage: { header: \"🎉\", type: modal }\nalso: *t\n"

    private func harness(capabilities: JSONValue = [:], inputs: [String]? = nil) -> SessionHarness {
        let analyzer = FakeAnalyzer(projects: [project])
        analyzer.analyses[project] = ProjectAnalysis(projectFile: project, inputs: inputs ?? [campaign], diagnostics: []).checking(text, at: campaign)
        let harness = SessionHarness(analyzer: analyzer)
        harness.start(capabilities: capabilities)
        return harness
    }

    private func ask(_ harness: SessionHarness, _ method: String, path: String, line: Int64? = nil, character: Int64 = 0) -> JSONValue? {
        var params: [String: JSONValue] = ["textDocument": ["uri": .string(FileURI.uri(ofPath: path))]]
        if let line { params["position"] = ["line": .integer(line), "character": .integer(character)] }
        harness.send(MessageBytes.request(42, method, .object(params)))
        return SessionHarness.answer(42, in: harness.take())?["result"]
    }

    func testHoverIsPlainTextUnlessTheClientTakesMarkdownAndItsRangeIsInTheEncoding() {
        let plain = harness()
        plain.open(campaign, text)
        // `type` on line 2 follows 🎉, two UTF-16 units.
        XCTAssertEqual(ask(plain, "textDocument/hover", path: campaign, line: 2, character: 27)?["contents"]?["kind"], "plaintext")
        XCTAssertEqual(
            ask(plain, "textDocument/hover", path: campaign, line: 2, character: 27)?["range"],
            ["start": ["line": 2, "character": 25], "end": ["line": 2, "character": 29]])
        let markdown = harness(capabilities: ["textDocument": ["hover": ["contentFormat": ["markdown", "plaintext"]]]])
        markdown.open(campaign, text)
        XCTAssertEqual(ask(markdown, "textDocument/hover", path: campaign, line: 2, character: 27)?["contents"]?["kind"], "markdown")
        XCTAssertEqual(ask(markdown, "textDocument/hover", path: campaign, line: 0, character: 11), .null)
    }

    func testDefinitionAnswersALocationList() {
        let session = harness()
        session.open(campaign, text)
        XCTAssertEqual(
            ask(session, "textDocument/definition", path: campaign, line: 3, character: 7),
            [["uri": "file:///w/a.yaml", "range": ["start": ["line": 1, "character": 9], "end": ["line": 1, "character": 11]]]])
        XCTAssertEqual(ask(session, "textDocument/definition", path: campaign, line: 0, character: 3), .null)
    }

    func testSymbolsAreHierarchicalWhenTheClientTakesThem() {
        let session = harness(capabilities: ["textDocument": ["documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]])
        session.open(campaign, text)
        let symbols = ask(session, "textDocument/documentSymbol", path: campaign)?.arrayValue
        XCTAssertEqual(symbols?.count, 1)
        XCTAssertEqual(symbols?.first?["name"], "a")
        XCTAssertEqual(symbols?.first?["kind"], 19)
        XCTAssertEqual(symbols?.first?["selectionRange"], ["start": ["line": 0, "character": 10], "end": ["line": 0, "character": 11]])
        XCTAssertEqual(symbols?.first?["children"]?.arrayValue?.map { $0["name"] }, ["campaign", "trigger", "message", "also"])
    }

    func testAnInputThatIsNotOpenIsAnsweredFromItsAnalysis() {
        let session = harness(capabilities: ["textDocument": ["documentSymbol": ["hierarchicalDocumentSymbolSupport": true]]])
        session.open(project, "")
        XCTAssertEqual(
            ask(session, "textDocument/hover", path: campaign, line: 2, character: 27)?["range"],
            ["start": ["line": 2, "character": 25], "end": ["line": 2, "character": 29]])
        XCTAssertEqual(ask(session, "textDocument/documentSymbol", path: campaign)?.arrayValue?.map { $0["name"] }, ["a"])
        XCTAssertEqual(
            ask(session, "textDocument/definition", path: campaign, line: 3, character: 7),
            [["uri": "file:///w/a.yaml", "range": ["start": ["line": 1, "character": 9], "end": ["line": 1, "character": 11]]]])
        // Completion, too, answers on the text the analysis read.
        XCTAssertEqual(ask(session, "textDocument/completion", path: campaign, line: 4, character: 0)?["items"]?.arrayValue?.isEmpty, false)
    }

    func testADocumentThatIsNoInputGetsEmptyAnswers() {
        let session = harness(inputs: [])
        session.open(campaign, text)
        XCTAssertEqual(ask(session, "textDocument/hover", path: campaign, line: 2, character: 27), .null)
        XCTAssertEqual(ask(session, "textDocument/completion", path: campaign, line: 4, character: 0), ["isIncomplete": false, "items": []])
        XCTAssertEqual(ask(session, "textDocument/definition", path: campaign, line: 3, character: 7), .null)
        XCTAssertEqual(ask(session, "textDocument/documentSymbol", path: campaign), [])
        XCTAssertEqual(ask(session, "textDocument/hover", path: "/w/closed.yaml", line: 0), .null)
    }

    func testAnOpenTextOverTheSizeLimitGetsEmptyAnswers() {
        let session = harness()
        session.open(campaign, "campaign: a\n" + String(repeating: "#", count: 8 * 1024 * 1024))
        XCTAssertEqual(ask(session, "textDocument/completion", path: campaign, line: 1, character: 0), ["isIncomplete": false, "items": []])
        XCTAssertEqual(ask(session, "textDocument/hover", path: campaign, line: 0, character: 2), .null)
    }

    func testTheProjectFileIsAnsweredByItsOwnSchema() {
        let session = harness()
        session.open(project, "assets:\n  \n")
        let labels = ask(session, "textDocument/completion", path: project, line: 1, character: 2)?["items"]?.arrayValue?.map { $0["label"] }
        XCTAssertEqual(labels, ["allowed_hosts", "base_url", "max_bytes"])
    }

    func testCodeActionsAnswerAList() {
        let session = harness()
        session.open(campaign, text)
        session.send(
            MessageBytes.request(
                3, "textDocument/codeAction",
                [
                    "textDocument": ["uri": "file:///w/a.yaml"], "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 1]],
                    "context": ["diagnostics": []],
                ]))
        XCTAssertEqual(SessionHarness.answer(3, in: session.take())?["result"], [])
    }
}
