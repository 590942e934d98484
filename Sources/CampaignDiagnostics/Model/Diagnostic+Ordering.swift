import CanonicalJSON

extension SourceLocation {
    /// The report order of places (SPEC §4): file (byte-wise), then line, then column.
    public static func reportOrder(_ a: SourceLocation, _ b: SourceLocation) -> Bool {
        if !a.file.isSamePath(b.file) { return UTF8Order.precedes(a.file, b.file) }
        let pa = a.range.start
        let pb = b.range.start
        if pa.line != pb.line { return pa.line < pb.line }
        return pa.column < pb.column
    }

    /// True when both start at the same place (the report order cannot tell them apart).
    func startsWhere(_ other: SourceLocation) -> Bool {
        file.isSamePath(other.file) && range.start.line == other.range.start.line && range.start.column == other.range.start.column
    }
}

extension Diagnostic {
    /// The report order of SPEC §4: file (byte-wise), line, column, code; then the
    /// rest of the value so that the order is total and never depends on the order of work.
    public static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        if !a.location.startsWhere(b.location) { return SourceLocation.reportOrder(a.location, b.location) }
        if a.code != b.code { return a.code < b.code }
        if a.message != b.message { return UTF8Order.precedes(a.message, b.message) }
        return a.location.range.end < b.location.range.end
    }

    /// `reportOrder` for two diagnostics of the same file: line, column, code, message, end.
    static func reportOrderInOneFile(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let pa = a.location.range.start
        let pb = b.location.range.start
        if pa.line != pb.line { return pa.line < pb.line }
        if pa.column != pb.column { return pa.column < pb.column }
        if a.code != b.code { return a.code < b.code }
        if a.message != b.message { return UTF8Order.precedes(a.message, b.message) }
        return a.location.range.end < b.location.range.end
    }
}

extension Array {
    /// These elements in the report order of the diagnostic each holds (`Diagnostic.reportOrder`,
    /// with the same outcome for every pair, so the same order).
    public func sortedForReport(by diagnostic: (Element) -> Diagnostic) -> [Element] {
        guard count > 1 else { return self }
        return map(diagnostic).reportOrderIndices().map { self[$0] }
    }
}

extension Array where Element == Diagnostic {
    /// These diagnostics in report order.
    public func sortedForReport() -> [Diagnostic] {
        guard count > 1 else { return self }
        return reportOrderIndices().map { self[$0] }
    }

    /// Sorts these diagnostics into the order of `sortedForReport()` in place: a run's
    /// diagnostics are not held twice while they are sorted.
    public mutating func sortForReport() {
        guard count > 1 else { return }
        let order = reportOrderIndices()
        // Position i takes the diagnostic at order[i]: each cycle of the permutation moves
        // its diagnostics one place along, with the first one held aside.
        var placed = [Bool](repeating: false, count: count)
        for start in indices where !placed[start] {
            placed[start] = true
            guard order[start] != start else { continue }
            let first = self[start]
            var position = start
            while order[position] != start {
                let from = order[position]
                self[position] = self[from]
                placed[from] = true
                position = from
            }
            self[position] = first
        }
    }

    /// The indices of these diagnostics in report order. The paths are compared once per
    /// distinct file, which then sorts by its rank, an integer: comparing paths byte by byte in
    /// every comparison made sorting a large run's diagnostics cost more than checking them.
    fileprivate func reportOrderIndices() -> [Int] {
        var rankOfFile: [PathKey: Int] = [:]
        for item in self { rankOfFile[PathKey(item.location.file)] = 0 }
        let files = rankOfFile.keys.sorted()
        for (rank, file) in files.enumerated() { rankOfFile[file] = rank }
        let ranks = map { rankOfFile[PathKey($0.location.file), default: 0] }
        return indices.sorted { a, b in
            ranks[a] != ranks[b] ? ranks[a] < ranks[b] : Diagnostic.reportOrderInOneFile(self[a], self[b])
        }
    }

    public var errorCount: Int { count { $0.severity == .error } }
    public var warningCount: Int { count { $0.severity == .warning } }
    public var hasErrors: Bool { contains { $0.severity == .error } }
}
