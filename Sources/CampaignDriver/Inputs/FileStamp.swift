#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a file on disk looks like without reading it: its identity, size and change times.
/// The language server keeps one per closed input, and reads a file again only when its stamp
/// changed (SPEC §13.5: `didSave` and file events re-read what changed on disk).
struct FileStamp: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: Int64
    let modifiedNanoseconds: Int64
    let changed: Int64
    let changedNanoseconds: Int64

    /// The stamp of the regular file at `path` (following symbolic links); nil when there is none.
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return FileStamp(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
            changed: Int64(changed.tv_sec), changedNanoseconds: Int64(changed.tv_nsec)
        )
    }
}
