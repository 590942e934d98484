import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import CanonicalJSON

/// One project of an editor's workspace: the `Workspace` of the project, checked as
/// `campaignc validate` without a path checks it in the project root, with the editor's open
/// texts over the disk (`OverlayFileSystem`, SPEC §13.5), kept and updated incrementally
/// (SPEC §13.10):
///
/// - each input is kept as its outcome, never as its text;
/// - an update re-checks only the inputs whose text changed — an open text that is not the one
///   checked last, a closed file whose stamp changed since (looked at only when the update
///   walks), a file named by a file event — then assembles the report from every input's
///   summary;
/// - a change to the project file that changes its settings (`exclude`, `view_types`,
///   `severity`, …) re-checks the whole project; one that changes only its own diagnostics or
///   suppressions assembles the report again;
/// - the baseline (`--baseline`, else the project file's `baseline:`) is read again when the
///   file it names changes or the project file names another; the report is assembled again.
///
/// Paths are absolute: the project file is named by its absolute path, so the inputs found
/// below its folder are too. Not thread-safe: one caller at a time.
public final class ProjectWorkspace<Product: Sendable> {
    public let projectFile: String
    public let options: ServerOptions
    let keeper: FileKeeper<Product>
    /// The disk: walked for inputs, and where baselines are read.
    let disk: any SourceFileSystem
    /// The time of an analysis of the whole project, for W314 without `--now`.
    let currentTime: @Sendable () -> Int64

    /// The project's run, from the first update on.
    public private(set) var workspace: Workspace<Product>?
    /// The version of the project file's text read last.
    private(set) var projectVersion: TextVersion?
    /// The campaign files the last walk found on disk, in byte-wise order.
    private var walked: [String] = []
    /// The same paths as table keys, made with each walk.
    private var walkedKeys: Set<PathKey> = []
    /// What the last walk could not do (a root that cannot be listed).
    private var walkProblem: String?
    /// The baseline as last read, and what was wrong with it.
    private var baseline = WorkspaceBaseline()
    /// What the cross-file analyses keep from one update to the next.
    private var analysisMemo = AnalysisMemo()
    /// The fingerprints' digests of the last report, for the next.
    private let fingerprintMemo = DiagnosticFingerprint.Memo()

    /// What one update found.
    public struct Analysis: Sendable {
        /// The inputs, absolute, in report order.
        public var inputs: [String]
        /// The diagnostics `validate` reports (after policy, suppressions and the baseline), in report order.
        public var diagnostics: [Diagnostic]
        /// Each input's outcome, in the order of `inputs`.
        public var files: [FileOutcome<Product>]
        /// The project file's settings.
        public var settings: ProjectSettings
        /// The project file's text (from the disk or the editor).
        public var projectText: [UInt8]
        /// The project file decoded: its settings, diagnostics and text (what editor features read of it).
        public var project: LoadedProject
        /// What the user should be told: a baseline or a file that cannot be read.
        public var problems: [String]
        /// The baseline file the project uses, absolute (to watch); nil when none.
        public var baseline: String?
    }

    public init(
        projectFile: String, options: ServerOptions, keeper: FileKeeper<Product>, disk: any SourceFileSystem = DiskFileSystem(),
        currentTime: @escaping @Sendable () -> Int64
    ) {
        self.projectFile = projectFile
        self.options = options
        self.keeper = keeper
        self.disk = disk
        self.currentTime = currentTime
    }

    /// The project folder, absolute.
    public var root: String { ProjectLoader.folder(of: projectFile) }

    /// The context of the last update; nil before the first.
    public var context: CheckContext? { workspace?.context }

    /// Brings the analysis up to date with `openTexts` (absolute path → text) and what
    /// `refresh` says, re-checking only what changed.
    public func update(openTexts: [PathKey: [UInt8]], refresh: WorkspaceRefresh) async -> Analysis {
        let files = OverlayFileSystem(openTexts, over: disk)
        let reloaded = loadProject(files, refresh: refresh)
        guard var workspace else { preconditionFailure("loadProject makes the workspace") }
        workspace.files = files
        let whole = reloaded == .settings
        readBaseline(into: &workspace.context, looks: whole || refresh.walks, reread: refresh.reread)
        if whole || refresh.walks { walk(workspace.context) }

        let filter = inputFilter(workspace.context)
        var inputs = walked
        for key in openTexts.keys where !walkedKeys.contains(key) && WorkspaceProjects.wouldBeFound(key.path, filter: filter) {
            inputs.append(key.path)
        }
        inputs.sort(by: UTF8Order.precedes)

        var stale: [(input: InputFile, version: TextVersion, sizeHint: Int)] = []
        let rereads = { (path: String) in !refresh.reread.isEmpty && refresh.reread.contains(PathKey(path)) }
        for path in inputs {
            let kept = workspace.version(of: .file(path))
            let version: TextVersion
            if let text = files.text(path) {
                version = .held(text)
            } else if case .stamped? = kept, !whole, !refresh.walks, !rereads(path) {
                continue
            } else {
                version = disk.version(path)
            }
            if whole || rereads(path) || kept != version { stale.append((.file(path), version, 0)) }
        }
        // An input that cannot be read is a problem to show, and no input this time.
        let unreadable = (try? await workspace.update(inputs.map(InputFile.file), stale: stale, failures: .skip)) ?? []
        // A duplicate id shows in every open document that uses it (SPEC §19 item 7).
        workspace.context.duplicatesShownIn = Set(openTexts.keys)
        self.workspace = workspace
        let report = workspace.report(memo: &analysisMemo, fingerprints: fingerprintMemo).report
        let problems = [walkProblem, baseline.problem].compactMap { $0 } + unreadable
        return Analysis(
            inputs: workspace.inputs.map(\.displayPath), diagnostics: report.diagnostics, files: workspace.outcomes,
            settings: workspace.context.project.settings, projectText: workspace.context.project.source?.bytes ?? [],
            project: workspace.context.project, problems: problems, baseline: baseline.path
        )
    }

