/// Lexical operations on `/`-separated paths: nothing here touches the disk.
enum AssetPath {
    /// The components of `path` with `.` and empty parts removed and `..` applied; a `..`
    /// that would climb above the start is kept (it can only appear at the front).
    static func normalizedComponents(_ path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                if let last = result.last, last != ".." { result.removeLast() } else if !path.hasPrefix("/") { result.append("..") }
            default: result.append(String(part))
            }
        }
        return result
    }

    /// `path` made absolute against `directory` (an absolute path), then normalised.
    static func absoluteComponents(_ path: String, in directory: String) -> [String] {
        normalizedComponents(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// The folder holding the file at `path` as the user named it: `.` when it has no folder part.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The components of `path` below `root`, or nil when `path` is not inside `root`.
    static func components(of path: [String], under root: [String]) -> [String]? {
        guard path.count > root.count, Array(path.prefix(root.count)) == root else { return nil }
        return Array(path.dropFirst(root.count))
    }

    /// Percent-encodes the bytes of a relative path that may not appear in a URL path as they are
    /// (keeps unreserved characters, sub-delimiters, `:`, `@` and `/`).
    static func urlEncoded(_ path: String) -> String {
        let keep = Set("-._~!$&'()*+,;=:@/".utf8)
        var out = ""
        for byte in path.utf8 {
            let isAlnum = (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            if isAlnum || keep.contains(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
