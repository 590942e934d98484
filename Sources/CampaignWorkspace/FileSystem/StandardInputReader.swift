#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads standard input for the path `-`, in chunks, stopping at a byte limit: a huge input
/// costs no more memory than the limit (the front end reports a file over its size limit
/// from the first `maxFileBytes + 1` bytes alone).
public enum StandardInputReader {
    /// At most `limit` bytes of the process's standard input.
    @Sendable
    public static func read(limit: Int) -> Result<[UInt8], StandardInputFailure> {
        read(descriptor: STDIN_FILENO, limit: limit)
    }

    /// At most `limit` bytes of an open descriptor (a pipe, a file, a terminal).
    public static func read(descriptor: Int32, limit: Int) -> Result<[UInt8], StandardInputFailure> {
        DiskFileSystem.readAll(descriptor, limit: limit).mapError { StandardInputFailure(reason: $0.reason) }
    }
}

/// Standard input could not be read; `reason` is the system's text.
public struct StandardInputFailure: Error, Hashable, Sendable {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
