import CampaignDiagnostics
import CampaignModel

/// The one run every command consumes (validate, compile, test, preview): the options checked
/// and the inputs found (`prepare`), then every input read and put through the per-file stages
/// in parallel, the analyses over all of them, and one sorted report (`check`). A command adds
/// what is its own on top: a payload, scenarios run, a gallery written.
enum DriverRun {
    /// A run whose options were checked and whose inputs were found.
    struct Prepared: Sendable {
        let inputs: [InputFile]
        /// The size of each input when it was found (0 when unknown), in the same order.
        let sizeHints: [Int]
        /// How standard input is shown: `<stdin>` or `--stdin-filename`.
        let standardInputName: String
        var settings: CompilationSettings
        /// The project file's own diagnostics and source, reported with the inputs'.
        let project: LoadedProject
        let policy: SeverityPolicy
        let jobs: Int
        /// `--baseline`, read and checked.
        var baseline: Baseline?
        /// True with `--write-baseline`.
        var recordsBaseline = false
    }

    /// Checks the options and finds the inputs: every usage problem is found here, before
    /// any campaign is read (the project file is read first: its `exclude:` shapes the inputs).
    static func prepare(_ options: ValidateOptions, environment: DriverEnvironment) throws(DriverError) -> Prepared {
        let now: Int64
        if let text = options.now {
            guard let parsed = RFC3339Text.unixSecondsRoundingUp(text) else {
                throw .usage("invalid --now '\(text)': expected an RFC 3339 time with an offset, such as 2026-03-01T09:00:00Z")
            }
            now = parsed
        } else {
            now = environment.currentTime
        }
        if let jobs = options.jobs, jobs < 1 { throw .usage("jobs must be at least 1, not \(jobs)") }
        let selection = try InputSelection.select(options, environment: environment)
        let found = selection.found
        let project = selection.project
        let baseline = try options.baselinePath.map(BaselineFile.read)
        var run = Prepared(
            inputs: found.map(\.input),
            sizeHints: found.map(\.size),
            standardInputName: selection.standardInputName,
            settings: {
                var settings = CompilationSettings(now: now, project: project.settings, workingDirectory: environment.workingDirectory)
                settings.keeps = ReportNeeds(for: options)
                return settings
            }(),
            project: project,
            policy: SeverityPolicy(overrides: project.settings.severity, warningsAsErrors: options.warningsAsErrors),
            jobs: options.jobs ?? max(1, environment.processorCount)
        )
        run.baseline = baseline
        run.recordsBaseline = options.writeBaselinePath != nil
        return run
    }

    /// The report of a run, with what the per-file stages learned (compile builds its
    /// payload from the files' trigger objects).
    struct Checked: Sendable {
        let report: DiagnosticReport
        let files: [FileOutcome]
        /// With `--write-baseline`: the baseline to write and how many diagnostics it left out.
        var recorded: (baseline: Baseline, leftOut: Int)?
    }

    /// Reads and checks every input (in parallel), then runs the analyses over all of them.
    /// With `payloadEncoding` (compile), each file's trigger objects are written too; with
    /// `keepsDocuments` (preview), each file's documents and models are kept.
    static func check(
        _ run: Prepared, environment: DriverEnvironment, payloadEncoding: PayloadEncoding? = nil, keepsDocuments: Bool = false,
        collectsSimulationInputs: Bool = false, ignoresScenarios: Bool = false
    ) async throws(DriverError) -> Checked {
        let pipeline = CampaignPipeline(
            settings: run.settings, payloadEncoding: payloadEncoding, keepsDocuments: keepsDocuments,
            collectsSimulationInputs: collectsSimulationInputs, ignoresScenarios: ignoresScenarios
        )
        let readLimit = run.settings.limits.maxFileBytes + 1
        let readStandardInput = environment.readStandardInput
        // A file that cannot be read stops the command: the first one in input order.
        var failure: DriverError?
        let files = await ParallelWork.map(
            Array(run.inputs.indices), jobs: run.jobs,
            worker: {
                let process = pipeline.fileProcessor()
                return { index -> Result<FileOutcome, DriverError> in
                    InputLoader.load(
                        run.inputs[index], limit: readLimit, sizeHint: run.sizeHints[index],
                        standardInputName: run.standardInputName, readStandardInput: readStandardInput
                    )
                    .map(process)
                }
            },
            gather: { outcome -> FileOutcome? in
                switch outcome {
                case .success(let file):
                    return file
                case .failure(let error):
                    if failure == nil { failure = error }
                    return nil
                }
            })
        if let failure { throw failure }
        let assembly = ReportAssembly(
            policy: run.policy, projectRoot: run.settings.project.root, baseline: run.baseline, recordsBaseline: run.recordsBaseline
        )
        let assembled = assembly.assemble(
            project: run.project, files: files, analysis: pipeline.analyze(files),
            sources: [run.project.source].compactMap { $0 } + files.map(\.excerpt)
        )
        return Checked(report: assembled.report, files: files, recorded: assembled.recorded)
    }

    /// The sources a renderer may quote: the files that diagnostics or their notes point into.
    static func referencedSources(of diagnostics: [Diagnostic], in sources: [SourceFile]) -> [SourceFile] {
        guard !diagnostics.isEmpty else { return [] }
        var paths = Set<String>()
        for diagnostic in diagnostics {
            paths.insert(diagnostic.location.file)
            for note in diagnostic.notes {
                if let location = note.location { paths.insert(location.file) }
            }
        }
        return sources.filter { paths.contains($0.path) }
    }
}
