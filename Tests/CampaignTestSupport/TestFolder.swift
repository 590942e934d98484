import Foundation

/// A fresh folder under the system's temporary folder for one test, removed by `remove()`:
/// the one way every test target makes, fills and reads scratch folders.
public struct TestFolder: Sendable {
    /// The folder's path.
    public let path: String

    public init() throws {
        let base = FileManager.default.temporaryDirectory.path
        let name = "campaignc-tests-\(UUID().uuidString)"
        path = base.hasSuffix("/") ? base + name : base + "/" + name
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The folder as a file URL (for running a process in it).
    public var url: URL { URL(fileURLWithPath: path) }

    /// The path of `relative` inside this folder.
    public func path(_ relative: String) -> String {
        path + "/" + relative
    }

    /// Writes `text` to `relative`, creating folders on the way.
    public func write(_ relative: String, _ text: String = "") throws {
        try write(relative, Array(text.utf8))
    }

    /// Writes `bytes` to `relative`, creating folders on the way.
    public func write(_ relative: String, _ bytes: [UInt8]) throws {
        let full = path(relative)
        let folder = (full as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
    }

    public func makeDirectory(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// A symbolic link at `relative` pointing to `destination` (as written, relative or not).
    public func symlink(_ relative: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(relative), withDestinationPath: destination)
    }

    /// The names in `relative` (hidden ones included), sorted.
    public func listing(_ relative: String = "") throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: relative.isEmpty ? path : path(relative)).sorted()
    }

    /// The bytes of `relative`, or nil when it cannot be read.
    public func bytes(_ relative: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path(relative)).map { [UInt8]($0) }
    }

    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: path(relative))
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
