import CampaignWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a fixed file (SPEC §13.2, §7): through a temporary file in its folder renamed into
/// place, keeping its permission bits; a symbolic link's target is written and the link kept.
/// Only a regular file is written: renaming over a FIFO or a device would replace it.
enum FixedFileWriter {
    /// Writes `bytes` over the file at `path`; the failure names `path` as the user gave it.
    static func write(_ bytes: [UInt8], to path: String) -> Result<Void, AtomicFileWriter.Failure> {
        guard let resolved = realpath(path, nil) else { return .failure(AtomicFileWriter.Failure(path: path, reason: FileSystemFailure.current().reason)) }
        let target = String(cString: resolved)
        free(resolved)
        switch DiskFileSystem().status(target) {
        case .failure(let failure): return .failure(AtomicFileWriter.Failure(path: path, reason: failure.reason))
        case .success(let status) where status.kind != .regularFile: return .failure(AtomicFileWriter.Failure(path: path, reason: "not a regular file"))
        case .success: break
        }
        return AtomicFileWriter.write(bytes, to: target).mapError { AtomicFileWriter.Failure(path: path, reason: $0.reason) }
    }
}
