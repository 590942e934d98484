import CampaignWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to an open file descriptor with plain POSIX calls: the one loop that output
/// files and the executable's standard streams share.
public enum DescriptorWriter {
    /// Writes all of `bytes` (a write may take only part of them, or be interrupted);
    /// returns the system's reason when a write fails, nil on success.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        writeFully(descriptor, bytes)?.reason
    }

    static func writeFully(_ descriptor: Int32, _ bytes: [UInt8]) -> FileSystemFailure? {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return nil }
            var offset = 0
            while offset < buffer.count {
                let count = systemWrite(descriptor, base + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    return .current()
                }
                offset += count
            }
            return nil
        }
    }

    /// The size of the writes of many small pieces: they are gathered up to this size.
    static let writeChunkSize = 256 * 1024

    /// Writes all of `pieces`, one after the other; nil on success. Small pieces are gathered
    /// into writes of about `writeChunkSize` bytes; a large one is written directly.
    static func writeFully(_ descriptor: Int32, _ pieces: [[UInt8]]) -> FileSystemFailure? {
        if pieces.count == 1 { return writeFully(descriptor, pieces[0]) }
        var pending: [UInt8] = []
        for piece in pieces {
            if pending.count + piece.count > writeChunkSize, !pending.isEmpty {
                if let failure = writeFully(descriptor, pending) { return failure }
                pending.removeAll(keepingCapacity: true)
            }
            if piece.count >= writeChunkSize {
                if let failure = writeFully(descriptor, piece) { return failure }
            } else {
                if pending.isEmpty { pending.reserveCapacity(writeChunkSize) }
                pending.append(contentsOf: piece)
            }
        }
        return pending.isEmpty ? nil : writeFully(descriptor, pending)
    }

    private static func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, buffer, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, buffer, count)
        #else
            Darwin.write(descriptor, buffer, count)
        #endif
    }
}
