#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real file system, seen from a working directory given as a value.
///
/// The compiler never builds one itself: its caller passes the file system to
/// `CampaignCompiler.init(project:now:files:)`, so that tests can pass an in-memory one.
public struct LocalFileSystem: AssetFileSystem {
    /// The absolute path relative paths are resolved against.
    public let currentDirectory: String

    /// The real file system seen from `currentDirectory`.
    public init(currentDirectory: String) {
        self.currentDirectory = currentDirectory
    }

    public func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public func regularFileSize(_ path: String) -> Int? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            attributes[.type] as? FileAttributeType == .typeRegular,
            let size = attributes[.size]
        else { return nil }
        if let size = size as? Int { return size }
        if let size = size as? UInt64 { return Int(clamping: size) }
        if let size = size as? Int64 { return Int(clamping: size) }
        return nil
    }

    public func contents(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }
}
