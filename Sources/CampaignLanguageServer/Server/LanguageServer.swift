import CanonicalJSON

/// `campaignc lsp` (SPEC §13): reads messages from `input` on a thread of its own, answers them
/// on the calling thread, writes to `output`, and returns the exit status — 0 after `shutdown`
/// and `exit` (or the end of the input after `shutdown`), 1 otherwise or when a write fails.
public final class LanguageServer {
    private let input: ByteInput
    private let output: ByteOutput
    private let environment: ServerEnvironment

    public init(input: ByteInput, output: ByteOutput, environment: ServerEnvironment) {
        self.input = input
        self.output = output
        self.environment = environment
    }

    /// `run()` on a thread of its own, so that no thread of Swift's tasks is held while it
    /// waits for input (the analyses run as tasks).
    public func runOnOwnThread() async -> Int32 {
        // The caller awaits the result and does not use the server until then.
        let server = Handover(value: self)
        return await withCheckedContinuation { continuation in
            BackgroundThread.start { continuation.resume(returning: server.value.run()) }
        }
    }

    /// Serves until `exit`, the end of the input, or a failed write.
    public func run() -> Int32 {
        let queue = FrameQueue()
        // From here on only the reader thread reads the input.
        let reader = Handover(value: FrameReader(input: input))
        BackgroundThread.start {
            var frames = reader.value
            while true {
                let frame = frames.next()
                queue.push(frame)
                if case .end = frame { return }
            }
        }
        let writer = FrameWriter(output: output)
        let session = ServerSession(environment: environment, send: { message throws(StreamFailure) in try writer.write(message) })
        while true {
            do {
                try session.process(queue.takeAll())
            } catch {
                environment.log("writing to standard output failed: \(error.reason); exiting")
                return 1
            }
            if let status = session.exitStatus {
                environment.log("exit with status \(status)")
                return status
            }
        }
    }
}
