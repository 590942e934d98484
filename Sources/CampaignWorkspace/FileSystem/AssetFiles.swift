import CampaignCompiler

/// A `SourceFileSystem` as the compiler's `AssetFileSystem`: where local images are read
/// (SPEC §2.6), seen from a working directory given as a value. The compiler is given a file
/// system, so explain's examples, a git revision, an editor's texts and tests can give theirs.
public struct AssetFiles: AssetFileSystem {
    public let files: any SourceFileSystem
    /// The absolute path relative paths are resolved against.
    public let currentDirectory: String

    public init(_ files: any SourceFileSystem, currentDirectory: String) {
        self.files = files
        self.currentDirectory = currentDirectory
    }

    public func resolvedPath(_ path: String) -> String? {
        files.resolvedPath(path)
    }

    public func regularFileSize(_ path: String) -> Int? {
        guard case .success(let status) = files.linkStatus(path), status.kind == .regularFile else { return nil }
        return status.size
    }

    public func contents(_ path: String) -> [UInt8]? {
        try? files.read(path, limit: Int.max).get()
    }
}
