import CampaignDiagnostics

/// Byte-order marks at the start of a later document. YAML allows a BOM at the start of every
/// document (files joined with `cat`, or written by an editor that adds one to each part);
/// libyaml accepts one only at the start of its input, and reads any other as text. Such a
/// document is parsed as a segment of its own that starts just after the mark, so its first
/// key is at column 1 like the first document's.
enum DocumentBOMs {
    /// Where a segment must stop, and where the next one starts.
    struct Split: Equatable {
        /// The offset the segment before stops at.
        let end: Int
        /// Just after the mark, at column 1 of its line.
        let resume: SourcePosition
    }

    /// The splits for the marks at `offsets` (each at a line start), in order. A mark counts
    /// when it stands before `---`, or on the first line after a `---` line (then the
    /// `---` line is left out: the document after the mark stands for the one it starts). A
    /// mark elsewhere, inside a document, is left to libyaml, which reports it.
    static func splits(_ offsets: [Int], in bytes: UnsafeBufferPointer<UInt8>, scanner: SourceScanner) -> [Split] {
        offsets.compactMap { offset in
            let after = offset + 3
            let resume = SourcePosition(line: scanner.position(ofOffset: offset).line, column: 1, offset: after)
            if startsMarker(bytes, at: after) { return Split(end: offset, resume: resume) }
            guard let previous = previousLineStart(bytes, before: offset), isDocumentStartLine(bytes, from: previous, to: offset) else {
                return nil
            }
            return Split(end: previous, resume: resume)
        }
    }

    /// `---` followed by a blank, a line break (`LineBreak`) or the end.
    private static func startsMarker(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i + 3 <= bytes.count else { return false }
        let dash = UInt8(ascii: "-")
        guard bytes[i] == dash, bytes[i + 1] == dash, bytes[i + 2] == dash else { return false }
        return i + 3 == bytes.count || bytes[i + 3] == 0x20 || bytes[i + 3] == 0x09 || LineBreak.length(in: bytes, at: i + 3) > 0
    }

    /// The start of the line before the one starting at `lineStart`.
    private static func previousLineStart(_ bytes: UnsafeBufferPointer<UInt8>, before lineStart: Int) -> Int? {
        let breakLength = LineBreak.lengthEnding(in: bytes, before: lineStart)
        guard breakLength > 0 else { return nil }
        var i = lineStart - breakLength
        while i > 0, LineBreak.lengthEnding(in: bytes, before: i) == 0 { i -= 1 }
        return i
    }

    /// The line `[start, end)` is `---`, then only blanks or a comment.
    private static func isDocumentStartLine(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        guard startsMarker(bytes, at: start) else { return false }
        var i = start + 3
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return i == end || bytes[i] == UInt8(ascii: "#") || LineBreak.length(in: bytes, at: i) > 0
    }
}
