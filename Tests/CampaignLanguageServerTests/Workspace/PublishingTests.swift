import CampaignDiagnostics
import CampaignDriver
import CampaignWorkspace
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// When diagnostics are published (SPEC §13.5).
final class PublishingTests: XCTestCase {
    private let project = "/w/campaignc.yaml"

    private func analysis(_ inputs: [String: String], problems: [(String, String)] = []) -> ProjectAnalysis {
        var diagnostics: [Diagnostic] = []
        for (path, word) in problems {
            let text = inputs[path]!
            var diagnostic = Diagnostic(.E101, "unknown key `\(word)`", at: SourceLocation(file: path, range: DiagnosticShapeTests.range(of: word, in: text)))
            diagnostic.fingerprint = String(repeating: "0", count: 32)
            diagnostics.append(diagnostic)
        }
        return ProjectAnalysis(
            projectFile: project, inputs: inputs.keys.sorted(), diagnostics: diagnostics,
            lines: Dictionary(uniqueKeysWithValues: inputs.map { (PathKey($0.key), LineTable(Array($0.value.utf8))) }))
    }

    private func published(_ messages: [JSONValue]) -> [(uri: String, version: JSONValue?, codes: [JSONValue])] {
        SessionHarness.notifications("textDocument/publishDiagnostics", in: messages).map { message in
            guard case .string(let uri)? = message["params"]?["uri"], case .array(let list)? = message["params"]?["diagnostics"] else {
                return ("?", nil, [])
            }
            return (uri, message["params"]?["version"], list.map { $0["code"] ?? .null })
        }
    }

    func testAtInitializedEveryInputWithProblemsWithoutVersion() {
        let analyzer = FakeAnalyzer(projects: [project])
        analyzer.analyses[project] = analysis(["/w/a.yaml": "typ: x\n", "/w/b.yaml": "campaign: b\n"], problems: [("/w/a.yaml", "typ")])
        let harness = SessionHarness(analyzer: analyzer)
        harness.send(MessageBytes.request(1, "initialize", ["rootUri": "file:///w", "capabilities": [:]]))
        _ = harness.take()
        harness.send(MessageBytes.notification("initialized", [:]))
        let publications = published(harness.take())
        XCTAssertEqual(publications.map(\.uri), ["file:///w/a.yaml"])
        XCTAssertEqual(publications.map(\.version), [nil])
        XCTAssertEqual(publications.map(\.codes), [["E101"]])
    }

    func testAChangedDocumentIsAlwaysPublishedWithItsVersionThenWhatElseChanged() {
        let analyzer = FakeAnalyzer(projects: [project])
        analyzer.analyses[project] = analysis(["/w/a.yaml": "typ: x\n", "/w/b.yaml": "campaign: b\n"], problems: [("/w/a.yaml", "typ")])
        let harness = SessionHarness(analyzer: analyzer)
        harness.start()

        // b.yaml opened: its (empty) set is published with its version; nothing else changed.
        harness.open("/w/b.yaml", "campaign: b\n", version: 3)
        var publications = published(harness.take())
        XCTAssertEqual(publications.map(\.uri), ["file:///w/b.yaml"])
        XCTAssertEqual(publications.map(\.version), [3])
        XCTAssertEqual(publications.map(\.codes), [[]])
        XCTAssertEqual(analyzer.lastOpenTexts, ["/w/b.yaml": Array("campaign: b\n".utf8)])

        // b.yaml changed so that a.yaml's problem is gone: b first, then a with an empty list.
        analyzer.analyses[project] = analysis(["/w/a.yaml": "typ: x\n", "/w/b.yaml": "kind: y\n"], problems: [("/w/b.yaml", "kind")])
        harness.change("/w/b.yaml", "kind: y\n", version: 4)
        publications = published(harness.take())
        XCTAssertEqual(publications.map(\.uri), ["file:///w/b.yaml", "file:///w/a.yaml"])
        XCTAssertEqual(publications.map(\.version), [4, nil])
        XCTAssertEqual(publications.map(\.codes), [["E101"], []])

        // The same text again: b is published, unchanged; a is not.
        harness.change("/w/b.yaml", "kind: y\n", version: 5)
        publications = published(harness.take())
        XCTAssertEqual(publications.map(\.uri), ["file:///w/b.yaml"])
        XCTAssertEqual(publications.map(\.version), [5])
    }

