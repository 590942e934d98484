#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file-system operation that failed, described the way the system describes it ("No such
/// file or directory"); `code` is the `errno` value.
public struct FileSystemFailure: Error, Hashable, Sendable {
    public let code: Int32
    public let reason: String

    public init(code: Int32, reason: String) {
        self.code = code
        self.reason = reason
    }

    /// The failure `code` (an `errno` value), with the system's text for it.
    public init(code: Int32) {
        self.init(code: code, reason: String(cString: strerror(code)))
    }

    /// The failure of the system call that just failed.
    public static func current() -> FileSystemFailure {
        FileSystemFailure(code: errno)
    }

    /// Nothing is at the path (what a file system held in memory answers for a missing one).
    public static var notFound: FileSystemFailure { FileSystemFailure(code: ENOENT) }

    /// Whether nothing is at the path.
    public var isNotFound: Bool { code == ENOENT }

    /// The path is a folder where a file was expected.
    static var isADirectory: FileSystemFailure { FileSystemFailure(code: EISDIR) }

    /// The path is not a folder where one was expected.
    static var notADirectory: FileSystemFailure { FileSystemFailure(code: ENOTDIR) }
}

extension DirectoryListing {
    /// `bytes` shown as text: valid UTF-8 as it is, every other byte as `\xHH`.
    public static func shown(_ bytes: [UInt8]) -> String {
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
