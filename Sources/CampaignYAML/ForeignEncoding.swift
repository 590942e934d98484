/// A Unicode encoding other than UTF-8, known by the byte-order mark a file starts with
/// (SPEC §1: campaign files are UTF-8). Editors on Windows save UTF-16 with a mark; without
/// one, such a file shows as NUL bytes (E006 too).
struct ForeignEncoding: Hashable, Sendable {
    /// `UTF-16` or `UTF-32`, as iconv names them.
    let name: String
    /// `little-endian` or `big-endian`.
    let byteOrder: String

    /// The encoding whose byte-order mark starts `bytes`, or nil. UTF-32 LE (`FF FE 00 00`)
    /// is told apart from UTF-16 LE (`FF FE`) by its two zero bytes, as every reader does.
    init?(byteOrderMark bytes: UnsafeBufferPointer<UInt8>) {
        func starts(with mark: [UInt8]) -> Bool {
            bytes.count >= mark.count && zip(bytes, mark).allSatisfy { $0 == $1 }
        }
        if starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            (name, byteOrder) = ("UTF-32", "little-endian")
        } else if starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            (name, byteOrder) = ("UTF-32", "big-endian")
        } else if starts(with: [0xFF, 0xFE]) {
            (name, byteOrder) = ("UTF-16", "little-endian")
        } else if starts(with: [0xFE, 0xFF]) {
            (name, byteOrder) = ("UTF-16", "big-endian")
        } else {
            return nil
        }
    }
}
