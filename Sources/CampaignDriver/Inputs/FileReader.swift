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
    /// `sizeHint` is the file's size when it was found, if known (it only sizes the buffer).
    static func read(_ path: String, limit: Int, sizeHint: Int = 0) -> Result<[UInt8], FileSystemFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.current()) }
        defer { _ = close(descriptor) }
        var size = sizeHint
        if size <= 0 {
            var info = stat()
            size = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        }
        return readAll(descriptor, limit: limit, sizeHint: size)
    }

    /// Reads from an open descriptor until end of file or `limit` bytes. `sizeHint` (the
    /// size of a regular file) sizes the buffer, so a file is read into one allocation of its
    /// own size; without it (a pipe) the buffer grows as needed.
    static func readAll(_ descriptor: Int32, limit: Int, sizeHint: Int = 0) -> Result<[UInt8], FileSystemFailure> {
        guard limit > 0 else { return .success([]) }
        // One byte more than the size, so that the end of the file is seen without growing.
        var capacity = min(limit, sizeHint > 0 ? sizeHint + 1 : 16 * 1024)
        var bytes: [UInt8] = []
        var failure: FileSystemFailure?
        var ended = false
        while true {
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = previous.count
                guard let base = buffer.baseAddress else { return }
                previous.withUnsafeBufferPointer { old in
                    if let source = old.baseAddress { base.update(from: source, count: old.count) }
                }
                while count < capacity {
                    let read = Glue.read(descriptor, base + count, capacity - count)
                    if read < 0 {
                        if errno == EINTR { continue }
                        failure = .current()
                        return
                    }
                    if read == 0 {
                        ended = true
                        return
                    }
                    count += read
                }
            }
            if let failure { return .failure(failure) }
            if ended || capacity >= limit { return .success(bytes) }
            capacity = min(limit, capacity * 2)
        }
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
