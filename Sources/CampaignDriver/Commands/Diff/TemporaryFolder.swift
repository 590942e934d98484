#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A private folder of `diff --base` (mode 0700, made with `mkdtemp` in
/// `DriverEnvironment.temporaryDirectory`), where it writes a revision's sources and git's
/// output; `remove()` deletes it with everything in it.
struct TemporaryFolder {
    let path: String

    /// Makes a new folder in `base`.
    static func make(in base: String) throws(DriverError) -> TemporaryFolder {
        guard !base.isEmpty else { throw .usage("diff --base needs a temporary folder, and this environment has none") }
        var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("campaignc-diff-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else {
            throw .usage("cannot make a temporary folder in '\(base)': \(FileSystemFailure.current().reason)")
        }
        return TemporaryFolder(path: String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// The path of `relative` inside the folder.
    func path(_ relative: String) -> String {
        relative.isEmpty ? path : path + "/" + relative
    }

    /// Writes `bytes` to the new file `relative`, making its folders on the way.
    func write(_ bytes: [UInt8], to relative: String) throws(DriverError) {
        var folder = path
        for component in relative.split(separator: "/").dropLast() {
            folder += "/" + component
            if mkdir(folder, 0o700) != 0 && errno != EEXIST { throw failure(folder) }
        }
        let file = self.path(relative)
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard descriptor >= 0 else { throw failure(file) }
        defer { close(descriptor) }
        if let reason = DescriptorWriter.writeAll(bytes, to: descriptor) {
            throw .usage("cannot write '\(file)': \(reason)")
        }
    }

    /// Deletes the folder and everything in it (symbolic links are removed, never followed).
    func remove() {
        Self.removeTree(path)
    }

    private static func removeTree(_ path: String) {
        if case .success(let status) = FileStatus.ofLink(path), status.kind == .directory,
            case .success(let names) = DirectoryLister.names(in: path)
        {
            for name in names { removeTree(path + "/" + name) }
            _ = rmdir(path)
        } else {
            _ = unlink(path)
        }
    }

    private func failure(_ file: String) -> DriverError {
        .usage("cannot write '\(file)': \(FileSystemFailure.current().reason)")
    }
}
