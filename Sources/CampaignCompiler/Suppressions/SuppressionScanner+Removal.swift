import CampaignDiagnostics

extension SuppressionScanner {
    /// What W010's fix-it removes (SPEC §13.1): the comment starting at `start` and the blanks
    /// before it, up to the end of its line (trailing blanks included, the line break not);
    /// or, when the comment is `alone` on its line, that whole line with its line break.
    static func removalRange(ofCommentAt start: SourcePosition, alone: Bool, in bytes: [UInt8]) -> SourceRange {
        var end = start.offset
        var endColumn = start.column
        while end < bytes.count, LineBreak.length(in: bytes, at: end) == 0 {
            if bytes[end] & 0xC0 != 0x80 { endColumn += 1 }
            end += 1
        }
        // Only blanks precede a comment alone on its line, one byte and one column each (a
        // byte-order mark before them takes no column and stays).
        var from = start.offset
        if alone {
            from -= start.column - 1
        } else {
            while from > 0, bytes[from - 1] == UInt8(ascii: " ") || bytes[from - 1] == UInt8(ascii: "\t") { from -= 1 }
        }
        let first = SourcePosition(line: start.line, column: start.column - (start.offset - from), offset: from)
        let breakLength = end < bytes.count ? LineBreak.length(in: bytes, at: end) : 0
        guard alone, breakLength > 0 else {
            return SourceRange(start: first, end: SourcePosition(line: start.line, column: endColumn, offset: end))
        }
        return SourceRange(start: first, end: SourcePosition(line: start.line + 1, column: 1, offset: end + breakLength))
    }
}
