/// One campaign (or scenario) document of a file, as the JUnit report lists it: its id and
/// the range of its document, so diagnostics can be grouped under it.
public struct ReportUnit: Hashable, Sendable {
    /// The path shown for the file.
    public var file: String
    /// The `campaign:` (or `scenario:`) id.
    public var id: String
    /// The range of the document's root node.
    public var range: SourceRange
    /// A scenario selected but not run (a campaign error stopped every run): its test case is
    /// skipped, never passed.
    public var skipped: Bool

    public init(file: String, id: String, range: SourceRange, skipped: Bool = false) {
        self.file = file
        self.id = id
        self.range = range
        self.skipped = skipped
    }

    /// True when `position` lies in the document (its end included).
    public func contains(_ position: SourcePosition) -> Bool {
        range.start <= position && position <= range.end
    }
}

extension Array where Element == ReportUnit {
    /// The unit of `file` whose document holds `position`, if any.
    public func unit(in file: String, at position: SourcePosition) -> ReportUnit? {
        first { $0.file == file && $0.contains(position) }
    }
}
