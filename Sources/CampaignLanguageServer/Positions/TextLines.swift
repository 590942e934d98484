/// The lines of a text as LSP counts them (SPEC §13.4): a line ends at `\n`, `\r\n` or `\r`
/// only (NEL, U+2028 and U+2029 are characters of their line, though libyaml ends lines there
/// too). Positions are converted through byte offsets, never through campaignc's line and
/// column, so the two line countings never meet.
///
/// A BOM at the start of the text is a character of line 0 like any other.
public struct TextLines: Sendable {
    public let bytes: [UInt8]
    /// The byte offset where each line starts; line 0 starts at 0.
    private let starts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                starts.append(index + 1)
            case 0x0D:
                if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            default:
                break
            }
            index += 1
        }
        self.starts = starts
    }

    public var lineCount: Int { starts.count }

    /// The LSP position of a byte offset (clamped to the text).
    public func position(ofOffset offset: Int, in encoding: PositionEncoding) -> LSPPosition {
        let target = min(max(offset, 0), bytes.count)
        let line = line(containing: target)
        let character = UTF8Scalars.characters(in: bytes, from: starts[line], to: target, encoding: encoding)
        return LSPPosition(line: line, character: character)
    }

    /// The byte offset of an LSP position, by the rules of SPEC §13.4 "In": a character inside
    /// a UTF-8 sequence or between the halves of a surrogate pair means the start of that
    /// scalar; a character past the end of its line means the line's end; a line past the last
    /// means the end of the text.
    public func offset(of position: LSPPosition, in encoding: PositionEncoding) -> Int {
        guard position.line < starts.count else { return bytes.count }
        let end = contentEnd(ofLine: position.line)
        var index = starts[position.line]
        var character = 0
        while index < end {
            let width = UTF8Scalars.width(in: bytes, at: index)
            let units = encoding.units(ofScalarWidth: width)
            if character + units > position.character { return index }
            character += units
            index += width
        }
        return end
    }

    /// The byte offset where line `line`'s text ends (before its line break).
    public func contentEnd(ofLine line: Int) -> Int {
        guard line + 1 < starts.count else { return bytes.count }
        var end = starts[line + 1]
        if end > 0, bytes[end - 1] == 0x0A { end -= 1 }
        if end > 0, bytes[end - 1] == 0x0D { end -= 1 }
        return max(end, starts[line])
    }

    /// The byte offset where line `line` starts (the end of the text past the last line).
    public func start(ofLine line: Int) -> Int {
        line < starts.count ? starts[line] : bytes.count
    }

    /// The LSP line holding a byte offset.
    public func line(containing offset: Int) -> Int {
        // The last line starting at or before the offset; line 0 starts at 0.
        max(starts.partitionPoint { $0 <= offset } - 1, 0)
    }
}
