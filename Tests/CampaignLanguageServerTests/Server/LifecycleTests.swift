import CanonicalJSON
import Synchronization
import XCTest

@testable import CampaignLanguageServer

final class LifecycleTests: XCTestCase {
    /// SPEC §13.3's `initialize` result, as printed there.
    private let specResult = """
        {"capabilities":{
           "positionEncoding":"utf-16",
           "textDocumentSync":{"openClose":true,"change":1,"save":{"includeText":false}},
           "hoverProvider":true,
           "completionProvider":{"triggerCharacters":[" "],"resolveProvider":false},
           "codeActionProvider":{"codeActionKinds":["quickfix","source.fixAll.campaignc"],"resolveProvider":false},
           "definitionProvider":true,
           "documentSymbolProvider":true},
         "serverInfo":{"name":"campaignc","version":"3.0.0"}}
        """

    /// Runs the whole server over in-memory streams.
    private func run(_ bytes: [UInt8], output: MemoryOutput = MemoryOutput(), version: String = "3.0.0") -> (Int32, [[UInt8]]) {
        let server = LanguageServer(
            input: MemoryInput(bytes), output: output, environment: ServerEnvironment(analyzer: FakeAnalyzer(), version: version))
        let status = server.run()
        return (status, MessageBytes.bodies(output.bytes))
    }

