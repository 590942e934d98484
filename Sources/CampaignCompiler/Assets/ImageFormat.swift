/// The image formats a local image may have, recognised by their first bytes and named by
/// their extensions (SPEC §2.6).
enum ImageFormat: String, Hashable, Sendable, CaseIterable {
    case png
    case jpeg
    case gif
    case webp

    /// The format whose signature starts `bytes`, or nil.
    static func sniff(_ bytes: [UInt8]) -> ImageFormat? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return .gif }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
            return .webp
        }
        return nil
    }

    /// The file extensions of this format, lower case, the usual one first.
    var extensions: [String] {
        switch self {
        case .png: ["png"]
        case .jpeg: ["jpg", "jpeg"]
        case .gif: ["gif"]
        case .webp: ["webp"]
        }
    }

    /// The format's name in messages: PNG, JPEG, GIF, WebP.
    var name: String {
        switch self {
        case .png: "PNG"
        case .jpeg: "JPEG"
        case .gif: "GIF"
        case .webp: "WebP"
        }
    }

    /// Every image extension, in the order messages list them: `png`, `jpg`, `jpeg`, `gif`, `webp`.
    static let allExtensions = allCases.flatMap(\.extensions)

    /// The format an extension names (any case), or nil.
    static func named(byExtension pathExtension: String) -> ImageFormat? {
        let lower = pathExtension.lowercased()
        return allCases.first { $0.extensions.contains(lower) }
    }

    /// The extension of the last component of `path` (after its last `.`), or nil when it
    /// has none (`img/noext`, `img/dot.`, `.hidden`).
    static func pathExtension(of path: String) -> String? {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let found = name[name.index(after: dot)...]
        return found.isEmpty ? nil : String(found)
    }
}
