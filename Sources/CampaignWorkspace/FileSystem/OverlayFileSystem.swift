import CampaignDiagnostics

/// Texts held in memory over another file system: an editor's open documents over the disk
/// (SPEC §13.5), or the texts `validate --fix` has fixed so far. A path with a text reads as
/// a regular file of that text (the same file as the one below it, when there is one);
/// everything else is the base's. Folders list what the base lists: a text not on the base is
/// an input only where its caller adds it.
public struct OverlayFileSystem: SourceFileSystem {
    public let base: any SourceFileSystem
    private let texts: [PathKey: [UInt8]]

    public init(_ texts: [PathKey: [UInt8]], over base: any SourceFileSystem) {
        self.base = base
        self.texts = texts
    }

    /// The held text of `path`, if any.
    public func text(_ path: String) -> [UInt8]? {
        texts[PathKey(path)]
    }

    public func status(_ path: String) -> Result<FileStatus, FileSystemFailure> {
        guard let text = text(path) else { return base.status(path) }
        return .success(FileStatus(kind: .regularFile, identity: identity(path), size: text.count))
    }

    public func linkStatus(_ path: String) -> Result<FileStatus, FileSystemFailure> {
        guard let text = text(path) else { return base.linkStatus(path) }
        if case .success(let below) = base.linkStatus(path), below.kind == .symbolicLink { return .success(below) }
        return .success(FileStatus(kind: .regularFile, identity: identity(path), size: text.count))
    }

    public func list(_ directory: String) -> Result<DirectoryListing, FileSystemFailure> {
        base.list(directory)
    }

    public func read(_ path: String, limit: Int, sizeHint: Int) -> Result<[UInt8], FileSystemFailure> {
        guard let text = text(path) else { return base.read(path, limit: limit, sizeHint: sizeHint) }
        return .success(text.count > limit ? Array(text.prefix(limit)) : text)
    }

    public func version(_ path: String) -> TextVersion {
        text(path).map(TextVersion.held) ?? base.version(path)
    }

    public func resolvedPath(_ path: String) -> String? {
        base.resolvedPath(path) ?? (text(path) != nil ? path : nil)
    }

    /// The identity of the file below a held text, or one of its own (device `UInt64.max`).
    private func identity(_ path: String) -> FileStatus.Identity {
        if case .success(let below) = base.status(path), below.kind == .regularFile { return below.identity }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return FileStatus.Identity(device: UInt64.max, inode: hash)
    }
}
