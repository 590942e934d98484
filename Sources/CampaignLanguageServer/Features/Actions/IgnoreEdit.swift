import CampaignCompiler
import CampaignDiagnostics
import CampaignYAML

/// The edit of "Ignore CODE here" (SPEC §13.8): when the diagnostic's first line, or the line
/// above it holding nothing but a comment, has a well-formed `# campaignc: ignore[…]`, `, CODE`
/// inserted before its `]`; otherwise a new line above the diagnostic's first line (after a
/// byte-order mark on the first line) — that
/// line's leading spaces, `# campaignc: ignore[CODE] -- reason`, and the document's line break
/// (`\r\n` when its first line ends so, else `\n`). `reason` is a placeholder the author
/// replaces (`W011` until then).
enum IgnoreEdit {
    struct Edit: Hashable, Sendable {
        /// Where to insert (a byte offset of the text).
        let offset: Int
        let newText: String
    }

    /// `comments` are the text's well-formed suppression comments, as its check found them.
    static func edit(for diagnostic: Diagnostic, in text: [UInt8], comments: [SuppressionComment]) -> Edit {
        let code = diagnostic.code.rawValue
        let line = diagnostic.location.range.start.line
        let existing =
            comments.first { $0.location.range.start.line == line }
            ?? comments.first { $0.location.range.start.line == line - 1 && $0.lines.count == 2 }
        if let existing, let close = closingBracket(in: text, from: existing.location.range.start.offset, to: existing.location.range.end.offset) {
            return Edit(offset: close, newText: ", " + code)
        }
        let lines = TextLines(text)
        var start = lines.start(ofLine: lines.line(containing: diagnostic.location.range.start.offset))
        // A byte-order mark stays the file's first bytes: before it, it would join the first key.
        if start == 0, text.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        var indent = start
        while indent < text.count, text[indent] == UInt8(ascii: " ") { indent += 1 }
        let lineBreak = endsWithCRLF(firstLineOf: text, lines: lines) ? "\r\n" : "\n"
        return Edit(offset: start, newText: String(repeating: " ", count: indent - start) + "# campaignc: ignore[\(code)] -- reason" + lineBreak)
    }

    /// The offset of the first `]` of the comment `text[from..<to]`.
    private static func closingBracket(in text: [UInt8], from: Int, to: Int) -> Int? {
        text[min(from, text.count)..<min(to, text.count)].firstIndex(of: UInt8(ascii: "]"))
    }

    private static func endsWithCRLF(firstLineOf text: [UInt8], lines: TextLines) -> Bool {
        let end = lines.contentEnd(ofLine: 0)
        return end + 1 < text.count && text[end] == 0x0D && text[end + 1] == 0x0A
    }
}
