import CampaignDiagnostics
import CampaignWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The locks a writer holds on the folders it puts files in (issue 23 item 5): an exclusive
/// `flock` on each folder itself, taken before the first temporary file is made and released
/// after the last rename. Two runs writing into one folder at once (two `compile --output-dir`
/// of a CI matrix) then take turns, and the later run's files are all its own, matching its
/// manifest. No lock file is left behind; `release()` ends the write.
///
/// Holding a folder's lock, the writer knows that no other campaignc is writing there, so every
/// temporary file in it (`TemporaryFileName.isTemporary`) was left by a run that was killed:
/// those are removed, and nothing else ever is.
struct OutputFolderLocks {
    private let descriptors: [Int32]

    /// Locks `folders` (paths of folders, `""` for the working directory), waiting for any
    /// other writer to finish, then removes what killed runs left in them. A folder that cannot
    /// be opened or locked is written without a lock (the write itself reports a folder that
    /// cannot be written).
    init(folders: [String]) {
        var opened: [(identity: FileStatus.Identity, descriptor: Int32, path: String)] = []
        var seen = Set<String>()
        // Each folder once (an `--output-dir` run names its folder for every file).
        for folder in folders where seen.insert(folder).inserted {
            let path = folder.isEmpty ? "." : folder
            let descriptor = PathBytes.withFileSystemPath(path) { open($0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
            guard descriptor >= 0 else { continue }
            var info = stat()
            let identity = fstat(descriptor, &info) == 0 ? FileStatus.Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)) : nil
            // One lock per folder: a second descriptor of a folder already locked would wait
            // for this process itself.
            guard let identity, !opened.contains(where: { $0.identity == identity }) else {
                _ = close(descriptor)
                continue
            }
            opened.append((identity, descriptor, path))
        }
        // Always in the same order, whatever the paths: two runs never wait for each other.
        opened.sort { ($0.identity.device, $0.identity.inode) < ($1.identity.device, $1.identity.inode) }
        for entry in opened where Self.lock(entry.descriptor) {
            // Only under the lock: another run's temporary files are never in the folder then.
            Self.removeLeftovers(in: entry.path)
        }
        descriptors = opened.map(\.descriptor)
    }

    /// Releases every lock.
    func release() {
        for descriptor in descriptors {
            _ = close(descriptor)
        }
    }

    /// Waits for the exclusive lock of an open folder; false when the file system refuses
    /// locks (the folder is then written without one, and without the clean-up).
    private static func lock(_ descriptor: Int32) -> Bool {
        while flock(descriptor, LOCK_EX) != 0 {
            if errno != EINTR { return false }
        }
        return true
    }

    /// Removes the temporary files of killed runs from `folder`: regular files whose names
    /// have the exact shape of the writer's temporary names.
    static func removeLeftovers(in folder: String) {
        guard case .success(let listing) = DiskFileSystem().list(folder) else { return }
        for name in listing.names where TemporaryFileName.isTemporary(name) {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            if case .success(let status) = DiskFileSystem().linkStatus(path), status.kind == .regularFile {
                _ = PathBytes.withFileSystemPath(path) { unlink($0) }
            }
        }
    }
}
