/// The one way campaignc reads what it checks: campaign files, the project file, baselines,
/// payloads, local images and the folders they are found in. Four implementations:
///
/// - `DiskFileSystem`: the disk, through plain POSIX calls (the only code that reads inputs
///   from it), so a failure carries the system's reason ("Permission denied");
/// - `OverlayFileSystem`: texts held in memory (an editor's open documents, the texts
///   `validate --fix` has fixed) over another file system;
/// - `MemoryFileSystem`: files held in memory (explain's examples, tests);
/// - `GitTreeFileSystem`: the files of a git revision, read into memory (`diff --base`).
///
/// Paths are used as given and compared byte for byte (`PathKey`), never normalised: two
/// names that differ only in their Unicode normalisation are two files.
public protocol SourceFileSystem: Sendable {
    /// What `path` is, following symbolic links; or why that cannot be known.
    func status(_ path: String) -> Result<FileStatus, FileSystemFailure>

    /// What `path` itself is, not following a symbolic link.
    func linkStatus(_ path: String) -> Result<FileStatus, FileSystemFailure>

    /// The names in a folder (without `.` and `..`), in no particular order: callers sort.
    func list(_ directory: String) -> Result<DirectoryListing, FileSystemFailure>

    /// At most `limit` bytes of the file at `path`. Reading stops there, so a huge input costs
    /// no more memory than the limit. `sizeHint` is the file's size when it was found, if
    /// known (it only sizes the buffer).
    func read(_ path: String, limit: Int, sizeHint: Int) -> Result<[UInt8], FileSystemFailure>

    /// What tells the text at `path` now from the one read before: a file's stamp, or the
    /// bytes of a text held in memory.
    func version(_ path: String) -> TextVersion

    /// The absolute path with every symbolic link resolved, or nil when nothing is there.
    func resolvedPath(_ path: String) -> String?
}

extension SourceFileSystem {
    /// At most `limit` bytes of the file at `path`.
    public func read(_ path: String, limit: Int) -> Result<[UInt8], FileSystemFailure> {
        read(path, limit: limit, sizeHint: 0)
    }

    /// Whether `path` is a regular file (following symbolic links).
    public func isRegularFile(_ path: String) -> Bool {
        if case .success(let status) = status(path) { return status.kind == .regularFile }
        return false
    }
}

/// What tells one text of a path from another without comparing them byte by byte.
public enum TextVersion: Equatable, Sendable {
    /// A file on disk, by its stamp; nil when no regular file is there.
    case stamped(FileStamp?)
    /// A text held in memory (an open document, a fixed text): its bytes are its version.
    /// Two versions that share one buffer compare without reading it.
    case held([UInt8])
}
