import CampaignDiagnostics

/// A line and column (1-based; the column counts Unicode scalars).
public struct ExpectedPosition: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    /// The line and column of `position`.
    init(_ position: SourcePosition) {
        self.init(line: position.line, column: position.column)
    }

    init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}
