import CampaignCompiler
import CampaignDiagnostics

/// How the files of one project are checked and how their report is put together: the
/// project file, the settings, the severity policy, the baseline, and the file system local
/// images are read from. Every command builds one from its options (`DriverRun.prepare`); an
/// editor server builds one per project, keeps it while files change, and uses the two steps
/// below on its own schedule:
///
/// ```swift
/// let context = CheckContext(project: LoadedProject(projectText, root: root), settings: settings)
/// summaries[path] = context.checkFile(openText, keeper: .nothing).summary   // the changed file only
/// let report = context.report(summaries.values.sorted { $0.path < $1.path }).report
/// ```
///
/// `checkFile` is the per-file stage (parse, decode, rules) of one file; `report` runs the
/// cross-file analyses over the files' summaries and assembles the report (policy,
/// suppressions, fingerprints, baseline), so a change re-checks one file and keeps the others'
/// summaries (SPEC §13.10).
public struct CheckContext: Sendable {
    public var settings: CompilationSettings
    /// The project file, decoded (its own diagnostics are part of every report).
    public var project: LoadedProject
    public var policy: SeverityPolicy
    /// `--baseline`, already read.
    public var baseline: Baseline?
    /// True with `--write-baseline`: `report` records the baseline to write.
    public var recordsBaseline = false
    /// Where local images are read (SPEC §2.6): the disk, or an editor's open texts over it.
    public var files: any AssetFileSystem
    /// The files (as their diagnostics name them) where a duplicate id is shown at every use,
    /// not only the last: an editor's open documents (SPEC §19 item 7).
    public var duplicatesShownIn: Set<PathKey> = []
    /// True when the inputs are the whole project (a run given no paths): only then is a
    /// translation of a campaign that no input defines reported (W903, SPEC §16.3).
    public var wholeProject = false
    /// Inputs read only for what the cross-file checks need of them (the project's translation
    /// files in a run given some campaign files, SPEC §16.3): their own diagnostics are not
    /// reported and they do not count in the summary.
    public var contextInputs: Set<String> = []

    /// The context of `project` with `settings`; by default the policy of the project file
    /// (without `--warnings-as-errors`), no baseline, and the disk seen from the settings'
    /// working directory.
    public init(
        project: LoadedProject, settings: CompilationSettings, policy: SeverityPolicy? = nil, baseline: Baseline? = nil,
        files: (any AssetFileSystem)? = nil
    ) {
        self.project = project
        var settings = settings
        settings.project = project.settings
        self.settings = settings
        self.policy = policy ?? SeverityPolicy(overrides: project.settings.severity, warningsAsErrors: false)
        self.baseline = baseline
        self.files = files ?? AssetFiles(DiskFileSystem(), currentDirectory: settings.workingDirectory)
    }

    /// The per-file stage of one input, and `keeper`'s product of it.
    public func checkFile<Product>(_ source: SourceFile, keeper: FileKeeper<Product>) -> FileOutcome<Product> {
        CampaignPipeline(context: self, keeper: keeper).processFile(source)
    }

    /// The cross-file analyses (E401, W402, E601, E603, E605) over every file's summary. With
    /// `payloadCampaigns` (`test --payload`), a scenario may name the campaigns of that payload
    /// instead of those of the inputs (E601 "no campaign … in the payload").
    public func analyze(_ files: [FileSummary], payloadCampaigns: [String]? = nil) -> [Diagnostic] {
        CampaignCompiler.analyze(files.map(\.facts), payloadCampaigns: payloadCampaigns, duplicatesShownIn: duplicatesShownIn, wholeProject: wholeProject)
    }

    /// The same analyses, reusing what `memo` kept of the last ones over this project (see
    /// `AnalysisMemo`).
    public func analyze(_ files: [FileSummary], memo: inout AnalysisMemo) -> [Diagnostic] {
        CampaignCompiler.analyze(files.map(\.facts), duplicatesShownIn: duplicatesShownIn, wholeProject: wholeProject, memo: &memo)
    }

    /// The assembly of the report of `files` (in input order), with the analyses' diagnostics
    /// (`analyze`, worked out here when not given) as its first batch after the files' own.
    public func assembly(
        _ files: consuming [FileSummary], analysis: [Diagnostic]? = nil, fingerprintMemo: DiagnosticFingerprint.Memo? = nil
    ) -> ReportAssembly {
        let analysis = analysis ?? analyze(files)
        return ReportAssembly(context: self, files: files, analysis: analysis, fingerprintMemo: fingerprintMemo)
    }

    /// The report of `files` (in input order): the analyses' diagnostics and `late` ones —
    /// found after the checks, such as a scenario run's — go through the same policy,
    /// suppressions, fingerprints and baseline as the per-file ones. `sources` are whole texts
    /// that diagnostics may quote beyond the files' excerpts.
    public func report(
        _ files: [FileSummary], analysis: [Diagnostic]? = nil, late: [Diagnostic] = [], sources: [SourceFile] = []
    ) -> ReportAssembly.Assembled {
        var assembly = assembly(files, analysis: analysis)
        if !late.isEmpty { assembly.add(late: late) }
        return assembly.finish(sources: sources)
    }
}
