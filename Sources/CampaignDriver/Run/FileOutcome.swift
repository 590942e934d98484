import CampaignCompiler
import CampaignDiagnostics
import CampaignPayload

/// What the per-file stages learned about one input, kept until the end of the run: only
/// what the report, the cross-file analyses and the payload need. The file's bytes, its
/// node tree and its campaigns are dropped as soon as the file is done, so a run keeps
/// about a kilobyte per valid file (plus its payload for `compile`), not the file and its model.
public struct FileOutcome: Sendable {
    /// The path shown for the file (`<stdin>` for standard input).
    public var path: String { facts.path }
    /// The number of documents (campaigns) in the file's stream.
    public let documentCount: Int
    /// The diagnostics of the per-file stages, in report order.
    public let diagnostics: [Diagnostic]
    /// What the cross-file analyses need of the file.
    public let facts: AnalysisFacts
    /// The lines of the file that its diagnostics and the cross-file analyses may point at,
    /// for the snippets of the report (see `SourceFile.excerpt(lines:)`).
    public var excerpt: SourceFile { SourceFile(path: facts.path, bytes: excerptBytes) }
    private let excerptBytes: [UInt8]
    /// For `compile`: the trigger objects of the file's campaigns, already written, and their
    /// local images; nil for `validate`.
    public let payload: EncodedCampaigns?
    /// The file's campaign documents (for JUnit), inline suppressions, and the unit and node
    /// path at each place the cross-file analyses may point at (by byte offset).
    public var units: [ReportUnit] = []
    public var suppressions: [SuppressionComment] = []
    public var anchorPlaces: [Int: AnchorPlace] = [:]
    /// For `preview`: every document with its range and its model, if any; nil otherwise.
    public let documents: PreviewInputs?
    /// For `test`: the file's scenarios, campaign sources and text; nil otherwise.
    public let simulation: SimulationInputs?

    /// The outcome of the file `facts.path`; `excerpt` holds the lines kept of it.
    public init(
        documentCount: Int, diagnostics: [Diagnostic], facts: AnalysisFacts, excerpt: [UInt8], payload: EncodedCampaigns?,
        documents: PreviewInputs? = nil,
        simulation: SimulationInputs? = nil
    ) {
        self.documentCount = documentCount
        self.diagnostics = diagnostics
        self.facts = facts
        self.excerptBytes = excerpt
        self.payload = payload
        self.documents = documents
        self.simulation = simulation
    }

    /// The outcome of `source` compiled as `compiled`, with the payload part, the kept
    /// documents (preview) and the simulation inputs (test), if any.
    init(
        source: SourceFile, compiled: CompiledFile, payload: EncodedCampaigns?, documents: PreviewInputs? = nil,
        simulation: SimulationInputs? = nil, keeps: ReportNeeds = .everything
    ) {
        let facts = compiled.analysisFacts
        var lines: [Int] = facts.anchorRanges.map(\.start.line)
        // W010 points at unused suppression comments, found only after the whole run.
        lines += compiled.suppressions.map(\.location.range.start.line)
        for diagnostic in compiled.diagnostics {
            if diagnostic.location.file == source.path { lines.append(diagnostic.location.range.start.line) }
            for note in diagnostic.notes {
                if let location = note.location, location.file == source.path { lines.append(location.range.start.line) }
            }
        }
        self.init(
            documentCount: compiled.documentCount, diagnostics: compiled.diagnostics,
            facts: facts, excerpt: source.excerpt(lines: lines).bytes, payload: payload, documents: documents, simulation: simulation
        )
        self.units = keeps.units ? compiled.units : []
        self.suppressions = compiled.suppressions
        self.anchorPlaces = compiled.anchorPlaces
    }
}
