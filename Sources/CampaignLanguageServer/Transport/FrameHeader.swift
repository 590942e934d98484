/// One header block of the base protocol (SPEC §13.3): lines `Name: value` ending with
/// `\r\n`, names case-insensitive, `Content-Length` required and decimal, `Content-Type`
/// optional with the charset `utf-8` (or `utf8`), other headers ignored.
struct FrameHeader: Hashable, Sendable {
    /// The body's length in bytes; `Int.max` for a number too long to hold (it is over any limit).
    var contentLength: Int
    /// The charset a `Content-Type` named when it is not UTF-8; nil when it is or there is none.
    var foreignCharset: String?

    /// Why a header block is not usable.
    struct Unusable: Error, Hashable, Sendable {
        let reason: String
    }

    /// Reads the lines of one block (each without its `\r\n`; the empty line not included).
    static func parse(_ lines: [ArraySlice<UInt8>]) throws(Unusable) -> FrameHeader {
        var length: Int?
        var foreign: String?
        for line in lines {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
                throw Unusable(reason: "a header line without ':'")
            }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self).lowercased()
            let value = trimmed(line[(colon + 1)...])
            switch name {
            case "content-length":
                guard let number = decimal(value) else {
                    throw Unusable(reason: "Content-Length is not a decimal number")
                }
                if let length, length != number { throw Unusable(reason: "two different Content-Length headers") }
                length = number
            case "content-type":
                foreign = foreignCharset(in: String(decoding: value, as: UTF8.self))
            default:
                continue
            }
        }
        guard let length else { throw Unusable(reason: "no Content-Length header") }
        return FrameHeader(contentLength: length, foreignCharset: foreign)
    }

    /// The value without the spaces and tabs around it.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }

    /// Decimal digits only; a number of more than 18 digits is `Int.max` (over every limit).
    private static func decimal(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard !bytes.isEmpty, bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
        if bytes.count > 18 { return Int.max }
        return bytes.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
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
