import CampaignCompiler

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

/// The real file system, seen from a working directory given as a value: where the compiler
/// reads local images (SPEC §2.6) in a command run.
///
/// It lives in the driver, the one library target that touches the disk: the compiler is
/// given a file system (`CampaignCompiler.init(project:now:files:)`), so that explain's
/// examples, an editor's open texts and tests can give another.
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
