extension Diagnostic {
    /// The report order of SPEC §4: file (byte-wise), line, column, code; then the
    /// rest of the value so that the order is total and never depends on the order of work.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if a.location.file != b.location.file {
            return a.location.file.utf8.lexicographicallyPrecedes(b.location.file.utf8)
        }
        let pa = a.location.range.start
        let pb = b.location.range.start
        if pa.line != pb.line { return pa.line < pb.line }
        if pa.column != pb.column { return pa.column < pb.column }
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
