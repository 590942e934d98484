import CampaignDiagnostics
import CampaignModel

/// A run whose options were checked and whose inputs were found: every usage problem is found
/// here, before any campaign is read (the project file is read first: its `exclude:` shapes
/// the inputs). What a command's workspace starts from (`Workspace.init(_:keeper:)`).
public struct RunSetup: Sendable {
    /// How each file is checked and the report put together.
    public var context: CheckContext
    /// The inputs, in report order.
    public let inputs: [InputFile]
    /// The size of each input when it was found (0 when unknown), in the same order.
    let sizeHints: [Int]
    /// How standard input is shown: `<stdin>` or `--stdin-filename`.
    public let standardInputName: String
    public let jobs: Int
    /// Where the inputs are read, and standard input.
    public var environment: RunEnvironment

    public var settings: CompilationSettings { context.settings }

    /// Checks `options` and finds the inputs. `outputs` and `otherReads` are the command's own
    /// output files and files it reads besides the inputs (an output may be none of them).
    public init(
        _ options: RunOptions, environment: RunEnvironment, outputs: [NamedPath] = [], otherReads: [NamedPath] = []
    ) throws(RunError) {
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
        let selection = try InputSelection.select(options, environment: environment, outputs: outputs, otherReads: otherReads)
        let project = selection.project
        let baseline = try BaselineFile.resolve(
            explicit: options.baselinePath, noBaseline: options.noBaseline, writes: options.writeBaselinePath != nil, project: project,
            in: environment.files)
        var settings = CompilationSettings(now: now, project: project.settings, workingDirectory: environment.workingDirectory)
        settings.keeps = options.needs
        settings.keeps.fingerprintPlaces = settings.keeps.fingerprintPlaces || baseline != nil
        context = CheckContext(
            project: project, settings: settings,
            policy: SeverityPolicy(overrides: project.settings.severity, warningsAsErrors: options.warningsAsErrors), baseline: baseline,
            files: AssetFiles(environment.files, currentDirectory: environment.workingDirectory)
        )
        context.recordsBaseline = options.writeBaselinePath != nil
        context.wholeProject = options.paths.isEmpty
        context.contextInputs = Set(
            selection.context.compactMap { entry in
                if case .file(let path) = entry.input { return path }
                return nil
            })
        inputs = (selection.found + selection.context).map(\.input)
        sizeHints = (selection.found + selection.context).map(\.size)
        standardInputName = selection.standardInputName
        jobs = options.jobs ?? max(1, environment.processorCount)
        self.environment = environment
    }
}
