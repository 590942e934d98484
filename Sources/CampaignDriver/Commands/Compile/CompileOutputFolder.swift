import CampaignDiagnostics
import CampaignWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mkdir -p`, remembering what it created so that a failed run can take it back.
enum CompileOutputFolder {
    /// Creates `path` and its missing parents (mode 0777 less the umask); returns the folders
    /// it created, the deepest last.
    static func make(_ path: String) -> Result<[String], AtomicFileWriter.Failure> {
        var created: [String] = []
        // A folder is made by a UTF-8 name only (as `OutputTarget` writes files).
        guard !PathBytes.holdsRawBytes(path) else { return .failure(AtomicFileWriter.Failure(path: path, reason: FileSystemFailure(code: EILSEQ).reason)) }
        let isAbsolute = path.hasPrefix("/")
        var current = isAbsolute ? "/" : ""
        for component in path.split(separator: "/") {
            current += (current.isEmpty || current.hasSuffix("/") ? "" : "/") + component
            if case .success(let status) = DiskFileSystem().status(current), status.kind == .directory { continue }
            if mkdir(current, 0o777) != 0 && errno != EEXIST {
                let failure = FileSystemFailure.current()
                removeIfEmpty(created)
                return .failure(AtomicFileWriter.Failure(path: path, reason: failure.reason))
            }
            created.append(current)
        }
        return .success(created)
    }

    /// Removes the folders `make` created, deepest first, as long as they are empty.
    static func removeIfEmpty(_ created: [String]) {
        for folder in created.reversed() {
            _ = rmdir(folder)
        }
    }
}
