import CampaignCompiler
import CampaignDiagnostics
import CampaignPayload
import CampaignYAML
import CanonicalJSON

/// The stages of one run, in order. This is the one place where the driver ties the
/// compiler's stages together:
///
/// 1. per file, in parallel (`processFile`): parse YAML, decode each document into a
///    campaign and run the per-campaign rules; for `compile`, also write each campaign's
///    trigger object. What is kept of the file is a small `FileOutcome`;
/// 2. over all files, after gathering (`analyze`): the cross-campaign analyses (E401
///    duplicate ids, W402 ambiguous priorities).
///
/// Both steps are pure functions of their inputs and the settings, so the report never
/// depends on the order of work.
public struct CampaignPipeline: Sendable {
    public let settings: CompilationSettings
    /// How `compile` writes trigger objects; nil for `validate`, which writes none.
    public let payloadEncoding: PayloadEncoding?
    /// For `preview`: keep every document's range and model in the file's outcome.
    public let keepsDocuments: Bool
    /// For `test`: keep each file's scenarios, campaign source ranges and text.
    public let collectsSimulationInputs: Bool
    private let compiler: CampaignCompiler
    /// The regular-expression verdicts of the whole run, behind each worker's own cache.
    private let regexVerdicts = RegexVerdicts.Shared()

    /// `ignoresScenarios`: `compile` skips scenario documents (SPEC §9.4).
    public init(
        settings: CompilationSettings, payloadEncoding: PayloadEncoding? = nil, keepsDocuments: Bool = false,
        collectsSimulationInputs: Bool = false, ignoresScenarios: Bool = false
    ) {
        self.settings = settings
        self.payloadEncoding = payloadEncoding
        self.keepsDocuments = keepsDocuments
        self.collectsSimulationInputs = collectsSimulationInputs
        var compiler = CampaignCompiler(
            project: settings.project, now: settings.now, files: LocalFileSystem(currentDirectory: settings.workingDirectory)
        )
        compiler.ignoresScenarios = ignoresScenarios
        compiler.recordsAnchorPlaces = settings.keeps.fingerprintPlaces
        compiler.keepsLocalImages = keepsDocuments
        self.compiler = compiler
    }

    /// The per-file stages for one input.
    public func processFile(_ source: SourceFile) -> FileOutcome {
        processFile(source, regexes: RegexVerdicts())
    }

    /// `processFile` for one worker: the returned function processes files one after the
    /// other, reusing what it learned from earlier ones (compiled regular expressions). Make
    /// one per worker; never call one from two threads.
    public func fileProcessor() -> (SourceFile) -> FileOutcome {
        let regexes = RegexVerdicts(sharing: regexVerdicts)
        return { source in processFile(source, regexes: regexes) }
    }

    private func processFile(_ source: SourceFile, regexes: RegexVerdicts) -> FileOutcome {
        let yaml = YAMLParser.parse(source, limits: settings.limits)
        let compiled = compiler.compile(yaml, regexes: regexes)
        let payload = payloadEncoding.map { encoding in
            PayloadBuilder.encode(compiled.campaigns, layout: encoding.layout, style: encoding.style)
        }
        let documents = keepsDocuments ? PreviewInputs(compiled) : nil
        let simulation = collectsSimulationInputs ? SimulationInputs(source: source, compiled: compiled) : nil
        return FileOutcome(
            source: source, compiled: compiled, payload: payload, documents: documents, simulation: simulation, keeps: settings.keeps
        )
    }

    /// The stages that look at all inputs together.
    public func analyze(_ files: [FileOutcome]) -> [Diagnostic] {
        CampaignCompiler.analyze(files.map(\.facts))
    }
}
