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

/// The real file system.
public struct LocalFileSystem: AssetFileSystem {
    public init() {}

    public var currentDirectory: String {
        FileManager.default.currentDirectoryPath
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