    func testAFileThatStopsBeingAnInputGetsAnEmptyList() {
        let analyzer = FakeAnalyzer(projects: [project])
        analyzer.analyses[project] = analysis(["/w/a.yaml": "typ: x\n"], problems: [("/w/a.yaml", "typ")])
        let harness = SessionHarness(analyzer: analyzer)
        harness.start()
        analyzer.analyses[project] = analysis([:])
        harness.send(MessageBytes.notification("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/a.yaml", "type": 3]]]))
        let publications = published(harness.take())
        XCTAssertEqual(publications.map(\.uri), ["file:///w/a.yaml"])
        XCTAssertEqual(publications.map(\.codes), [[]])
    }

    func testClosingPublishesOnlyWhatChanged() {
        let analyzer = FakeAnalyzer(projects: [project])
        analyzer.analyses[project] = analysis(["/w/a.yaml": "campaign: a\n"])
        let harness = SessionHarness(analyzer: analyzer)
        harness.start()
        harness.open("/w/a.yaml", "campaign: a\n")
        _ = harness.take()
        harness.send(MessageBytes.notification("textDocument/didClose", ["textDocument": ["uri": "file:///w/a.yaml"]]))
        XCTAssertEqual(published(harness.take()).count, 0)
        XCTAssertEqual(analyzer.lastOpenTexts, [:])
    }

    func testChangesInOneBatchAreMergedIntoOneAnalysis() {
        let analyzer = FakeAnalyzer(projects: [project])
        analyzer.analyses[project] = analysis(["/w/a.yaml": "campaign: a\n"])
        let harness = SessionHarness(analyzer: analyzer)
        harness.start()
        let before = analyzer.calls
        let uri: JSONValue = "file:///w/a.yaml"
        harness.send(
            MessageBytes.notification("textDocument/didOpen", ["textDocument": ["uri": uri, "version": 1, "text": "a"]]),
            MessageBytes.notification("textDocument/didChange", ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["text": "ab"]]]),
            MessageBytes.notification(
                "textDocument/didChange",
                [
                    "textDocument": ["uri": uri, "version": 3],
                    "contentChanges": [["range": ["start": ["line": 0, "character": 2], "end": ["line": 0, "character": 2]], "text": "c"]],
                ]))
        XCTAssertEqual(analyzer.calls, before + 1)
        XCTAssertEqual(analyzer.lastOpenTexts, ["/w/a.yaml": Array("abc".utf8)])
        XCTAssertEqual(published(harness.take()).map(\.version), [3])
    }

    func testEachEventAsksTheAnalysisToLookAtWhatItChanged() {
        let analyzer = FakeAnalyzer(projects: [project])
        analyzer.analyses[project] = analysis(["/w/a.yaml": "campaign: a\n"])
        let harness = SessionHarness(analyzer: analyzer)
        harness.start()
        XCTAssertEqual(analyzer.lastRefresh, WorkspaceRefresh(walks: true), "initialized walks the root")
        harness.open("/w/a.yaml", "campaign: a\n")
        XCTAssertEqual(analyzer.lastRefresh, .openTexts, "an open text needs no walk")
        harness.change("/w/a.yaml", "campaign: b\n", version: 2)
        XCTAssertEqual(analyzer.lastRefresh, .openTexts)
        harness.send(MessageBytes.notification("textDocument/didSave", ["textDocument": ["uri": "file:///w/a.yaml"]]))
        XCTAssertEqual(analyzer.lastRefresh, WorkspaceRefresh(walks: true), "a save walks the root again")
        harness.send(MessageBytes.notification("textDocument/didClose", ["textDocument": ["uri": "file:///w/a.yaml"]]))
        XCTAssertEqual(analyzer.lastRefresh, WorkspaceRefresh(walks: true), "a close puts the disk's text back")
        harness.send(
            MessageBytes.notification(
                "workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/b.yaml", "type": 2], ["uri": "file:///w/base%20line.json", "type": 1]]]))
        XCTAssertEqual(analyzer.lastRefresh, WorkspaceRefresh(walks: true, reread: ["/w/b.yaml", "/w/base line.json"]))
        harness.change("/w/a.yaml", "campaign: c\n", version: 3)
        XCTAssertEqual(
            analyzer.lastRefresh, WorkspaceRefresh(walks: true, reread: ["/w/b.yaml", "/w/base line.json"]), "a closed document's change is ignored")
    }

    func testProjectsComeAndGoWithTheirProjectFilesAndKeepTheirAnalyzers() {
        let analyzer = FakeAnalyzer(projects: ["/w/a/campaignc.yaml"])
        analyzer.analyses["/w/a/campaignc.yaml"] = ProjectAnalysis(projectFile: "/w/a/campaignc.yaml", inputs: ["/w/a/x.yaml"], diagnostics: [])
        analyzer.analyses["/w/b/campaignc.yaml"] = ProjectAnalysis(projectFile: "/w/b/campaignc.yaml", inputs: ["/w/b/y.yaml"], diagnostics: [])
        let harness = SessionHarness(analyzer: analyzer)
        harness.start()
        XCTAssertEqual(analyzer.made, ["/w/a/campaignc.yaml"])
        analyzer.projects = ["/w/a/campaignc.yaml", "/w/b/campaignc.yaml"]
        harness.send(MessageBytes.notification("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/b/campaignc.yaml", "type": 1]]]))
        XCTAssertEqual(analyzer.made, ["/w/a/campaignc.yaml", "/w/b/campaignc.yaml"], "the first project keeps its analyzer")
        XCTAssertEqual(harness.session.workspace.project(of: "/w/b/y.yaml")?.analysis.projectFile, "/w/b/campaignc.yaml")
        XCTAssertEqual(harness.session.workspace.project(of: "/w/b/campaignc.yaml")?.isProjectFile, true)
        XCTAssertEqual(harness.session.workspace.project(of: "/w/a/x.yaml")?.analysis.projectFile, "/w/a/campaignc.yaml")
    }

    func testWithoutAProjectNothingIsPublishedAndTheUserIsToldOnce() {
        let harness = SessionHarness(analyzer: FakeAnalyzer(projects: []))
        harness.send(MessageBytes.request(1, "initialize", ["rootUri": "file:///w", "capabilities": [:]]), MessageBytes.notification("initialized", [:]))
        let messages = harness.take()
        XCTAssertEqual(
            SessionHarness.notifications("window/showMessage", in: messages),
            [MessageBytes.notification("window/showMessage", ["type": 3, "message": .string(ServerSession.noProjectMessage)])])
        harness.open("/w/a.yaml", "campaign: a\n")
        harness.send(MessageBytes.notification("workspace/didChangeWatchedFiles", ["changes": [["uri": "file:///w/campaignc.yaml", "type": 3]]]))
        XCTAssertEqual(harness.take(), [])
    }

    /// A `client/registerCapability` request for watched files.
    private func registration(_ number: Int, id: JSONValue, watchers: [String]) -> JSONValue {
        MessageBytes.request(
            0, "client/registerCapability",
            [
                "registrations": [
                    [
                        "id": id, "method": "workspace/didChangeWatchedFiles",
                        "registerOptions": ["watchers": .array(watchers.map { ["globPattern": .string($0)] })],
                    ]
                ]
            ]
        ).replacingID(with: .string("campaignc-\(number)"))
    }

    func testWatchersAreRegisteredWhenTheClientRegistersThemDynamically() {
        let analyzer = FakeAnalyzer(projects: ["/w/a/campaignc.yaml", "/w/b/campaignc.yaml"])
        // Each project's baseline (`--baseline`, or the one its project file names), once.
        analyzer.analyses["/w/a/campaignc.yaml"] = ProjectAnalysis(projectFile: "/w/a/campaignc.yaml", inputs: [], diagnostics: [], baseline: "/w/base.json")
        analyzer.analyses["/w/b/campaignc.yaml"] = ProjectAnalysis(projectFile: "/w/b/campaignc.yaml", inputs: [], diagnostics: [], baseline: "/w/base.json")
        let harness = SessionHarness(analyzer: analyzer)
        let capabilities: JSONValue = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]
        harness.send(
            MessageBytes.request(1, "initialize", ["rootUri": "file:///w", "capabilities": capabilities]), MessageBytes.notification("initialized", [:]))
        let requests = harness.take().filter { $0["method"] == "client/registerCapability" }
        XCTAssertEqual(requests, [registration(1, id: "campaignc-watched-files", watchers: ["**/*.yaml", "**/*.yml", "/w/base.json"])])

        // A project file that names another baseline: one more registration, for it alone.
        analyzer.analyses["/w/b/campaignc.yaml"]?.baseline = "/w/b/ci/other.json"
        harness.open("/w/b/campaignc.yaml", "baseline: ci/other.json\n")
        XCTAssertEqual(
            harness.take().filter { $0["method"] == "client/registerCapability" },
            [registration(2, id: "campaignc-watched-files-2", watchers: ["/w/b/ci/other.json"])])
        // Back to a file already watched, or none: nothing more.
        analyzer.analyses["/w/b/campaignc.yaml"]?.baseline = nil
        harness.change("/w/b/campaignc.yaml", "\n", version: 2)
        XCTAssertEqual(harness.take().filter { $0["method"] == "client/registerCapability" }, [])

        let plain = SessionHarness(analyzer: FakeAnalyzer(projects: [project]))
        plain.send(MessageBytes.request(1, "initialize", ["rootUri": "file:///w", "capabilities": [:]]), MessageBytes.notification("initialized", [:]))
        let messages = plain.take()
        XCTAssertFalse(messages.isEmpty)
        XCTAssertTrue(messages.allSatisfy { $0["method"] != "client/registerCapability" })
    }

    func testTheRootIsTheFirstWorkspaceFolderAndOthersAreLogged() {
        let harness = SessionHarness(analyzer: FakeAnalyzer(projects: [project]))
        harness.send(
            MessageBytes.request(
                1, "initialize",
                [
                    "rootUri": "file:///other", "workspaceFolders": [["uri": "file:///w", "name": "w"], ["uri": "file:///x", "name": "x"]], "capabilities": [:],
                ]))
        let messages = harness.take()
        XCTAssertEqual(harness.session.workspace.root, "/w")
        XCTAssertEqual(
            SessionHarness.notifications("window/logMessage", in: messages),
            [MessageBytes.notification("window/logMessage", ["type": 4, "message": "workspace folder file:///x is ignored: the server takes the first one"])])
    }
}

extension JSONValue {
    /// The same message with another `id`.
    func replacingID(with id: JSONValue) -> JSONValue {
        guard case .object(var members) = self else { return self }
        members["id"] = id
        return .object(members)
    }
}
