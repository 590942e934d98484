/// A `SourceRange` in half the space (six 32-bit numbers instead of six 64-bit ones), as
/// the nodes of the tree store it (a tree holds one per node, and they are most of its
/// bytes after the text) and as a run keeps the places of every file's facts. Files are at
/// most `YAMLLimits.maxFileBytes` long (8 MiB by default), so lines, columns and offsets fit;
/// one past 4 GiB would saturate.
@frozen public struct PackedRange: Hashable, Sendable {
    @usableFromInline let startLine: UInt32
    @usableFromInline let startColumn: UInt32
    @usableFromInline let startOffset: UInt32
    @usableFromInline let endLine: UInt32
    @usableFromInline let endColumn: UInt32
    @usableFromInline let endOffset: UInt32

    @inlinable @inline(__always)
    public init(_ range: SourceRange) {
        startLine = UInt32(clamping: range.start.line)
        startColumn = UInt32(clamping: range.start.column)
        startOffset = UInt32(clamping: range.start.offset)
        endLine = UInt32(clamping: range.end.line)
        endColumn = UInt32(clamping: range.end.column)
        endOffset = UInt32(clamping: range.end.offset)
    }

    @inlinable @inline(__always)
    public var range: SourceRange {
        SourceRange(
            start: SourcePosition(line: Int(startLine), column: Int(startColumn), offset: Int(startOffset)),
            end: SourcePosition(line: Int(endLine), column: Int(endColumn), offset: Int(endOffset))
        )
    }
}
