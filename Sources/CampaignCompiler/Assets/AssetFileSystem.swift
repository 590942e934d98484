/// The file-system access local images need (SPEC §2.6), behind a protocol so tests can
/// substitute a fake. Paths are POSIX paths; relative ones are relative to `currentDirectory`.
public protocol AssetFileSystem: Sendable {
    /// The absolute path of the working directory.
    var currentDirectory: String { get }
    /// The absolute path with every symbolic link resolved, or nil when nothing exists there.
    func resolvedPath(_ path: String) -> String?
    /// The size in bytes of a regular file, or nil when `path` is not one (a folder, a device).
    func regularFileSize(_ path: String) -> Int?
    /// The whole content of a regular file, or nil when it cannot be read.
    func contents(_ path: String) -> [UInt8]?
}
