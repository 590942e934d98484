#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Lists the names in one directory with `opendir`/`readdir` (without `.` and `..`),
/// in no particular order: callers sort.
enum DirectoryLister {
    /// The names of a directory: those that are UTF-8, and the bytes of those that are not
    /// (a Swift string cannot hold them, so they cannot be opened by a `String` path).
    struct Listing {
        var names: [String] = []
        var undecodable: [[UInt8]] = []
    }

    /// The UTF-8 names in `path` (others are left out).
    static func names(in path: String) -> Result<[String], FileSystemFailure> {
        list(path).map(\.names)
    }

    static func list(_ path: String) -> Result<Listing, FileSystemFailure> {
        guard let directory = opendir(path) else { return .failure(.current()) }
        defer { _ = closedir(directory) }
        var listing = Listing()
        errno = 0
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            if let name = String(validating: bytes, as: UTF8.self) {
                listing.names.append(name)
            } else {
                listing.undecodable.append(bytes)
            }
        }
        if errno != 0 { return .failure(.current()) }
        return .success(listing)
    }

    /// `bytes` shown as text: valid UTF-8 as it is, every other byte as `\xHH`.
    static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] {
                    let hex = String(byte, radix: 16, uppercase: true)
                    text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
                }
                offset += length
            case .emptyInput:
                return text
            }
        }
    }
}
