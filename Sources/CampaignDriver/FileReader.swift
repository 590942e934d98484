#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the bytes of a file (or a FIFO or device named on the command line) with plain
/// POSIX calls, so that a failure carries the system's reason ("Permission denied").
enum FileReader {
    /// Reads at most `limit` bytes of `path`. Reading stops there so that a huge input costs
    /// no more memory than the limit; the front end reports a file over its size limit from
    /// the first `maxFileBytes + 1` bytes alone.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], FileSystemFailure> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(.current()) }
        defer { _ = close(descriptor) }
        return readAll(descriptor, limit: limit)
    }

    /// Reads from an open descriptor until end of file or `limit` bytes.
    static func readAll(_ descriptor: Int32, limit: Int) -> Result<[UInt8], FileSystemFailure> {
        var bytes: [UInt8] = []
        let chunkSize = 64 * 1024
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while bytes.count < limit {
            let wanted = min(chunkSize, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { buffer in
                Glue.read(descriptor, buffer.baseAddress, wanted)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.current())
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return .success(bytes)
    }
}

/// The C `read`, named apart from `FileReader.read` so the call above is unambiguous.
private enum Glue {
    static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
        return Glibc.read(descriptor, buffer, count)
        #elseif canImport(Musl)
        return Musl.read(descriptor, buffer, count)
        #else
        return Darwin.read(descriptor, buffer, count)
        #endif
    }
}
