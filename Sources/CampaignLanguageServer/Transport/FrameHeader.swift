/// One header block of the base protocol (SPEC §13.3), read a line at a time: lines
/// `Name: value` ending with `\r\n`, names case-insensitive tokens, `Content-Length` required
/// and decimal, `Content-Type` optional with the charset `utf-8` (or `utf8`), other headers
/// ignored. A line that breaks these rules makes the block unusable as soon as it is read, so
/// the reader can look for the next message from the line after it.
struct FrameHeader: Hashable, Sendable {
    /// The body's length in bytes once a `Content-Length` was read; `Int.max` for a number too
    /// large to hold (it is over any limit).
    private(set) var contentLength: Int?
    /// The charset a `Content-Type` named when it is not UTF-8; nil when it is or there is none.
    private(set) var foreignCharset: String?

    /// Why a header block is not usable.
    struct Unusable: Error, Hashable, Sendable {
        let reason: String
    }

    /// Reads one line of the block (without its `\r\n`; never the empty line that ends it).
    mutating func add(_ line: ArraySlice<UInt8>) throws(Unusable) {
        // A lone line break inside a line may start the next message: never part of a header.
        guard !line.contains(0x0A), !line.contains(0x0D) else {
            throw Unusable(reason: "a header line holding a lone CR or LF")
        }
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            throw Unusable(reason: "a header line without ':'")
        }
        let nameBytes = line[line.startIndex..<colon]
        guard !nameBytes.isEmpty, nameBytes.allSatisfy(Self.isTokenByte) else {
            throw Unusable(reason: "a header line whose name is not a token")
        }
        let value = Self.trimmed(line[(colon + 1)...])
        switch String(decoding: nameBytes, as: UTF8.self).lowercased() {
        case "content-length":
            guard let number = Self.decimal(value) else {
                throw Unusable(reason: "Content-Length is not a decimal number")
            }
            if let contentLength, contentLength != number { throw Unusable(reason: "two different Content-Length headers") }
            contentLength = number
        case "content-type":
            foreignCharset = Self.foreignCharset(in: String(decoding: value, as: UTF8.self))
        default:
            return
        }
    }

    /// A byte of an HTTP token (RFC 9110 `tchar`): letters, digits and ``!#$%&'*+-.^_`|~``.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        default: Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }

    /// The value without the spaces and tabs around it.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }

    /// Decimal digits only, read by value: leading zeros count for nothing, and a number of
    /// more than 18 significant digits is `Int.max` (over every limit).
    static func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        let significant = bytes.drop { $0 == UInt8(ascii: "0") }
        if significant.count > 18 { return Int.max }
        return significant.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }

    /// The `charset` parameter of a media type when it is not UTF-8.
    private static func foreignCharset(in value: String) -> String? {
        for parameter in value.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingSpaces.lowercased() == "charset" else { continue }
            var charset = parts[1].trimmingSpaces
            if charset.count >= 2, charset.hasPrefix("\""), charset.hasSuffix("\"") { charset = String(charset.dropFirst().dropLast()) }
            let lowered = charset.lowercased()
            return lowered == "utf-8" || lowered == "utf8" ? nil : charset
        }
        return nil
    }
}

extension Substring {
    /// The text without spaces and tabs at either end.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
