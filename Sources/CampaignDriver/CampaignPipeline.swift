import CampaignCompiler
import CampaignDiagnostics
import CampaignYAML

/// The stages of one run, in order. This is the one place where the driver ties the
/// compiler's stages together:
///
/// 1. per file, in parallel (`processFile`): parse YAML, decode each document into a
///    campaign and run the per-campaign rules;
/// 2. over all files, after gathering (`analyze`): the cross-campaign analyses (E401
///    duplicate ids, W402 ambiguous priorities).
///
/// Both steps are pure functions of their inputs and the settings, so the report never
/// depends on the order of work.
public struct CampaignPipeline: Sendable {
    public let settings: CompilationSettings
    private let compiler: CampaignCompiler

    public init(settings: CompilationSettings) {
        self.settings = settings
        self.compiler = CampaignCompiler(project: settings.project, now: settings.now)
    }

    /// The per-file stages for one input.
    public func processFile(_ source: SourceFile) -> FileOutcome {
        let yaml = YAMLParser.parse(source, limits: settings.limits)
        return FileOutcome(source: source, compiled: compiler.compile(yaml))
    }

    /// The stages that look at all inputs together.
    public func analyze(_ files: [FileOutcome]) -> [Diagnostic] {
        CampaignCompiler.analyze(files.map(\.compiled))
    }
}
