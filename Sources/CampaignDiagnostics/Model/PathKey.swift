import CanonicalJSON

/// A path (or a URI) as a table key, compared and hashed by its UTF-8 bytes. Swift's
/// `String ==` (and its hash) treat canonically equivalent strings as equal, so `é` written
/// as one scalar and as `e` with a combining accent would be one key; on disk they are two files.
public struct PathKey: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByStringLiteral {
    public let path: String

    public init(_ path: String) {
        self.path = path
    }

    public init(stringLiteral path: String) {
        self.path = path
    }

    public var bytes: [UInt8] { Array(path.utf8) }

    public var description: String { path }

    public static func == (a: PathKey, b: PathKey) -> Bool {
        a.path.isSamePath(b.path)
    }

    /// The length, then the bytes eight at a time (the standard library's `combine(bytes:)`
    /// costs several times more on a path of some forty bytes).
    public func hash(into hasher: inout Hasher) {
        let hashed: Void? = path.utf8.withContiguousStorageIfAvailable { Self.hash(UnsafeRawBufferPointer($0), into: &hasher) }
        if hashed == nil { Array(path.utf8).withUnsafeBytes { Self.hash($0, into: &hasher) } }
    }

    static func hash(_ bytes: UnsafeRawBufferPointer, into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        var offset = 0
        while offset + 8 <= bytes.count {
            hasher.combine(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        hasher.combine(tail)
    }

    /// Whether two optional paths are the same bytes (both nil, or both the same path).
    public static func same(_ a: String?, _ b: String?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?): a.isSamePath(b)
        default: false
        }
    }

    /// Byte-wise order, the order of files in every report.
    public static func < (a: PathKey, b: PathKey) -> Bool {
        UTF8Order.precedes(a.path, b.path)
    }
}

extension String {
    /// Whether two paths are the same bytes (not merely canonically equivalent). The lengths
    /// first, then the contiguous bytes: comparing the views element by element was most of
    /// what a language server's update spent looking paths up in its tables.
    public func isSamePath(_ other: String) -> Bool {
        guard utf8.count == other.utf8.count else { return false }
        let same = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                mine.baseAddress == theirs.baseAddress || Self.sameBytes(UnsafeRawBufferPointer(mine), UnsafeRawBufferPointer(theirs))
            }
        }
        return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
    }

    /// Whether two buffers of the same length hold the same bytes, compared eight at a time:
    /// the paths of one project share long prefixes, and a table's look-up compares whole keys.
    static func sameBytes(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Bool {
        let count = a.count
        var offset = 0
        while offset + 8 <= count {
            guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else {
                return false
            }
            offset += 8
        }
        while offset < count {
            guard a[offset] == b[offset] else { return false }
            offset += 1
        }
        return true
    }
}
