import CampaignDiagnostics
import CampaignWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a fixed file (SPEC §13.2, §7) under the lock of its folder, and only over the text
/// the fixes were computed from: when the file's bytes are no longer those (an editor saved it
/// meanwhile), nothing is written and the failure says so. A file with one name is replaced
/// through a temporary file in its folder renamed into place, with the permission bits, owner
/// and group of the file it replaces; a file with more than one name (hard links) is written
/// in place, so every name keeps seeing it. A symbolic link's target is written and the link
/// kept. Only a regular file is written: renaming over a FIFO or a device would replace it.
enum FixedFileWriter {
    /// Writes `bytes` over the file at `path`, whose text must still be `original`; the failure
    /// names `path` as the user gave it.
    static func write(_ bytes: [UInt8], to path: String, replacing original: [UInt8]) -> Result<Void, AtomicFileWriter.Failure> {
        func failure(_ reason: String) -> Result<Void, AtomicFileWriter.Failure> {
            .failure(AtomicFileWriter.Failure(path: path, reason: reason))
        }
        guard let resolved = PathBytes.withFileSystemPath(path, { realpath($0, nil) }) else { return failure(FileSystemFailure.current().reason) }
        let target = PathBytes.path(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
        free(resolved)
        let locks = OutputFolderLocks(folders: [folder(of: target)])
        defer { locks.release() }
        var before = stat()
        guard PathBytes.withFileSystemPath(target, { stat($0, &before) }) == 0 else { return failure(FileSystemFailure.current().reason) }
        guard before.st_mode & S_IFMT == S_IFREG else { return failure("not a regular file") }
        let stamp = DiskFileSystem().version(target)
        // The bytes decide: a file saved meanwhile with other bytes is never written over.
        switch DiskFileSystem().read(target, limit: original.count + 1, sizeHint: Int(before.st_size)) {
        case .failure(let problem): return failure(problem.reason)
        case .success(let current) where current != original: return failure(changedReason)
        case .success: break
        }
        if before.st_nlink > 1, let problem = writeInPlace(bytes, to: target, original: original) { return failure(problem.reason) }
        if before.st_nlink > 1 { return .success(()) }
        if let problem = replace(target, with: bytes, like: before, stamp: stamp) { return failure(problem) }
        return .success(())
    }

    /// Why a file that changed after it was read is not written.
    static let changedReason = "it changed after it was read; nothing was written to it (run campaignc validate --fix again)"

    /// Writes a temporary file with the mode, owner and group of `old`, and renames it over
    /// `target` unless the file there changed since its bytes were compared (its stamp: the
    /// same file, size and change times). Returns why it could not, or nil.
    private static func replace(_ target: String, with bytes: [UInt8], like old: stat, stamp: TextVersion) -> String? {
        var created: (descriptor: Int32, path: String)?
        for _ in 0..<16 where created == nil {
            let temporary = TemporaryFileName.beside(target, kind: "tmp")
            let descriptor = PathBytes.withFileSystemPath(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600) }
            if descriptor >= 0 {
                created = (descriptor, temporary)
            } else if errno != EEXIST {
                return FileSystemFailure.current().reason
            }
        }
        guard let (descriptor, temporary) = created else { return FileSystemFailure(code: EEXIST).reason }
        var problem: String?
        var made = stat()
        let sameOwner = fstat(descriptor, &made) == 0 && made.st_uid == old.st_uid && made.st_gid == old.st_gid
        if !sameOwner, fchown(descriptor, old.st_uid, old.st_gid) != 0 {
            problem = "cannot give the fixed file the owner and group of the old one (\(old.st_uid):\(old.st_gid)): \(FileSystemFailure.current().reason)"
        } else if fchmod(descriptor, old.st_mode & 0o7777) != 0 {
            problem = FileSystemFailure.current().reason
        } else if let failed = DescriptorWriter.writeFully(descriptor, bytes) {
            problem = failed.reason
        }
        if close(descriptor) != 0, problem == nil { problem = FileSystemFailure.current().reason }
        if problem == nil, DiskFileSystem().version(target) != stamp { problem = changedReason }
        if problem == nil, PathBytes.withFileSystemPath(temporary, { from in PathBytes.withFileSystemPath(target) { rename(from, $0) } }) != 0 {
            problem = FileSystemFailure.current().reason
        }
        if problem != nil { _ = PathBytes.withFileSystemPath(temporary) { unlink($0) } }
        return problem
    }

    /// Writes `bytes` into the file itself and cuts it to their length; when a write fails,
    /// puts `original` back the same way. Returns why it could not, or nil.
    private static func writeInPlace(_ bytes: [UInt8], to target: String, original: [UInt8]) -> FileSystemFailure? {
        let descriptor = PathBytes.withFileSystemPath(target) { open($0, O_WRONLY | O_NOCTTY | O_CLOEXEC) }
        guard descriptor >= 0 else { return .current() }
        defer { _ = close(descriptor) }
        func overwrite(_ text: [UInt8]) -> FileSystemFailure? {
            guard lseek(descriptor, 0, SEEK_SET) == 0 else { return .current() }
            if let failure = DescriptorWriter.writeFully(descriptor, text) { return failure }
            return ftruncate(descriptor, off_t(text.count)) == 0 ? nil : .current()
        }
        guard let failure = overwrite(bytes) else { return nil }
        _ = overwrite(original)
        return failure
    }

    /// The folder part of an absolute path.
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
