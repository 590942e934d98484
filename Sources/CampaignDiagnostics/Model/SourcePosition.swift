/// A place in a source file. `line` and `column` are 1-based; `column` counts
/// Unicode scalars (not bytes, not grapheme clusters); `offset` is the 0-based
/// byte offset into the file's UTF-8 bytes.
public struct SourcePosition: Hashable, Comparable, Sendable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The first character of a file.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column, lhs.offset) < (rhs.line, rhs.column, rhs.offset)
    }
}

/// A half-open range `[start, end)` in one file.
public struct SourceRange: Hashable, Sendable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    /// An empty range at one position.
    public init(at position: SourcePosition) {
        self.start = position
        self.end = position
    }

    /// The range at the very beginning of a file (used by file-level codes such as E005, W009).
    public static let fileStart = SourceRange(at: .start)
}

/// A range together with the file it is in, as the user named it on the command line.
public struct SourceLocation: Hashable, Sendable {
    public var file: String
    public var range: SourceRange

    public init(file: String, range: SourceRange) {
        self.file = file
        self.range = range
    }

    /// Files compare by their bytes (`PathKey`): two names that differ only in their Unicode
    /// normalisation are two files.
    public static func == (a: SourceLocation, b: SourceLocation) -> Bool {
        a.range == b.range && a.file.isSamePath(b.file)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(PathKey(file))
        hasher.combine(range)
    }
}
