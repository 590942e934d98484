/// What a path is: its kind, the file's identity and a regular file's size. The pair (device,
/// inode) names the file itself, so the same file reached through two paths is recognised.
public struct FileStatus: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case regularFile
        case directory
        case symbolicLink
        case other
    }

    public struct Identity: Hashable, Sendable {
        public let device: UInt64
        public let inode: UInt64

        public init(device: UInt64, inode: UInt64) {
            self.device = device
            self.inode = inode
        }
    }

    public let kind: Kind
    public let identity: Identity
    /// The size in bytes of a regular file (0 for anything else): a hint for reading it.
    public let size: Int

    public init(kind: Kind, identity: Identity, size: Int) {
        self.kind = kind
        self.identity = identity
        self.size = kind == .regularFile ? size : 0
    }
}

/// What a file looks like without reading it: its identity, size and change times. The
/// language server keeps one per closed input and reads a file again only when its stamp
/// changed (SPEC §13.5: `didSave` and file events re-read what changed on disk).
public struct FileStamp: Hashable, Sendable {
    public let device: UInt64
    public let inode: UInt64
    public let size: Int64
    public let modified: Int64
    public let modifiedNanoseconds: Int64
    public let changed: Int64
    public let changedNanoseconds: Int64

    public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, modifiedNanoseconds: Int64, changed: Int64, changedNanoseconds: Int64) {
        self.device = device
        self.inode = inode
        self.size = size
        self.modified = modified
        self.modifiedNanoseconds = modifiedNanoseconds
        self.changed = changed
        self.changedNanoseconds = changedNanoseconds
    }
}

/// The names of one folder: those that are UTF-8, and the bytes of those that are not (a
/// Swift string cannot hold them, so no `String` path opens them), each with whether it is a
/// folder.
public struct DirectoryListing: Hashable, Sendable {
    public var names: [String]
    public var undecodable: [UndecodableName]

    public struct UndecodableName: Hashable, Sendable {
        public let bytes: [UInt8]
        public let isDirectory: Bool

        public init(bytes: [UInt8], isDirectory: Bool) {
            self.bytes = bytes
            self.isDirectory = isDirectory
        }
    }

    public init(names: [String] = [], undecodable: [UndecodableName] = []) {
        self.names = names
        self.undecodable = undecodable
    }
}
