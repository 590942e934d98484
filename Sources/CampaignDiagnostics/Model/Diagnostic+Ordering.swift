extension SourceLocation {
    /// The report order of places (SPEC §4): file (byte-wise), then line, then column.
    public static func reportOrder(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
        if a.file != b.file { return a.file.utf8.lexicographicallyPrecedes(b.file.utf8) }
        let pa = a.range.start
        let pb = b.range.start
        if pa.line != pb.line { return pa.line < pb.line }
        return pa.column < pb.column
    }

    /// True when both start at the same place (the report order cannot tell them apart).
    func startsWhere(_ other: SourceLocation) -> Bool {
        file == other.file && range.start.line == other.range.start.line && range.start.column == other.range.start.column
    }
}

extension Diagnostic {
    /// The report order of SPEC §4: file (byte-wise), line, column, code; then the
    /// rest of the value so that the order is total and never depends on the order of work.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if !a.location.startsWhere(b.location) { return SourceLocation.reportOrder(a.location, b.location) }
        if a.code != b.code { return a.code < b.code }
        if a.message != b.message { return a.message.utf8.lexicographicallyPrecedes(b.message.utf8) }
        return a.location.range.end < b.location.range.end
    }
}

extension Array where Element == Diagnostic {
    /// These diagnostics in report order.
    public func sortedForReport() -> [Diagnostic] {
        sorted(by: Diagnostic.reportOrder)
    }

    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
