/// Paths whose bytes are not all UTF-8 (a file name given on the command line, SPEC §19 item
/// 12). A `String` holds only Unicode scalars, so each byte that is not part of valid UTF-8 is
/// held as one scalar of U+10FF80…U+10FFFF (the end of Supplementary Private Use Area-B):
/// taken back to its byte where the path goes to the file system, and shown as `\xHH` in
/// reports and messages. A path that is UTF-8 is held as it is.
public enum PathBytes {
    /// The scalar that holds byte `0x80 + n` is `first + n`.
    static let first: UInt32 = 0x10FF80

    /// `bytes` as a path: valid UTF-8 as it is, every other byte (0x80…0xFF) as its scalar.
    public static func path(_ bytes: some Collection<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var text = ""
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var pending = Array(bytes)[...]
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                text.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                pending = pending.dropFirst(encoded.count)
            case .error(let length):
                for byte in pending.prefix(length) { text.unicodeScalars.append(Unicode.Scalar(first + UInt32(byte) - 0x80)!) }
                pending = pending.dropFirst(length)
            case .emptyInput:
                return text
            }
        }
    }

    /// Whether `path` holds a byte that is not UTF-8 (each such scalar's encoding starts F4 8F BE or F4 8F BF).
    public static func holdsRawBytes(_ path: String) -> Bool {
        path.utf8.contains(0xF4) && path.unicodeScalars.contains { $0.value >= first }
    }

    /// The bytes the file system knows `path` by.
    public static func fileSystemBytes(_ path: String) -> [UInt8] {
        guard holdsRawBytes(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if scalar.value >= first {
                bytes.append(UInt8(scalar.value - first + 0x80))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with the file system's NUL-terminated name of `path`.
    public static func withFileSystemPath<Result>(_ path: String, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        guard holdsRawBytes(path) else { return path.withCString(body) }
        let bytes = fileSystemBytes(path).map { CChar(bitPattern: $0) } + [0]
        return bytes.withUnsafeBufferPointer { body($0.baseAddress!) }
    }

    /// `path` as reports and messages write it: each byte that is not UTF-8 as `\xHH`.
    public static func shown(_ path: String) -> String {
        guard holdsRawBytes(path) else { return path }
        var text = ""
        for scalar in path.unicodeScalars {
            if scalar.value >= first {
                let byte = UInt8(scalar.value - first + 0x80)
                text += "\\x" + String(byte, radix: 16, uppercase: true)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
