import CampaignDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The disk, through plain POSIX calls, so that a failure carries the system's reason
/// ("Permission denied"). The only code of campaignc that reads its inputs from the disk;
/// relative paths are relative to the process's working directory. A path reaches the system
/// by its bytes (`PathBytes`: a name given on the command line need not be UTF-8).
public struct DiskFileSystem: SourceFileSystem {
    public init() {}

    public func status(_ path: String) -> Result<FileStatus, FileSystemFailure> {
        var info = stat()
        guard PathBytes.withFileSystemPath(path, { stat($0, &info) }) == 0 else { return .failure(.current()) }
        return .success(Self.status(info))
    }

    public func linkStatus(_ path: String) -> Result<FileStatus, FileSystemFailure> {
        var info = stat()
        guard PathBytes.withFileSystemPath(path, { lstat($0, &info) }) == 0 else { return .failure(.current()) }
        return .success(Self.status(info))
    }

    public func list(_ directory: String) -> Result<DirectoryListing, FileSystemFailure> {
        guard let handle = PathBytes.withFileSystemPath(directory, { opendir($0) }) else { return .failure(.current()) }
        defer { _ = closedir(handle) }
        var listing = DirectoryListing()
        var undecodable: [[UInt8]] = []
        errno = 0
        while let entry = readdir(handle) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                listing.names.append(name)
            } else {
                undecodable.append(bytes)
            }
        }
        if errno != 0 { return .failure(.current()) }
        // A name that is not UTF-8 cannot be opened by a `String` path: its kind is looked up
        // here, by its bytes.
        let folder = PathBytes.fileSystemBytes(directory) + (directory.utf8.last == UInt8(ascii: "/") ? [] : [UInt8(ascii: "/")])
        listing.undecodable = undecodable.map { name in
            var info = stat()
            let path = (folder + name + [0]).map { CChar(bitPattern: $0) }
            let isDirectory = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            return DirectoryListing.UndecodableName(bytes: name, isDirectory: isDirectory)
        }
        return .success(listing)
    }

    public func read(_ path: String, limit: Int, sizeHint: Int) -> Result<[UInt8], FileSystemFailure> {
        let descriptor = PathBytes.withFileSystemPath(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .failure(.current()) }
        defer { _ = close(descriptor) }
        var size = sizeHint
        if size <= 0 {
            var info = stat()
            size = fstat(descriptor, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : 0
        }
        return Self.readAll(descriptor, limit: limit, sizeHint: size)
    }

    public func version(_ path: String) -> TextVersion {
        var info = stat()
        guard PathBytes.withFileSystemPath(path, { stat($0, &info) }) == 0, info.st_mode & S_IFMT == S_IFREG else { return .stamped(nil) }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
            let changed = info.st_ctimespec
        #else
            let modified = info.st_mtim
            let changed = info.st_ctim
        #endif
        return .stamped(
            FileStamp(
                device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
                modified: Int64(modified.tv_sec), modifiedNanoseconds: Int64(modified.tv_nsec),
                changed: Int64(changed.tv_sec), changedNanoseconds: Int64(changed.tv_nsec)
            ))
    }

    public func resolvedPath(_ path: String) -> String? {
        guard let resolved = PathBytes.withFileSystemPath(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return PathBytes.path(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
    }

    private static func status(_ info: stat) -> FileStatus {
        let kind: FileStatus.Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regularFile
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        return FileStatus(kind: kind, identity: .init(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)), size: Int(info.st_size))
    }
}