    /// The summaries of the inputs as last checked, in input order.
    public var inputSummaries: [FileSummary] {
        workspace?.summaries ?? []
    }

    // MARK: The project file

    private enum Reload {
        case none
        /// The project file's own diagnostics or suppressions may have changed.
        case diagnostics
        /// Its settings changed (its `baseline:` aside): the whole project is checked again.
        case settings
    }

    /// Reads the project file again when its open text or (on a walk) its stamp changed, and
    /// makes the context anew when its settings changed (the time of the analysis with it).
    private func loadProject(_ files: OverlayFileSystem, refresh: WorkspaceRefresh) -> Reload {
        let version: TextVersion
        if let text = files.text(projectFile) {
            version = .held(text)
        } else if workspace != nil, case .stamped? = projectVersion, !refresh.walks, !refresh.reread.contains(PathKey(projectFile)) {
            return .none
        } else {
            version = disk.version(projectFile)
        }
        if workspace != nil, version == projectVersion, !refresh.reread.contains(PathKey(projectFile)) { return .none }
        projectVersion = version
        let bytes = (try? files.read(projectFile, limit: YAMLLimits.standard.maxFileBytes + 1).get()) ?? []
        var project = LoadedProject(SourceFile(path: projectFile, bytes: bytes), root: root)
        project.settings.contentBlocks = ProjectLoader.contentBlocks(in: project.settings.contentBlocksFolder, files: files, workingDirectory: nil)
        if var workspace, Self.checksAlike(workspace.context.project.settings, project.settings) {
            workspace.context.project = project
            workspace.context.settings.project = project.settings
            self.workspace = workspace
            return .diagnostics
        }
        var settings = CompilationSettings(now: options.now ?? currentTime(), project: project.settings, workingDirectory: root)
        settings.keeps = ReportNeeds(units: false, fingerprintPlaces: true)
        let policy = SeverityPolicy(overrides: project.settings.severity, warningsAsErrors: options.warningsAsErrors)
        let context = CheckContext(
            project: project, settings: settings, policy: policy, baseline: workspace?.context.baseline,
            files: AssetFiles(disk, currentDirectory: root))
        if workspace == nil {
            workspace = Workspace(context: context, keeper: keeper, files: files, jobs: options.jobs)
        } else {
            workspace?.context = context
        }
        return .settings
    }

    /// Whether two settings of the project file check every input alike: they differ at
    /// most in `baseline:`, which only the report assembly uses.
    private static func checksAlike(_ old: ProjectSettings, _ new: ProjectSettings) -> Bool {
        var old = old
        old.baseline = new.baseline
        return old == new
    }

    /// Reads the baseline again when the project names another file, or (when the update
    /// `looks` at the disk, or a file event named it) when its stamp changed; a missing or
    /// malformed one leaves the diagnostics as without a baseline, and says why (SPEC §13.5).
    private func readBaseline(into context: inout CheckContext, looks: Bool, reread: Set<PathKey>) {
        let path = WorkspaceBaseline.path(options: options, settings: context.project.settings, projectFile: projectFile)
        guard !PathKey.same(path, baseline.path) || looks || reread.contains(PathKey(path ?? "")) else { return }
        let force = path.map { reread.contains(PathKey($0)) } ?? false
        baseline.update(path: path, explicit: options.baseline != nil, projectFile: projectFile, force: force, in: disk)
        context.baseline = baseline.baseline
    }

    // MARK: The inputs

    private func inputFilter(_ context: CheckContext) -> InputFilter {
        InputFilter(
            patterns: context.project.excludePatterns + options.exclude, root: root, workingDirectory: "/",
            forceExclude: false)
    }

    /// Walks the root as a path-less `validate` does (SPEC §1).
    private func walk(_ context: CheckContext) {
        do {
            walked = try InputDiscovery.discover([root], filter: inputFilter(context), in: disk).found.map(\.input.displayPath)
            walkProblem = nil
        } catch {
            walked = []
            walkProblem = "campaignc: \(error.reason)"
        }
        walkedKeys = Set(walked.map { PathKey($0) })
    }
}

/// What an update of a `ProjectWorkspace` is to look at besides the open texts.
public struct WorkspaceRefresh: Hashable, Sendable {
    /// Walk the root again and read again the closed inputs whose stamp changed (at the
    /// start, on `didSave`, `didClose` and file events).
    public var walks: Bool
    /// Files to read again whatever their stamp (named by file events).
    public var reread: Set<PathKey>

    public init(walks: Bool, reread: Set<PathKey> = []) {
        self.walks = walks
        self.reread = reread
    }

    /// Only the open texts changed.
    public static let openTexts = WorkspaceRefresh(walks: false)
}
