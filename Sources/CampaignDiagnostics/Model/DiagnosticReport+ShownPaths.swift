extension DiagnosticReport {
    /// This report as it is written: every path that holds bytes that are not UTF-8 (a name
    /// given on the command line) shown with `\xHH` escapes (`PathBytes.shown`). The same
    /// report when no path does, which is the rule.
    public func showingPaths() -> DiagnosticReport {
        guard sources.keys.contains(where: { PathBytes.holdsRawBytes($0.path) }) || files.contains(where: PathBytes.holdsRawBytes) else { return self }
        func shown(_ location: SourceLocation) -> SourceLocation {
            SourceLocation(file: PathBytes.shown(location.file), range: location.range)
        }
        func shown(_ diagnostic: Diagnostic) -> Diagnostic {
            var copy = diagnostic
            copy.location = shown(diagnostic.location)
            copy.notes = diagnostic.notes.map { note in Note(note.message, at: note.location.map(shown)) }
            return copy
        }
        var report = self
        report.diagnostics = diagnostics.map(shown)
        report.sources = Dictionary(
            sources.values.map { (PathKey(PathBytes.shown($0.path)), SourceFile(path: PathBytes.shown($0.path), bytes: $0.bytes)) },
            uniquingKeysWith: { first, _ in first })
        report.files = files.map(PathBytes.shown)
        report.units = units.map { unit in
            var copy = unit
            copy.file = PathBytes.shown(unit.file)
            return copy
        }
        report.suppressed = suppressed.map { SuppressedDiagnostic(diagnostic: shown($0.diagnostic), justification: $0.justification) }
        return report
    }
}
