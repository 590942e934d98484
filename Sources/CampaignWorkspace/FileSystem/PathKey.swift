/// A path as a table key: its UTF-8 bytes, compared byte for byte. Swift's `String ==` (and
/// its hash) treat canonically equivalent strings as equal, so `é` written as one scalar and
/// as `e` with a combining accent would be one key; on disk they are two files.
public struct PathKey: Hashable, Sendable, Comparable {
    public let bytes: [UInt8]

    public init(_ path: String) {
        bytes = Array(path.utf8)
    }

    /// Byte-wise order, the order of files in every report.
    public static func < (a: PathKey, b: PathKey) -> Bool {
        a.bytes.lexicographicallyPrecedes(b.bytes)
    }
}
