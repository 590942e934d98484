import CampaignDiagnostics

/// An unquoted colour such as `background: #000000`: YAML reads `#` after a blank as the start
/// of a comment, so the value is empty and, in a flow mapping (`{ background: #000000 }`), the
/// closing brackets on that line are gone too and the parser fails further on. When a syntax
/// error follows such a line, the error says so (issue 13: the error landed on the next line and
/// never mentioned the colour).
enum CommentedColour {
    /// How many lines above the error are searched.
    static let lookBehind = 5

    /// The offset of the `#` of a `key: #RGB…` on the error's line or up to `lookBehind` lines
    /// above it (the nearest first), or nil.
    static func find(before error: SourcePosition, in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        // Lines as every stage counts them (`LineBreak`): a file of CR or NEL line ends is
        // not one long line here.
        var lineEnd = min(error.offset, bytes.count)
        while lineEnd < bytes.count, LineBreak.length(in: bytes, at: lineEnd) == 0 { lineEnd += 1 }
        for _ in 0...lookBehind {
            var lineStart = lineEnd
            while lineStart > 0, LineBreak.lengthEnding(in: bytes, before: lineStart) == 0 { lineStart -= 1 }
            if let hash = colourComment(in: bytes, from: lineStart, to: lineEnd) { return hash }
            guard lineStart > 0 else { return nil }
            lineEnd = lineStart - LineBreak.lengthEnding(in: bytes, before: lineStart)
        }
        return nil
    }

    /// A `:` then blanks then `#` and 3, 4, 6 or 8 hex digits ending the word, outside quotes.
    private static func colourComment(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var quote: UInt8?
        var i = start
        while i < end {
            let c = bytes[i]
            if let open = quote {
                if c == open { quote = nil }
            } else if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                quote = c
            } else if c == UInt8(ascii: "#") {
                // A comment: a colour only right after `key:` and blanks.
                guard i > start, bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09 else { return nil }
                var k = i - 1
                while k > start, bytes[k] == 0x20 || bytes[k] == 0x09 { k -= 1 }
                guard bytes[k] == UInt8(ascii: ":"), isColourWord(bytes, from: i + 1, to: end) else { return nil }
                return i
            }
            i += 1
        }
        return nil
    }

    private static func isColourWord(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        var i = start
        while i < end, isHex(bytes[i]) { i += 1 }
        let count = i - start
        guard [3, 4, 6, 8].contains(count) else { return false }
        return i == end || [0x20, 0x09, 0x0D, UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(bytes[i])
    }

    private static func isHex(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    }
}
