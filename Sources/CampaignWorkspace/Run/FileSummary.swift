import CampaignCompiler
import CampaignDiagnostics

/// What every command keeps of one input after the per-file stage: what the report and the
/// cross-file analyses need, and nothing else. The file's bytes, its node tree and its
/// campaigns are dropped as soon as the file is done, so a run keeps about a kilobyte per
/// valid file, and an editor server keeps one per closed file (SPEC §13.10).
public struct FileSummary: Sendable {
    /// The path shown for the file (`<stdin>` for standard input).
    public var path: String { facts.path }
    /// The number of documents (campaigns) in the file's stream.
    public let documentCount: Int
    /// The diagnostics of the per-file stages, in report order (emptied by a report's assembly
    /// that owns the summary, once it has taken them).
    public internal(set) var diagnostics: [Diagnostic]
    /// What the cross-file analyses need of the file.
    public let facts: AnalysisFacts
    /// The lines of the file that its diagnostics and the cross-file analyses may point at,
    /// for the snippets of the report (see `SourceFile.excerpt(lines:)`).
    public var excerpt: SourceFile { SourceFile(path: facts.path, bytes: excerptBytes) }
    private let excerptBytes: [UInt8]
    /// The file's campaign documents (for JUnit), inline suppressions, and the unit, node path
    /// and document at each place the cross-file analyses may point at (by byte offset).
    public var units: [ReportUnit] {
        get { extras?.units ?? [] }
        set { extras = Extras(units: newValue, suppressions: suppressions, anchorPlaces: anchorPlaces) }
    }
    public var suppressions: [SuppressionComment] {
        get { extras?.suppressions ?? [] }
        set { extras = Extras(units: units, suppressions: newValue, anchorPlaces: anchorPlaces) }
    }
    public var anchorPlaces: [Int: AnchorPlace] {
        get { extras?.anchorPlaces ?? [:] }
        set { extras = Extras(units: units, suppressions: suppressions, anchorPlaces: newValue) }
    }
    /// The three above, out of line and nil when all are empty (a run of many files mostly
    /// keeps none of them).
    private var extras: Extras?

    /// The summary of the file `facts.path`; `excerpt` holds the lines kept of it.
    public init(documentCount: Int, diagnostics: [Diagnostic], facts: AnalysisFacts, excerpt: [UInt8]) {
        self.documentCount = documentCount
        self.diagnostics = diagnostics
        self.facts = facts
        self.excerptBytes = excerpt
    }

    /// The summary of `source` compiled as `compiled`, without the diagnostics `policy` turns off.
    init(source: SourceFile, compiled: CompiledFile, keeps: ReportNeeds = .everything, policy: SeverityPolicy = .default) {
        let facts = compiled.analysisFacts
        let diagnostics = policy.droppingOff(compiled.diagnostics)
        var lines: [Int] = facts.anchorRanges.map(\.start.line)
        // W010 points at unused suppression comments, found only after the whole run.
        lines += compiled.suppressions.map(\.location.range.start.line)
        for diagnostic in diagnostics {
            if diagnostic.location.file == source.path { lines.append(diagnostic.location.range.start.line) }
            for note in diagnostic.notes {
                if let location = note.location, location.file == source.path { lines.append(location.range.start.line) }
            }
        }
        self.init(documentCount: compiled.documentCount, diagnostics: diagnostics, facts: facts, excerpt: source.excerpt(lines: lines).bytes)
        extras = Extras(units: keeps.units ? compiled.units : [], suppressions: compiled.suppressions, anchorPlaces: compiled.anchorPlaces)
    }
}

/// A summary's report units, suppression comments and anchor places, in one box shared by its
/// copies.
private final class Extras: Sendable {
    let units: [ReportUnit]
    let suppressions: [SuppressionComment]
    let anchorPlaces: [Int: AnchorPlace]

    /// nil when all three are empty.
    init?(units: [ReportUnit], suppressions: [SuppressionComment], anchorPlaces: [Int: AnchorPlace]) {
        guard !units.isEmpty || !suppressions.isEmpty || !anchorPlaces.isEmpty else { return nil }
        self.units = units
        self.suppressions = suppressions
        self.anchorPlaces = anchorPlaces
    }
}
