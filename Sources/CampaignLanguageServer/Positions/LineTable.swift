/// The LSP lines of a text without the text (SPEC §13.4, §13.10): where each line starts, and
/// the bytes of only the lines that hold a byte outside ASCII, whose characters must be
/// counted. On an ASCII line a byte is a character in every encoding. The server keeps one
/// per input instead of its text, to turn the diagnostics' byte offsets into LSP positions.
public struct LineTable: Hashable, Sendable {
    /// The byte offset where each line starts; line 0 starts at 0.
    private let starts: [UInt32]
    /// The bytes of each line (its text, without the break) that is not all ASCII, by line.
    private let wideLines: [Int: [UInt8]]
    /// The length of the text.
    public let byteCount: Int

    public init(_ bytes: [UInt8]) {
        let lines = TextLines(bytes)
        var starts: [UInt32] = []
        starts.reserveCapacity(lines.lineCount)
        var wide: [Int: [UInt8]] = [:]
        for line in 0..<lines.lineCount {
            let start = lines.start(ofLine: line)
            let end = lines.contentEnd(ofLine: line)
            starts.append(UInt32(truncatingIfNeeded: start))
            if bytes[start..<end].contains(where: { $0 >= 0x80 }) { wide[line] = Array(bytes[start..<end]) }
        }
        self.starts = starts
        self.wideLines = wide
        self.byteCount = bytes.count
    }

    /// The LSP position of a byte offset (clamped to the text).
    public func position(ofOffset offset: Int, in encoding: PositionEncoding) -> LSPPosition {
        let target = min(max(offset, 0), byteCount)
        let low = max(starts.partitionPoint { Int($0) <= target } - 1, 0)
        let column = target - Int(starts[low])
        guard let wide = wideLines[low] else { return LSPPosition(line: low, character: column) }
        return LSPPosition(line: low, character: UTF8Scalars.characters(in: wide, from: 0, to: min(column, wide.count), encoding: encoding))
    }

    /// The LSP range of a byte range.
    public func range(_ bytes: Range<Int>, in encoding: PositionEncoding) -> LSPRange {
        LSPRange(start: position(ofOffset: bytes.lowerBound, in: encoding), end: position(ofOffset: bytes.upperBound, in: encoding))
    }
}
