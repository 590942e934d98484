/// Everything a renderer needs: the diagnostics in report order, the summary counts and the
/// sources (by the path shown to the user) for snippets; for the v2 formats also the campaign
/// documents of each file (JUnit), the diagnostics hidden by inline suppressions (SARIF) and,
/// with `--baseline`, the fingerprints of baseline entries that no longer occur.
public struct DiagnosticReport: Sendable {
    /// In the order of `Diagnostic.reportOrder`.
    public internal(set) var diagnostics: [Diagnostic]
    public var summary: DiagnosticSummary
    /// The fingerprint of each of `diagnostics` (SPEC §4.4), in the same order; worked out when
    /// asked for (only the JSON, SARIF and GitLab renderers ask).
    public var fingerprints: [String] { Self.fingerprints(of: diagnostics) }
    public internal(set) var sources: [PathKey: SourceFile]
    /// Every file checked, in byte-wise path order (JUnit gives each one a test suite).
    public var files: [String] = []
    /// The campaign (and scenario) documents of those files, in file and document order.
    public var units: [ReportUnit] = []
    /// Diagnostics hidden by inline suppressions, in report order.
    public var suppressed: [SuppressedDiagnostic] = []
    /// With `--baseline`: the fingerprints of entries that no longer occur, sorted; else nil.
    public var fixed: [String]?

    /// A report over `diagnostics` (in any order; severities as final, so apply a
    /// `SeverityPolicy` first). `files` defaults to the number of `sources`.
    public init(diagnostics: [Diagnostic], sources: [SourceFile], files: Int? = nil, campaigns: Int) {
        let sorted = diagnostics.sortedForReport()
        self.diagnostics = sorted
        self.summary = DiagnosticSummary(
            files: files ?? sources.count,
            campaigns: campaigns,
            diagnostics: sorted
        )
        self.sources = Dictionary(sources.map { (PathKey($0.path), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A report over `diagnostics` already in report order (the report assembly sorts them
    /// once, as it works out their fingerprints).
    public init(sortedDiagnostics diagnostics: [Diagnostic], sources: [SourceFile], files: Int, campaigns: Int) {
        self.diagnostics = diagnostics
        self.summary = DiagnosticSummary(files: files, campaigns: campaigns, diagnostics: diagnostics)
        self.sources = Dictionary(sources.map { (PathKey($0.path), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A report with explicit summary counts (the error and warning counts are taken as given).
    public init(diagnostics: [Diagnostic], summary: DiagnosticSummary, sources: [SourceFile]) {
        self.diagnostics = diagnostics.sortedForReport()
        self.summary = summary
        self.sources = Dictionary(sources.map { (PathKey($0.path), $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The fingerprint of each diagnostic: its own, or where it has none (a report built by
    /// hand), one computed with the working directory as the project root.
    private static func fingerprints(of sorted: [Diagnostic]) -> [String] {
        guard sorted.contains(where: { $0.fingerprint == nil }) else { return sorted.map { $0.fingerprint ?? "" } }
        let computed = DiagnosticFingerprint(projectRoot: ".").fingerprints(ofSorted: sorted)
        return zip(sorted, computed).map { $0.fingerprint ?? $1 }
    }

    /// True when the command must fail (exit status 1).
    public var hasErrors: Bool { summary.errors > 0 }
}
