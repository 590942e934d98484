import CampaignDriver
import CampaignLanguageServer
import CampaignWorkspace
import CanonicalJSON

/// Serves one input as `campaignc lsp` would serve its standard input — the real frame reader,
/// session and driver analyzer over a small project on disk — and checks what must hold for any
/// input: the server returns 0 or 1, and everything it wrote is whole frames of JSON-RPC 2.0,
/// each answer with exactly one of `result` and `error`, never more answers than messages in.
/// A crash, a trap or a violated property stops the process, which libFuzzer records.
struct LanguageServerHarness: Sendable {
    let environment: ServerEnvironment

    /// One per process: the project folder is written on first use.
    static let shared = LanguageServerHarness(workspace: FuzzWorkspace.create())

    init(workspace: FuzzWorkspace) {
        // 2026-03-15T00:00:00Z, so the schedule checks do not depend on the clock.
        let analyzer = ConfinedAnalyzer(
            root: workspace.root, inner: DriverWorkspaceAnalyzer(options: ServerOptions(now: 1_773_532_800), currentTime: { 1_773_532_800 }))
        // The client's process is "gone" at once, so a watch started by `processId` ends its
        // thread without ending the fuzzer.
        environment = ServerEnvironment(
            analyzer: analyzer, version: "3.0.0", log: { _ in }, isProcessAlive: { _ in false }, pause: { _ in }, terminate: { _ in },
            watchInterval: 0)
    }

    func run(_ bytes: [UInt8]) {
        let output = MemoryOutput()
        let status = LanguageServer(input: MemoryInput(bytes), output: output, environment: environment).run()
        check(status == 0 || status == 1, "exit status \(status)")
        let written = frames(output.bytes)
        // Each answer needs a frame of its own: after the first, no frame is shorter than
        // `Content-Length:` and a line end (a header that is not usable), 17 bytes.
        let incoming = bytes.count / 17 + 1
        let answers = written.filter { $0["method"] == nil }.count
        check(answers <= incoming, "\(answers) answers to at most \(incoming) messages")
    }

    /// The messages of the server's output, each checked.
    private func frames(_ bytes: [UInt8]) -> [JSONValue] {
        let prefix = Array("Content-Length: ".utf8)
        var messages: [JSONValue] = []
        var index = 0
        while index < bytes.count {
            check(bytes[index...].starts(with: prefix), "output at \(index) is not a Content-Length header")
            var end = index + prefix.count
            var length = 0
            while end < bytes.count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") {
                length = length * 10 + Int(bytes[end] - UInt8(ascii: "0"))
                end += 1
            }
            check(bytes[end...].starts(with: Array("\r\n\r\n".utf8)), "output header at \(index) does not end with an empty line")
            let start = end + 4
            check(start + length <= bytes.count, "output body at \(start) is cut short")
            let body = Array(bytes[start..<(start + length)])
            let message: JSONValue
            do {
                message = try JSONReader().parse(body)
            } catch {
                fatalError("fuzz property violated: output body is not JSON (\(error)): \(String(decoding: body, as: UTF8.self))")
            }
            check(message["jsonrpc"] == "2.0", "no jsonrpc 2.0: \(message)")
            if message["method"] == nil {
                check((message["result"] == nil) != (message["error"] == nil), "an answer needs one of result and error: \(message)")
                if let error = message["error"] { check(Self.codes.contains(error["code"] ?? .null), "unknown error code: \(message)") }
            }
            messages.append(message)
            index = start + length
        }
        return messages
    }

    /// The error codes SPEC §13.3 names.
    private static let codes: [JSONValue] = [-32700, -32600, -32601, -32602, -32603, -32002, -32800]

    private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz property violated: \(message())") }
    }
}
