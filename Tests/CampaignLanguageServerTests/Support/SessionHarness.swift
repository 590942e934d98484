import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// A server session driven directly: each `send` hands it one batch of frames (as if they had
/// all arrived before it looked), and `take()` returns what it wrote since the last call.
final class SessionHarness {
    /// The analyzer, when it is a `FakeAnalyzer`.
    let analyzer: FakeAnalyzer!
    private(set) var session: ServerSession!
    private var written: [JSONValue] = []
    var failWrites = false

    init(analyzer: FakeAnalyzer = FakeAnalyzer(), configFile: String? = nil, version: String = "3.0.0") {
        self.analyzer = analyzer
        makeSession(analyzer: analyzer, configFile: configFile, version: version)
    }

    /// A session over any analyzer (the driver's, for tests on real files).
    init(any analyzer: any WorkspaceAnalyzer, configFile: String? = nil) {
        self.analyzer = nil
        makeSession(analyzer: analyzer, configFile: configFile, version: "3.0.0")
    }

    private func makeSession(analyzer: any WorkspaceAnalyzer, configFile: String?, version: String) {
        let environment = ServerEnvironment(analyzer: analyzer, configFile: configFile, version: version)
        session = ServerSession(
            environment: environment,
            send: { [unowned self] message throws(StreamFailure) in
                if self.failWrites { throw StreamFailure(reason: "Broken pipe") }
                self.written.append(message)
            })
    }

    /// Sends messages (or raw frames) as one batch.
    func send(_ messages: JSONValue..., file: StaticString = #filePath, line: UInt = #line) {
        sendFrames(messages.map { .message(JSONWriter.compact($0)) }, file: file, line: line)
    }

    func sendFrames(_ frames: [Frame], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertNoThrow(try session.process(frames), file: file, line: line)
    }

    /// What the server wrote since the last call.
    func take() -> [JSONValue] {
        defer { written = [] }
        return written
    }

    /// `initialize` with these capabilities and root, then `initialized`; drops the output.
    func start(root: String? = "/w", capabilities: JSONValue = [:], processID: JSONValue = .null) {
        var params: [String: JSONValue] = ["capabilities": capabilities, "processId": processID]
        if let root { params["rootUri"] = .string(FileURI.uri(ofPath: root)) }
        send(MessageBytes.request(1, "initialize", .object(params)), MessageBytes.notification("initialized", [:]))
        _ = take()
    }

    func open(_ path: String, _ text: String, version: Int64 = 1) {
        send(
            MessageBytes.notification(
                "textDocument/didOpen",
                ["textDocument": ["uri": .string(FileURI.uri(ofPath: path)), "languageId": "yaml", "version": .integer(version), "text": .string(text)]]))
    }

    func change(_ path: String, _ text: String, version: Int64) {
        send(
            MessageBytes.notification(
                "textDocument/didChange",
                ["textDocument": ["uri": .string(FileURI.uri(ofPath: path)), "version": .integer(version)], "contentChanges": [["text": .string(text)]]]))
    }

    /// The answer to request `id` among `messages`.
    static func answer(_ id: Int64, in messages: [JSONValue]) -> JSONValue? {
        messages.first { $0["id"] == .integer(id) && $0["method"] == nil }
    }

    static func notifications(_ method: String, in messages: [JSONValue]) -> [JSONValue] {
        messages.filter { $0["method"] == .string(method) && $0["id"] == nil }
    }
}
