/// Where the server reads its messages from: standard input in the executable, bytes in memory
/// or a pipe in the tests. The server never touches a global stream itself.
public protocol ByteInput: AnyObject {
    /// Reads at least one and at most `maximum` bytes, waiting for them; an empty array means
    /// the end of the input. A failure to read ends the input too (`StreamFailure`).
    func read(maximum: Int) throws(StreamFailure) -> [UInt8]
}

/// Where the server writes its messages: standard output in the executable.
public protocol ByteOutput: AnyObject {
    /// Writes all of `bytes`, or fails (the client is gone).
    func write(_ bytes: [UInt8]) throws(StreamFailure)
}

/// A stream could not be read or written; `reason` is the system's text.
public struct StreamFailure: Error, Hashable, Sendable {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }
}

/// An input over bytes already in memory, handed out in chunks of at most `chunk` bytes (so a
/// test can make a message arrive in pieces).
public final class MemoryInput: ByteInput {
    private let bytes: [UInt8]
    private let chunk: Int
    private var offset = 0

    public init(_ bytes: [UInt8], chunk: Int = 1 << 16) {
        self.bytes = bytes
        self.chunk = max(1, chunk)
    }

    public func read(maximum: Int) throws(StreamFailure) -> [UInt8] {
        let end = min(bytes.count, offset + min(maximum, chunk))
        defer { offset = end }
        return Array(bytes[offset..<end])
    }
}

/// An output that keeps what was written, or fails every write after `failAfter` writes.
public final class MemoryOutput: ByteOutput {
    public private(set) var bytes: [UInt8] = []
    private var writes = 0
    private let failAfter: Int?

    public init(failAfter: Int? = nil) {
        self.failAfter = failAfter
    }

    public func write(_ bytes: [UInt8]) throws(StreamFailure) {
        if let failAfter, writes >= failAfter { throw StreamFailure(reason: "Broken pipe") }
        writes += 1
        self.bytes += bytes
    }
}
