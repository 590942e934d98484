import CampaignCompiler
import CampaignDiagnostics
import CampaignYAML

/// The per-file stages of one run, for one kind of product: parse YAML, decode each document
/// into a campaign (or scenario) and run the per-campaign rules, then keep the file's summary
/// and the command's product (`FileKeeper`). A pure function of the file and the settings, so
/// the report never depends on the order of work; the cross-file analyses and the report come
/// after, over the summaries (`CheckContext.report`).
struct CampaignPipeline<Product: Sendable>: Sendable {
    let settings: CompilationSettings
    let keeper: FileKeeper<Product>
    /// The run's severity policy: the codes it turns off are dropped in the worker.
    private let policy: SeverityPolicy
    private let compiler: CampaignCompiler
    /// The regular-expression verdicts of the whole run, behind each worker's own cache.
    private let regexVerdicts = RegexVerdicts.Shared()

    /// What each compile is asked for: the keeper's needs and the report's.
    private let needs: CompilationNeeds

    init(context: CheckContext, keeper: FileKeeper<Product>) {
        self.settings = context.settings
        self.keeper = keeper
        policy = context.policy
        compiler = CampaignCompiler(project: settings.project, now: settings.now, files: context.files)
        var needs = keeper.needs
        needs.anchorPlaces = needs.anchorPlaces || settings.keeps.fingerprintPlaces
        self.needs = needs
    }

    /// The per-file stages for one input.
    func processFile(_ source: SourceFile) -> FileOutcome<Product> {
        processFile(source, regexes: RegexVerdicts(), previous: nil)
    }

    /// `processFile` for one worker: the returned function processes files one after the
    /// other, reusing what it learned from earlier ones (compiled regular expressions) and what
    /// the last check of the same input kept (its `unitMemo`). Make one per worker; never call
    /// one from two threads.
    func fileProcessor() -> (SourceFile, TranslationUnitMemo?) -> FileOutcome<Product> {
        let regexes = RegexVerdicts(sharing: regexVerdicts)
        return { source, previous in processFile(source, regexes: regexes, previous: previous) }
    }

    private func processFile(_ source: SourceFile, regexes: RegexVerdicts, previous: TranslationUnitMemo?) -> FileOutcome<Product> {
        let yaml = YAMLParser.parse(source, limits: settings.limits)
        let compiled = compiler.compile(yaml, needs: needs, regexes: regexes, previous: previous)
        return FileOutcome(
            summary: FileSummary(source: source, compiled: compiled, keeps: settings.keeps, policy: policy), product: keeper.keep(source, yaml, compiled),
            unitMemo: compiled.unitMemo)
    }
}
