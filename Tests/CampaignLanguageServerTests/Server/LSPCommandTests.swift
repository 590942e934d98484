import CampaignDriver
import CampaignTestSupport
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// `campaignc lsp` run as a process (SPEC §13.3).
final class LSPCommandTests: XCTestCase {
    private func input(_ messages: [JSONValue]) -> String {
        String(decoding: messages.flatMap(MessageBytes.frame), as: UTF8.self)
    }

    func testOtherTransportsAndBadOptionsExitTwoBeforeReadingAnything() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let cases: [([String], String)] = [
            (["--socket=5007"], "standard input and output only"),
            (["--port", "5007"], "standard input and output only"),
            (["--pipe", "/tmp/x"], "standard input and output only"),
            (["--node-ipc"], "standard input and output only"),
            (["--config", "missing.yaml"], "campaignc: error: cannot open config file 'missing.yaml': No such file or directory"),
            (["--baseline", "missing.json"], "campaignc: error: cannot open baseline 'missing.json': No such file or directory"),
            (
                ["--baseline", "missing.json", "--no-baseline"],
                "campaignc: error: --baseline 'missing.json' and --no-baseline contradict each other: give one of them\n"
            ),
            (["--exclude", "a[b"], "campaignc: error: invalid --exclude glob 'a[b'"),
            (["--now", "yesterday"], "campaignc: error: invalid --now 'yesterday'"),
            (["--unknown"], "campaignc: error: Unknown option '--unknown'"),
        ]
        for (arguments, message) in cases {
            // The input would keep a server running: the options are refused before it is read.
            let output = try CampaigncProcess.run(["lsp"] + arguments, in: folder.url, input: input([MessageBytes.request(1, "initialize", [:])]))
            XCTAssertEqual(output.status, 2, "\(arguments)")
            XCTAssertEqual(output.standardOutput, "", "\(arguments)")
            XCTAssertTrue(output.standardError.contains(message), "\(arguments): \(output.standardError)")
        }
    }

    func testServesOverStandardInputAndOutput() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        try folder.write("campaignc.yaml")
        try folder.write("a.yaml", "campaign: party\ntrigger: session_start\nmessage: { header: \"🎉 Café\", message: Hi, type: full }\n")
        let root = JSONValue.string(FileURI.uri(ofPath: folder.path))
        let output = try CampaigncProcess.run(
            ["lsp", "--stdio"], in: folder.url,
            input: input([
                MessageBytes.request(1, "initialize", ["processId": .null, "rootUri": root, "capabilities": [:]]),
                MessageBytes.notification("initialized", [:]),
                MessageBytes.request(2, "shutdown"),
                MessageBytes.notification("exit"),
            ]))
        XCTAssertEqual(output.status, 0, output.standardError)
        let messages = MessageBytes.messages(Array(output.standardOutput.utf8))
        XCTAssertEqual(messages.count, 3)
        XCTAssertEqual(messages[0]["result"]?["serverInfo"], ["name": "campaignc", "version": .string(CampaigncVersion.current)])
        let published = messages[1]["params"]
        XCTAssertEqual(published?["uri"], .string(FileURI.uri(ofPath: folder.path("a.yaml"))))
        XCTAssertEqual(published?["diagnostics"]?.arrayValue?.first?["code"], "E201")
        XCTAssertEqual(
            published?["diagnostics"]?.arrayValue?.first?["range"], ["start": ["line": 2, "character": 49], "end": ["line": 2, "character": 53]])
        XCTAssertEqual(messages[2], ["jsonrpc": "2.0", "id": 2, "result": .null])
        XCTAssertFalse(output.standardError.isEmpty)
    }

    func testTheEndOfInputWithoutShutdownExitsOne() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let output = try CampaigncProcess.run(["lsp"], in: folder.url, input: input([MessageBytes.request(1, "initialize", [:])]))
        XCTAssertEqual(output.status, 1)
        XCTAssertEqual(MessageBytes.messages(Array(output.standardOutput.utf8)).count, 1)
    }
}
