import CanonicalJSON

/// Writes messages to the output, each with only a `Content-Length` header (SPEC §13.3), as
/// one write so that a message is never interleaved with another.
struct FrameWriter {
    private let output: ByteOutput

    init(output: ByteOutput) {
        self.output = output
    }

    /// The framed bytes of one body.
    static func frame(_ body: [UInt8]) -> [UInt8] {
        Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Writes `message` as compact canonical JSON.
    func write(_ message: JSONValue) throws(StreamFailure) {
        try output.write(Self.frame(JSONWriter.compact(message)))
    }
}
