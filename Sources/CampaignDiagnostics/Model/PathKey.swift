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

    public func hash(into hasher: inout Hasher) {
        let count = path.utf8.count
        hasher.combine(count)
        let hashed: Void? = path.utf8.withContiguousStorageIfAvailable { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        if hashed == nil {
            for byte in path.utf8 { hasher.combine(byte) }
        }
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
                for index in mine.indices where mine[index] != theirs[index] { return false }
                return true
            }
        }
        return (same ?? nil) ?? utf8.elementsEqual(other.utf8)
    }
}
