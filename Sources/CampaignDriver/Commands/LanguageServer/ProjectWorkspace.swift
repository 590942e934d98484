import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import CanonicalJSON

/// One project of an editor's workspace, checked as `campaignc validate` without a path checks
/// it in the project root, with the editor's open texts in place of the disk (SPEC §13.5), and
/// kept up to date incrementally (SPEC §13.10) on `CheckContext`:
///
/// - each input is kept as its `FileOutcome` (the summary the report and the cross-file
///   analyses need, and the server's product), never as its text;
/// - an update re-checks only the inputs whose text changed — an open text that is not the one
///   checked last, a closed file whose stamp changed since (looked at only when the update
///   walks), a file named by a file event — then runs the cross-file analyses and assembles
///   the report from every input's summary;
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
    /// The time of an analysis of the whole project, for W314 without `--now`.
    let currentTime: @Sendable () -> Int64

    /// The context of the last update; nil before the first.
    public private(set) var context: CheckContext?
    /// Where the project file's text came from last time.
    private(set) var projectOrigin: TextOrigin?
    /// The campaign files the last walk found on disk, in byte-wise order.
    private var walked: [String] = []
    /// What the last walk could not do (a root that cannot be listed).
    private var walkProblem: String?
    /// Each input's outcome and where its text came from.
    private(set) var entries: [String: Entry] = [:]
    /// The baseline as last read, and what was wrong with it.
    private var baseline = WorkspaceBaseline()

    /// Where a text came from: the disk (with the file's stamp), or an open document (its
    /// bytes, which share the editor's buffer: comparing them is free when nothing changed).
    enum TextOrigin: Equatable {
        case disk(FileStamp?)
        case open([UInt8])
    }

    struct Entry {
        var outcome: FileOutcome<Product>
        var origin: TextOrigin
    }

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
        /// What the user should be told: a baseline or a file that cannot be read.
        public var problems: [String]
        /// The baseline file the project uses, absolute (to watch); nil when none.
        public var baseline: String?
    }

    public init(projectFile: String, options: ServerOptions, keeper: FileKeeper<Product>, currentTime: @escaping @Sendable () -> Int64) {
        self.projectFile = projectFile
        self.options = options
        self.keeper = keeper
        self.currentTime = currentTime
    }

    /// The project folder, absolute.
    public var root: String { ProjectLoader.folder(of: projectFile) }

    /// Brings the analysis up to date with `openTexts` (absolute path → text) and what
    /// `refresh` says, re-checking only what changed.
    public func update(openTexts: [String: [UInt8]], refresh: WorkspaceRefresh) async -> Analysis {
        let reloaded = loadProject(openTexts: openTexts, refresh: refresh)
        guard var context else { preconditionFailure("loadProject sets the context") }
        let whole = reloaded == .settings
        readBaseline(into: &context, looks: whole || refresh.walks, reread: refresh.reread)
        self.context = context
        if whole || refresh.walks { walk(context) }

        let filter = inputFilter(context)
        var inputs = walked
        let onDisk = Set(walked)
        for path in openTexts.keys where !onDisk.contains(path) && WorkspaceProjects.wouldBeFound(path, filter: filter) {
            inputs.append(path)
        }
        inputs.sort(by: UTF8Order.precedes)

        var stale: [(path: String, origin: TextOrigin)] = []
        for path in inputs {
            let origin: TextOrigin
            if let text = openTexts[path] {
                origin = .open(text)
            } else if let entry = entries[path], case .disk = entry.origin, !whole, !refresh.walks, !refresh.reread.contains(path) {
                continue
            } else {
                origin = .disk(FileStamp.of(path))
            }
            if whole || refresh.reread.contains(path) || entries[path]?.origin != origin { stale.append((path, origin)) }
        }
        var problems: [String] = []
        let checked = await check(stale, openTexts: openTexts, context: context)
        for (path, result) in zip(stale.map(\.path), checked) {
            switch result {
            case .success(let entry): entries[path] = entry
            case .failure(let problem):
                entries[path] = nil
                problems.append(problem.text)
            }
        }
        let kept = inputs.filter { entries[$0] != nil }
        let current = Set(kept)
        entries = entries.filter { current.contains($0.key) }

        let files = kept.compactMap { entries[$0]?.outcome }
        let summaries = files.map(\.summary)
        let report = context.report(summaries, analysis: context.analyze(summaries)).report
        problems = [walkProblem, baseline.problem].compactMap { $0 } + problems
        return Analysis(
            inputs: kept, diagnostics: report.diagnostics, files: files, settings: context.project.settings,
            projectText: context.project.source?.bytes ?? [], problems: problems, baseline: baseline.path
        )
    }

    /// The summaries of the inputs as last checked, in input order.
    public var inputSummaries: [FileSummary] {
        entries.keys.sorted(by: UTF8Order.precedes).compactMap { entries[$0]?.outcome.summary }
    }

    /// The text of an input or of the project file as last checked: its open text, else the disk's now.
    func currentText(of path: String) -> [UInt8]? {
        let origin = path == projectFile ? projectOrigin : entries[path]?.origin
        switch origin {
        case .open(let text)?: return text
        case .disk?: return try? FileReader.read(path, limit: YAMLLimits.standard.maxFileBytes + 1).get()
        case nil: return nil
        }
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
    private func loadProject(openTexts: [String: [UInt8]], refresh: WorkspaceRefresh) -> Reload {
        let origin: TextOrigin
        if let text = openTexts[projectFile] {
            origin = .open(text)
        } else if context != nil, case .disk? = projectOrigin, !refresh.walks, !refresh.reread.contains(projectFile) {
            return .none
        } else {
            origin = .disk(FileStamp.of(projectFile))
        }
        if context != nil, origin == projectOrigin, !refresh.reread.contains(projectFile) { return .none }
        projectOrigin = origin
        let bytes: [UInt8]
        switch origin {
        case .open(let text): bytes = text
        case .disk: bytes = (try? FileReader.read(projectFile, limit: YAMLLimits.standard.maxFileBytes + 1).get()) ?? []
        }
        let project = LoadedProject(SourceFile(path: projectFile, bytes: bytes), root: root)
        if var context, Self.checksAlike(context.project.settings, project.settings) {
            context.project = project
            context.settings.project = project.settings
            self.context = context
            return .diagnostics
        }
        var settings = CompilationSettings(now: options.now ?? currentTime(), project: project.settings, workingDirectory: root)
        settings.keeps = ReportNeeds(units: false, fingerprintPlaces: true)
        let policy = SeverityPolicy(overrides: project.settings.severity, warningsAsErrors: options.warningsAsErrors)
        context = CheckContext(project: project, settings: settings, policy: policy, baseline: context?.baseline)
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
    private func readBaseline(into context: inout CheckContext, looks: Bool, reread: Set<String>) {
        let path = WorkspaceBaseline.path(options: options, settings: context.project.settings, projectFile: projectFile)
        guard path != baseline.path || looks || reread.contains(path ?? "") else { return }
        let force = path.map { reread.contains($0) } ?? false
        baseline.update(path: path, explicit: options.baseline != nil, projectFile: projectFile, force: force)
        context.baseline = baseline.baseline
    }

    // MARK: The inputs

    private func inputFilter(_ context: CheckContext) -> InputFilter {
        InputFilter(
            patterns: context.project.settings.exclude.compactMap { try? GlobPattern($0) } + options.exclude, root: root, workingDirectory: "/",
            forceExclude: false)
    }

    /// Walks the root as a path-less `validate` does (SPEC §1).
    private func walk(_ context: CheckContext) {
        do {
            walked = try InputDiscovery.discover([root], filter: inputFilter(context)).found.map(\.input.displayPath)
            walkProblem = nil
        } catch {
            walked = []
            walkProblem = "campaignc: \(error.reason)"
        }
    }

    /// Reads and checks `stale` (in parallel when there are several), each from its open text
    /// or the disk; a file that cannot be read is a problem to show, and no input this time.
    private func check(
        _ stale: [(path: String, origin: TextOrigin)], openTexts: [String: [UInt8]], context: CheckContext
    ) async -> [Result<Entry, ProblemText>] {
        guard !stale.isEmpty else { return [] }
        let pipeline = CampaignPipeline(context: context, keeper: keeper)
        let limit = context.settings.limits.maxFileBytes + 1
        return await ParallelWork.map(
            stale, jobs: options.jobs,
            worker: {
                let process = pipeline.fileProcessor()
                return { item -> Result<Entry, ProblemText> in
                    let bytes: [UInt8]
                    switch item.origin {
                    case .open(let text):
                        bytes = text
                    case .disk:
                        switch FileReader.read(item.path, limit: limit) {
                        case .success(let read): bytes = read
                        case .failure(let failure): return .failure(ProblemText(text: "campaignc: cannot read '\(item.path)': \(failure.reason)"))
                        }
                    }
                    return .success(Entry(outcome: process(SourceFile(path: item.path, bytes: bytes)), origin: item.origin))
                }
            },
            gather: { $0 })
    }
}

/// A problem to show the user, as a failure value.
struct ProblemText: Error, Hashable, Sendable {
    let text: String
}

/// What an update of a `ProjectWorkspace` is to look at besides the open texts.
public struct WorkspaceRefresh: Hashable, Sendable {
    /// Walk the root again and read again the closed inputs whose stamp changed (at the
    /// start, on `didSave`, `didClose` and file events).
    public var walks: Bool
    /// Files to read again whatever their stamp (named by file events).
    public var reread: Set<String>

    public init(walks: Bool, reread: Set<String> = []) {
        self.walks = walks
        self.reread = reread
    }

    /// Only the open texts changed.
    public static let openTexts = WorkspaceRefresh(walks: false)
}
