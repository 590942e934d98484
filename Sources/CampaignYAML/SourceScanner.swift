import CampaignDiagnostics

/// Reads a file's bytes (already known to be valid UTF-8) to find positions libyaml's
/// events do not give directly. Lines end where libyaml (and the snippet renderer's
/// `SourceLineTable`) end them: LF, CR LF, a lone CR, NEL, U+2028 and U+2029. A column
/// counts Unicode scalars, and a leading BOM is not part of line 1.
struct SourceScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let bomLength: Int
    /// The position just after the last byte.
    let endPosition: SourcePosition
    /// `InputScan.wideCharacters`: where the characters of more than one byte are.
    var wideCharacters: [UInt32]? = []

    var startPosition: SourcePosition { SourcePosition(line: 1, column: 1, offset: bomLength) }
    var endOffset: Int { bytes.count }

    /// The position of `offset`, reached by walking forward from `p` (which must not be after it).
    func advance(_ p: SourcePosition, to offset: Int) -> SourcePosition {
        var p = p
        let target = min(offset, bytes.count)
        while p.offset < target {
            step(&p)
        }
        return p
    }

    /// The position of a byte offset, counted from the start of the file.
    func position(ofOffset offset: Int) -> SourcePosition {
        advance(startPosition, to: max(offset, bomLength))
    }

    /// Moves past one character (a CR LF counts as a column then a line break).
    @inline(__always)
    func step(_ p: inout SourcePosition) {
        let b = bytes[p.offset]
        if b < 0x80 {
            p.offset += 1
            if b == 0x0A || (b == 0x0D && (p.offset == bytes.count || bytes[p.offset] != 0x0A)) {
                p.line += 1
                p.column = 1
            } else {
                p.column += 1
            }
            return
        }
        let width = min(b >= 0xF0 ? 4 : (b >= 0xE0 ? 3 : (b >= 0xC0 ? 2 : 1)), bytes.count - p.offset)
        let isBreak = width >= 2 && LineBreak.unicodeLength(in: bytes, at: p.offset) == width
        p.offset += width
        if isBreak {
            p.line += 1
            p.column = 1
        } else {
            p.column += 1
        }
    }

    /// The range of the one character at `p`, or an empty range at a line end or the file end.
    func characterRange(at p: SourcePosition) -> SourceRange {
        guard p.offset < bytes.count, bytes[p.offset] != 0x0D else { return SourceRange(at: p) }
        var end = p
        step(&end)
        return end.line == p.line ? SourceRange(start: p, end: end) : SourceRange(at: p)
    }

    func byte(at offset: Int) -> UInt8? {
        offset >= 0 && offset < bytes.count ? bytes[offset] : nil
    }

    /// Skips a node's anchor and tag (and the blanks, line breaks and comments after them)
    /// starting at `p`, never past `limit`. Returns where the node's content starts and the
    /// range of the tag, if one was written.
    func skipProperties(from p: SourcePosition, limit: Int) -> (tag: SourceRange?, content: SourcePosition) {
        var p = p
        var tag: SourceRange?
        let limit = min(limit, bytes.count)
        while p.offset < limit {
            let b = bytes[p.offset]
            switch b {
            case UInt8(ascii: "&"), UInt8(ascii: "!"):
                let start = p
                let verbatim = b == UInt8(ascii: "!") && byte(at: p.offset + 1) == UInt8(ascii: "<")
                while p.offset < limit {
                    let c = bytes[p.offset]
                    if verbatim {
                        step(&p)
                        if c == UInt8(ascii: ">") { break }
                        continue
                    }
                    if SourceScanner.endsProperty(c) { break }
                    step(&p)
                }
                if b == UInt8(ascii: "!") { tag = SourceRange(start: start, end: p) }
            case UInt8(ascii: " "), 0x09, 0x0D, 0x0A:
                step(&p)
            case UInt8(ascii: "#"):
                let line = p.line
                while p.offset < limit && p.line == line { step(&p) }
            default:
                return (tag, p)
            }
        }
        return (tag, p)
    }

    private static func endsProperty(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: " "), 0x09, 0x0D, 0x0A, UInt8(ascii: ","), UInt8(ascii: "["),
            UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            return true
        default:
            return false
        }
    }

    /// The end of a block scalar without the blank lines libyaml counts into it.
    func trimmedBlockEnd(start: SourcePosition, end: SourcePosition) -> SourcePosition {
        var offset = min(end.offset, bytes.count)
        while offset > start.offset {
            let b = bytes[offset - 1]
            guard b == UInt8(ascii: " ") || b == 0x09 || b == 0x0D || b == 0x0A else { break }
            offset -= 1
        }
        return offset == end.offset ? end : advance(start, to: offset)
    }

    /// The first line at or after the line following `p` (or `p`'s own line when `p` is at
    /// its start and `sameLine` allows it) that starts with a `---` document marker.
    func documentMarker(after p: SourcePosition, sameLine: Bool) -> SourcePosition? {
        var q = p
        if !(sameLine && p.column == 1) { nextLine(&q) }
        while q.offset < bytes.count {
            if q.column == 1 && isDocumentMarker(at: q.offset) { return q }
            nextLine(&q)
        }
        return nil
    }

    /// Moves to the start of the next line (or the end of the file).
    private func nextLine(_ q: inout SourcePosition) {
        let line = q.line
        while q.offset < bytes.count && q.line == line { step(&q) }
    }

    private func isDocumentMarker(at offset: Int) -> Bool {
        guard offset + 3 <= bytes.count,
            bytes[offset] == UInt8(ascii: "-"), bytes[offset + 1] == UInt8(ascii: "-"),
            bytes[offset + 2] == UInt8(ascii: "-")
        else { return false }
        guard let next = byte(at: offset + 3) else { return true }
        return next == UInt8(ascii: " ") || next == 0x09 || next == 0x0D || next == 0x0A
    }

    /// The first tab in the indentation of `p`'s line, if that indentation holds one.
    func indentationTab(onLineOf p: SourcePosition) -> SourcePosition? {
        // The line starts `column - 1` characters back.
        var offset = min(p.offset, bytes.count)
        var remaining = p.column - 1
        while remaining > 0 && offset > bomLength {
            offset -= 1
            if bytes[offset] & 0xC0 != 0x80 { remaining -= 1 }
        }
        var q = SourcePosition(line: p.line, column: 1, offset: offset)
        while q.offset < bytes.count {
            let b = bytes[q.offset]
            if b == 0x09 { return q }
            guard b == UInt8(ascii: " ") else { return nil }
            step(&q)
        }
        return nil
    }

    /// The first character YAML forbids in `offsets`, with its scalar value.
    func firstControlCharacter(in offsets: Range<Int>) -> (offset: Int, scalar: UInt32)? {
        var i = max(offsets.lowerBound, 0)
        let end = min(offsets.upperBound, bytes.count)
        while i < end {
            let b = bytes[i]
            let width = b < 0x80 ? 1 : max(1, InputScan.sequenceWidth(bytes, at: i))
            if InputScan.isControl(bytes, at: i, width: width) {
                return (i, scalar(at: i, width: width))
            }
            i += width
        }
        return nil
    }

    /// The character at `offset` as text, for messages.
    func character(at offset: Int) -> Character? {
        guard let b = byte(at: offset) else { return nil }
        let width = b < 0x80 ? 1 : InputScan.sequenceWidth(bytes, at: offset)
        guard width > 0, let value = Unicode.Scalar(scalar(at: offset, width: width)) else { return nil }
        return Character(value)
    }

    private func scalar(at i: Int, width: Int) -> UInt32 {
        let b = UInt32(bytes[i])
        switch width {
        case 1: return b
        case 2: return (b & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F)
        case 3: return (b & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        default:
            return (b & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12
                | UInt32(bytes[i + 2] & 0x3F) << 6 | UInt32(bytes[i + 3] & 0x3F)
        }
    }
}
