/// The words of Liquid markup: identifiers of letters, digits and `_`.
enum LiquidWord {
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// The word that ends `bytes`, empty when none does.
    static func last(in bytes: ArraySlice<UInt8>) -> String {
        var start = bytes.endIndex
        while start > bytes.startIndex, isWordByte(bytes[start - 1]) { start -= 1 }
        return String(decoding: bytes[start...], as: UTF8.self)
    }

    /// The word around `offset` in `text`, or nil when `offset` touches none.
    static func around(_ offset: Int, in text: [UInt8]) -> (name: String, range: Range<Int>)? {
        guard offset >= 0, offset <= text.count else { return nil }
        var start = offset
        while start > 0, isWordByte(text[start - 1]) { start -= 1 }
        var end = offset
        while end < text.count, isWordByte(text[end]) { end += 1 }
        guard start < end else { return nil }
        return (String(decoding: text[start..<end], as: UTF8.self), start..<end)
    }
}
