/// The names of the temporary files the writer puts beside its outputs:
/// `.campaignc-<name>.<16 hex digits>.tmp` for new content and `….old` for the copy of an old
/// file kept until the new one is in place. The leading `.` keeps them out of directory
/// searches (SPEC §1) while they exist; the exact shape lets a later run recognise, and
/// remove, the ones a killed run left behind without touching any other file.
enum TemporaryFileName {
    /// The prefix of every temporary file's name.
    static let prefix = ".campaignc-"
    /// The kinds of temporary file: new content, and an old file's content kept for a rollback.
    static let kinds = ["tmp", "old"]
    /// The length of the random part, in lowercase hex digits.
    static let randomDigits = 16

    /// `<folder>/.campaignc-<name>.<random>.<kind>` for the file at `path`.
    static func beside(_ path: String, kind: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let digits = String(UInt64.random(in: .min ... .max), radix: 16)
        let random = String(repeating: "0", count: randomDigits - digits.count) + digits
        return folder + prefix + name + "." + random + "." + kind
    }

    /// True when `name` (a name in a folder, without the folder) has the exact shape of a
    /// temporary file's name.
    static func isTemporary(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let head = Array(prefix.utf8)
        // prefix, at least one byte of name, ".", the digits, ".", a three-letter kind.
        guard bytes.count >= head.count + 1 + 1 + randomDigits + 4, bytes.starts(with: head) else { return false }
        let kind = String(decoding: bytes.suffix(3), as: UTF8.self)
        let digits = bytes.dropLast(4).suffix(randomDigits)
        let dots = [bytes[bytes.count - 4], bytes[bytes.count - 5 - randomDigits]]
        return kinds.contains(kind) && dots == [UInt8(ascii: "."), UInt8(ascii: ".")]
            && digits.allSatisfy { ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "f")) }
    }
}
