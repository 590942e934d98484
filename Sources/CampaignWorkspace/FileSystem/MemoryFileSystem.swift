import CampaignDiagnostics

/// Files held in memory under absolute paths, with the folders that hold them: explain's
/// examples, a git revision's files (`GitTreeFileSystem`), tests. Relative paths are relative
/// to `workingDirectory`; `.` and `..` are resolved lexically (there are no symbolic links).
public struct MemoryFileSystem: SourceFileSystem {
    /// The absolute folder relative paths are relative to.
    public let workingDirectory: String
    private var contents: [[UInt8]] = []
    /// Each file's index in `contents`, by absolute path.
    private var files: [PathKey: Int] = [:]
    /// Each folder's names and its number, by absolute path (`/` always exists).
    private var folders: [PathKey: Folder] = [:]

    private struct Folder: Sendable {
        let number: Int
        var names: [String] = []
    }

    /// `files` by path (absolute, or relative to `workingDirectory`); a later file of the same
    /// path replaces an earlier one.
    public init(_ files: [(path: String, bytes: [UInt8])], workingDirectory: String = "/") {
        self.workingDirectory = workingDirectory
        folders[PathKey("/")] = Folder(number: 0)
        for file in files { add(file.bytes, at: file.path) }
    }

    private mutating func add(_ bytes: [UInt8], at path: String) {
        let components = absoluteComponents(path)
        guard !components.isEmpty else { return }
        let key = PathKey(Self.join(components))
        if let index = files[key] {
            contents[index] = bytes
            return
        }
        for depth in 0..<components.count {
            let folder = PathKey(Self.join(Array(components.prefix(depth))))
            let name = components[depth]
            let child = PathKey(Self.join(Array(components.prefix(depth + 1))))
            if depth + 1 < components.count, folders[child] == nil {
                folders[child] = Folder(number: folders.count)
                folders[folder]?.names.append(name)
            } else if depth + 1 == components.count {
                folders[folder]?.names.append(name)
            }
        }
        files[key] = contents.count
        contents.append(bytes)
    }

    public func status(_ path: String) -> Result<FileStatus, FileSystemFailure> {
        let key = PathKey(Self.join(absoluteComponents(path)))
        if let index = files[key] {
            return .success(FileStatus(kind: .regularFile, identity: .init(device: Self.device, inode: UInt64(index + 1)), size: contents[index].count))
        }
        if let folder = folders[key] {
            return .success(FileStatus(kind: .directory, identity: .init(device: Self.device, inode: UInt64(files.count + folder.number + 1)), size: 0))
        }
        return .failure(.notFound)
    }

    public func linkStatus(_ path: String) -> Result<FileStatus, FileSystemFailure> {
        status(path)
    }

    public func list(_ directory: String) -> Result<DirectoryListing, FileSystemFailure> {
        let key = PathKey(Self.join(absoluteComponents(directory)))
        if let folder = folders[key] { return .success(DirectoryListing(names: folder.names)) }
        return .failure(files[key] != nil ? .notADirectory : .notFound)
    }

    public func read(_ path: String, limit: Int, sizeHint: Int) -> Result<[UInt8], FileSystemFailure> {
        let key = PathKey(Self.join(absoluteComponents(path)))
        guard let index = files[key] else { return .failure(folders[key] != nil ? .isADirectory : .notFound) }
        let bytes = contents[index]
        return .success(bytes.count > limit ? Array(bytes.prefix(limit)) : bytes)
    }

    public func version(_ path: String) -> TextVersion {
        guard let index = files[PathKey(Self.join(absoluteComponents(path)))] else { return .stamped(nil) }
        return .held(contents[index])
    }

    public func resolvedPath(_ path: String) -> String? {
        let absolute = Self.join(absoluteComponents(path))
        let key = PathKey(absolute)
        return files[key] != nil || folders[key] != nil ? absolute : nil
    }

    /// Every file's absolute path, in byte-wise order.
    public var paths: [String] {
        files.keys.sorted().map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// The device number of every file held in memory.
    static let device: UInt64 = 0x4D45_4D4F_5259

    /// `path`'s components made absolute against the working directory, `.` and `..` resolved.
    private func absoluteComponents(_ path: String) -> [String] {
        let written = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let start = path.hasPrefix("/") ? [] : workingDirectory.split(separator: "/").map(String.init)
        var components: [String] = []
        for component in start + written {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return components
    }

    private static func join(_ components: [String]) -> String {
        "/" + components.joined(separator: "/")
    }
}
