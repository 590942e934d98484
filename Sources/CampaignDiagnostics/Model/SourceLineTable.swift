/// The lines of one source file, for snippets.
///
/// Lines end where libyaml ends them, so that line N here is the line libyaml's marks call N:
/// at LF, CR LF, a lone CR, NEL (U+0085), LINE SEPARATOR (U+2028) and PARAGRAPH SEPARATOR
/// (U+2029). The break itself is not part of the line's text, and a UTF-8 byte order mark at
/// the start of the file is not part of line 1. A file always has at least one (maybe empty)
/// line; a final line break starts one more, empty, line.
public struct SourceLineTable: Sendable {
    public let file: SourceFile
    /// For line N, the byte range of its text at index N - 1.
    private let ranges: [Range<Int>]

    public init(_ file: SourceFile) {
        self.file = file
        self.ranges = Self.lineRanges(file.bytes)
    }

    public var lineCount: Int { ranges.count }

    /// The byte range of the text of line `line` (1-based), or nil if there is no such line.
    public func byteRange(ofLine line: Int) -> Range<Int>? {
        guard line >= 1 && line <= ranges.count else { return nil }
        return ranges[line - 1]
    }

    /// The text of line `line` (1-based) without its line break, or nil if there is no such line.
    /// Bytes that are not valid UTF-8 appear as U+FFFD.
    public func text(ofLine line: Int) -> String? {
        guard let range = byteRange(ofLine: line) else { return nil }
        return String(decoding: file.bytes[range], as: UTF8.self)
    }

    private static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let count = bytes.count
        var start = bytes.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        var index = start
        while index < count {
            let breakLength = lineBreakLength(bytes, at: index)
            if breakLength == 0 {
                index += 1
                continue
            }
            ranges.append(start..<index)
            index += breakLength
            start = index
        }
        ranges.append(start..<count)
        return ranges
    }

    /// The UTF-8 byte order mark, which is not part of line 1.
    static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The length in bytes of the line break at `index`, or 0 when there is none.
    static func lineBreakLength(_ bytes: [UInt8], at index: Int) -> Int {
        LineBreak.length(in: bytes, at: index)
    }
}
