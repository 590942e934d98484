import CampaignDiagnostics
import CampaignYAML

/// The stages of one run, in order. This is the one place where the driver ties the
/// compiler's stages together:
///
/// 1. per file, in parallel (`processFile`): parse YAML — and, once CampaignCompiler lands,
///    decode each document into a campaign and run the per-campaign rules;
/// 2. over all files, after gathering (`analyze`): the cross-campaign analyses (E401
///    duplicate ids, W402 ambiguous priorities) once CampaignCompiler lands.
///
/// Both steps are pure functions of their inputs and the settings, so the report never
/// depends on the order of work.
public struct CampaignPipeline: Sendable {
    public let settings: CompilationSettings

    public init(settings: CompilationSettings) {
        self.settings = settings
    }

    /// The per-file stages for one input.
    public func processFile(_ source: SourceFile) -> FileOutcome {
        let yaml = YAMLParser.parse(source, limits: settings.limits)
        // INTEGRATION (CampaignCompiler): decode `yaml.documents` into campaigns with
        // `settings` (now, project file) and append the decoder's and rules' diagnostics;
        // keep the decoded campaigns in FileOutcome for `analyze` and for `compile`.
        return FileOutcome(source: source, documentCount: yaml.documentCount, diagnostics: yaml.diagnostics)
    }

    /// The stages that look at all inputs together; `files` are in report order.
    public func analyze(_ files: [FileOutcome]) -> [Diagnostic] {
        // INTEGRATION (CampaignCompiler): cross-campaign analyses over the decoded campaigns
        // of all files (E401, W402).
        []
    }
}
