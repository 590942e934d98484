import CampaignDiagnostics
import CampaignModel

/// The one run every command consumes (validate, compile, test, preview): the options checked
/// and the inputs found (`prepare`), then every input read and put through the per-file stages
/// in parallel, keeping each file's summary and the command's product (`FileKeeper`), the
/// analyses over all of them, and one sorted report (`check`). A command adds what is its own
/// on top: a payload written, scenarios run, a gallery drawn.
enum DriverRun {
    /// A run whose options were checked and whose inputs were found.
    struct Prepared: Sendable {
        /// How each file is checked and the report put together.
        var context: CheckContext
        let inputs: [InputFile]
        /// The size of each input when it was found (0 when unknown), in the same order.
        let sizeHints: [Int]
        /// How standard input is shown: `<stdin>` or `--stdin-filename`.
        let standardInputName: String
        let jobs: Int
        /// Texts read instead of the disk's, by the path a file is opened by (`validate --fix`
        /// checks the texts it fixed before writing them).
        var overlay: [String: [UInt8]] = [:]

        var settings: CompilationSettings { context.settings }
    }

    /// Checks the options and finds the inputs: every usage problem is found here, before
    /// any campaign is read (the project file is read first: its `exclude:` shapes the inputs).
    /// `outputs` and `otherReads` are the command's own output files and files it reads.
    static func prepare(
        _ options: ValidateOptions, environment: DriverEnvironment, outputs: [NamedPath] = [], otherReads: [NamedPath] = [],
        overlay: [String: [UInt8]] = [:]
    ) throws(DriverError) -> Prepared {
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
        let selection = try InputSelection.select(options, environment: environment, outputs: outputs, otherReads: otherReads, overlay: overlay)
        let found = selection.found
        let project = selection.project
        let baseline = try BaselineFile.resolve(options, project: project)
        var settings = CompilationSettings(now: now, project: project.settings, workingDirectory: environment.workingDirectory)
        settings.keeps = ReportNeeds(for: options)
        settings.keeps.fingerprintPlaces = settings.keeps.fingerprintPlaces || baseline != nil
        var context = CheckContext(
            project: project, settings: settings,
            policy: SeverityPolicy(overrides: project.settings.severity, warningsAsErrors: options.warningsAsErrors), baseline: baseline
        )
        context.recordsBaseline = options.writeBaselinePath != nil
        return Prepared(
            context: context, inputs: found.map(\.input), sizeHints: found.map(\.size), standardInputName: selection.standardInputName,
            jobs: options.jobs ?? max(1, environment.processorCount), overlay: overlay
        )
    }

    /// The report of a run, with every file's outcome (summary and product) and the
    /// analyses' diagnostics (a command that adds late diagnostics assembles again with them).
    struct Checked<Product: Sendable>: Sendable {
        let report: DiagnosticReport
        let files: [FileOutcome<Product>]
        let analysis: [Diagnostic]
        /// With `--write-baseline`: the baseline to write and how many diagnostics it left out.
        var recorded: (baseline: Baseline, leftOut: Int)?

        var summaries: [FileSummary] { files.map(\.summary) }
        var products: [Product] { files.map(\.product) }
    }

    /// Reads and checks every input (in parallel), keeping `keeper`'s product of each, then
    /// runs the analyses over all of them and assembles the report. With `payloadCampaigns`
    /// (`test --payload`), scenarios name the campaigns of that payload.
    static func check<Product>(
        _ run: Prepared, environment: DriverEnvironment, keeper: FileKeeper<Product>, payloadCampaigns: [String]? = nil
    ) async throws(DriverError) -> Checked<Product> {
        let pipeline = CampaignPipeline(context: run.context, keeper: keeper)
        let readLimit = run.settings.limits.maxFileBytes + 1
        let readStandardInput = environment.readStandardInput
        // A file that cannot be read stops the command: the first one in input order.
        var failure: DriverError?
        let files = await ParallelWork.map(
            Array(run.inputs.indices), jobs: run.jobs,
            worker: {
                let process = pipeline.fileProcessor()
                return { index -> Result<FileOutcome<Product>, DriverError> in
                    if case .file(let path) = run.inputs[index], let text = run.overlay[path] {
                        return .success(process(SourceFile(path: path, bytes: text)))
                    }
                    return InputLoader.load(
                        run.inputs[index], limit: readLimit, sizeHint: run.sizeHints[index],
                        standardInputName: run.standardInputName, readStandardInput: readStandardInput
                    )
                    .map(process)
                }
            },
            gather: { outcome -> FileOutcome<Product>? in
                switch outcome {
                case .success(let file):
                    return file
                case .failure(let error):
                    if failure == nil { failure = error }
                    return nil
                }
            })
        if let failure { throw failure }
        let summaries = files.map(\.summary)
        let analysis = run.context.analyze(summaries, payloadCampaigns: payloadCampaigns)
        let assembled = run.context.report(summaries, analysis: analysis)
        return Checked(report: assembled.report, files: files, analysis: analysis, recorded: assembled.recorded)
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
