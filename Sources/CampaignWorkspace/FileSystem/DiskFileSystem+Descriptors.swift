#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension DiskFileSystem {
    /// Reads from an open descriptor until end of file or `limit` bytes. `sizeHint` (the
    /// size of a regular file) sizes the buffer, so a file is read into one allocation of its
    /// own size; without it (a pipe) the buffer grows as needed.
    public static func readAll(_ descriptor: Int32, limit: Int, sizeHint: Int = 0) -> Result<[UInt8], FileSystemFailure> {
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
            capacity = min(limit, capacity > limit / 2 ? limit : capacity * 2)
        }
    }
}

/// The C `read`, named apart from `DiskFileSystem.read` so the call above is unambiguous.
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
