/// A content block named in Liquid markup (`{{content_blocks.${footer}}}`, SPEC §15.7): the
/// name under the cursor and where it is, so definition can open `NAME.liquid`.
enum ContentBlockReference {
    struct Found: Hashable, Sendable {
        let name: String
        /// The name's byte range.
        let range: Range<Int>
    }

    private static let prefix = Array("content_blocks.".utf8)

    /// The block whose name holds `offset`: a word inside open markup that follows
    /// `content_blocks.${` (Braze's form) or `content_blocks.`.
    static func find(in text: [UInt8], at offset: Int) -> Found? {
        guard let word = LiquidWord.around(offset, in: text), LiquidMarkup.open(in: text, at: word.range.lowerBound) != nil else { return nil }
        var start = word.range.lowerBound
        if start >= 2, text[start - 2] == UInt8(ascii: "$"), text[start - 1] == UInt8(ascii: "{") { start -= 2 }
        guard start >= prefix.count, Array(text[(start - prefix.count)..<start]) == prefix else { return nil }
        let before = start - prefix.count
        if before > 0, LiquidWord.isWordByte(text[before - 1]) { return nil }
        if word.name == "content_blocks" { return nil }
        return Found(name: word.name, range: word.range)
    }
}