    func testInitializeAnswersExactlyTheSpecResult() throws {
        let (_, bodies) = run(MessageBytes.frame(MessageBytes.request(1, "initialize", ["capabilities": [:], "processId": .null])))
        let result = JSONWriter.compact(try JSONReader().parse(Array(specResult.utf8)))
        XCTAssertEqual(
            bodies.first.map { String(decoding: $0, as: UTF8.self) }, #"{"id":1,"jsonrpc":"2.0","result":"# + String(decoding: result, as: UTF8.self) + "}")
    }

    func testShutdownThenExitEndsWithZero() {
        let input = [MessageBytes.request(1, "initialize", ["capabilities": [:]]), MessageBytes.request(2, "shutdown"), MessageBytes.notification("exit")]
        let (status, bodies) = run(input.flatMap(MessageBytes.frame))
        XCTAssertEqual(status, 0)
        XCTAssertEqual(bodies.count, 2)
        XCTAssertEqual(String(decoding: bodies[1], as: UTF8.self), #"{"id":2,"jsonrpc":"2.0","result":null}"#)
    }

    func testExitWithoutShutdownEndsWithOne() {
        XCTAssertEqual(run(MessageBytes.frame(MessageBytes.notification("exit"))).0, 1)
        let input = [MessageBytes.request(1, "initialize", ["capabilities": [:]]), MessageBytes.notification("exit")]
        XCTAssertEqual(run(input.flatMap(MessageBytes.frame)).0, 1)
    }

    func testEndOfInputEndsWithZeroAfterShutdownAndOneOtherwise() {
        let initialize = MessageBytes.frame(MessageBytes.request(1, "initialize", ["capabilities": [:]]))
        XCTAssertEqual(run(initialize + MessageBytes.frame(MessageBytes.request(2, "shutdown"))).0, 0)
        XCTAssertEqual(run(initialize).0, 1)
        XCTAssertEqual(run([]).0, 1)
    }

    func testAFailedWriteEndsWithOne() {
        let input = MessageBytes.frame(MessageBytes.request(1, "initialize", ["capabilities": [:]])) + MessageBytes.frame(MessageBytes.request(2, "shutdown"))
        XCTAssertEqual(run(input, output: MemoryOutput(failAfter: 0)).0, 1)
    }

    func testRequestsBeforeInitializeAreNotInitializedAndNotificationsDropped() {
        let harness = SessionHarness()
        harness.send(
            MessageBytes.request(1, "textDocument/hover", ["textDocument": ["uri": "file:///w/a.yaml"], "position": ["line": 0, "character": 0]]),
            MessageBytes.notification("initialized", [:]))
        XCTAssertEqual(
            harness.take(), [["jsonrpc": "2.0", "id": 1, "error": ["code": -32002, "message": "server not initialized: send initialize first"]]])
        XCTAssertEqual(harness.analyzer.calls, 0)
    }

    func testASecondInitializeIsAnInvalidRequest() {
        let harness = SessionHarness()
        harness.start()
        harness.send(MessageBytes.request(5, "initialize", ["capabilities": [:]]))
        XCTAssertEqual(
            harness.take(), [["jsonrpc": "2.0", "id": 5, "error": ["code": -32600, "message": "invalid request: initialize was already received"]]])
    }

    func testAfterShutdownRequestsAreInvalidAndNotificationsDropped() {
        let harness = SessionHarness()
        harness.start()
        harness.send(MessageBytes.request(2, "shutdown"))
        _ = harness.take()
        let calls = harness.analyzer.calls
        harness.open("/w/a.yaml", "campaign: a\n")
        harness.send(MessageBytes.request(3, "textDocument/documentSymbol", ["textDocument": ["uri": "file:///w/a.yaml"]]))
        XCTAssertEqual(harness.take().first?["error"]?["code"], -32600)
        XCTAssertEqual(harness.analyzer.calls, calls)
        XCTAssertNil(harness.session.exitStatus)
        harness.send(MessageBytes.notification("exit"))
        XCTAssertEqual(harness.session.exitStatus, 0)
    }

    func testNegotiatesThePositionEncoding() {
        func negotiated(_ encodings: JSONValue?) -> JSONValue? {
            let harness = SessionHarness()
            var general: [String: JSONValue] = [:]
            general["positionEncodings"] = encodings
            harness.send(MessageBytes.request(1, "initialize", ["capabilities": ["general": .object(general)]]))
            return harness.take().first?["result"]?["capabilities"]?["positionEncoding"]
        }
        XCTAssertEqual(negotiated(["utf-32", "utf-8"]), "utf-32")
        XCTAssertEqual(negotiated(["latin-1", "utf-8", "utf-16"]), "utf-8")
        XCTAssertEqual(negotiated(["latin-1"]), "utf-16")
        XCTAssertEqual(negotiated([]), "utf-16")
        XCTAssertEqual(negotiated(nil), "utf-16")
    }

    func testTheWatchEndsTheServerWhenTheClientProcessEnds() {
        var checks: [Int64] = []
        var pauses: [Int] = []
        var ended = 0
        ProcessWatch.watch(
            processID: 4242, interval: 3,
            isAlive: { id in
                checks.append(id)
                return checks.count < 3
            }, pause: { pauses.append($0) }, ended: { ended += 1 })
        XCTAssertEqual(checks, [4242, 4242, 4242])
        XCTAssertEqual(pauses, [3, 3])
        XCTAssertEqual(ended, 1)
    }

    func testInitializeWithAProcessIDStartsTheWatchWhichTerminatesWithOne() {
        let terminated = expectation(description: "terminated")
        let statuses = StatusBox()
        let environment = ServerEnvironment(
            analyzer: FakeAnalyzer(), version: "3.0.0", isProcessAlive: { $0 != 77 }, pause: { _ in },
            terminate: { status in
                statuses.append(status)
                terminated.fulfill()
            })
        let session = ServerSession(environment: environment, send: { _ throws(StreamFailure) in })
        XCTAssertNoThrow(try session.process([.message(JSONWriter.compact(MessageBytes.request(1, "initialize", ["processId": 77, "capabilities": [:]])))]))
        wait(for: [terminated], timeout: 10)
        XCTAssertEqual(statuses.values, [1])
        XCTAssertLessThanOrEqual(environment.watchInterval, 10)
    }
}

/// Statuses recorded from another thread.
final class StatusBox: Sendable {
    private let recorded = Mutex<[Int32]>([])

    func append(_ status: Int32) { recorded.withLock { $0.append(status) } }
    var values: [Int32] { recorded.withLock { $0 } }
}
