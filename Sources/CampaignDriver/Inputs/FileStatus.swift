#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a path is on disk, found with `stat` (following a symbolic link) or `lstat`
/// (looking at the link itself). The pair (device, inode) names the file itself, so the
/// same file reached through two paths is recognised.
struct FileStatus: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case regularFile
        case directory
        case symbolicLink
        case other
    }

    struct Identity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    let kind: Kind
    let identity: Identity
    /// The size in bytes of a regular file (0 for anything else): a hint for reading it.
    let size: Int

    /// The status of `path`, following symbolic links; or the `errno` text when it fails.
    static func of(_ path: String) -> Result<FileStatus, FileSystemFailure> {
        var info = stat()
        guard stat(path, &info) == 0 else { return .failure(FileSystemFailure.current()) }
        return .success(FileStatus(info))
    }

    /// The status of `path` itself, not following a symbolic link.
    static func ofLink(_ path: String) -> Result<FileStatus, FileSystemFailure> {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .failure(FileSystemFailure.current()) }
        return .success(FileStatus(info))
    }

    private init(_ info: stat) {
        let format = info.st_mode & S_IFMT
        switch format {
        case S_IFREG: kind = .regularFile
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        size = kind == .regularFile ? Int(info.st_size) : 0
    }
}

/// A failed system call, described the way the system describes it ("No such file or directory").
struct FileSystemFailure: Error, Hashable, Sendable {
    let code: Int32
    let reason: String

    init(code: Int32, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// The failure `code` (an `errno` value), with the system's text for it.
    init(code: Int32) {
        self.init(code: code, reason: String(cString: strerror(code)))
    }

    static func current() -> FileSystemFailure {
        FileSystemFailure(code: errno)
    }
}
