import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import CanonicalJSON

/// The language server's run of one project (SPEC §13.5): what `campaignc validate` without a
/// path reports in the project root, with open texts in place of the disk. It is put together
/// from the stages `DriverRun` uses (the project file, the walk with its exclusions, the
/// per-file pipeline, the analyses, the report assembly) because `DriverRun.check` reads only
/// the disk; the generic driver run (issue 17) is to take its place.
///
/// Every path is absolute: the project file is named by its absolute path, so the inputs found
/// below its folder are too. The one place where the language server reaches the driver's
/// stages (with the option checks and project discovery of SPEC §13.3 and §13.5).
public enum WorkspaceCheck {
    /// The server's options, checked once before anything is read (`checkOptions`).
    public struct Options: Sendable {
        /// The project file, absolute.
        public var projectFile: String
        public var exclude: [GlobPattern]
        /// `--baseline`, absolute; nil without one.
        public var baselinePath: String?
        public var warningsAsErrors: Bool
        /// `--now` in seconds; nil for the time of each analysis.
        public var now: Int64?
        public var jobs: Int

        public init(
            projectFile: String, exclude: [GlobPattern] = [], baselinePath: String? = nil, warningsAsErrors: Bool = false, now: Int64? = nil, jobs: Int = 1
        ) {
            self.projectFile = projectFile
            self.exclude = exclude
            self.baselinePath = baselinePath
            self.warningsAsErrors = warningsAsErrors
            self.now = now
            self.jobs = jobs
        }
    }

    /// What one check of a project found.
    public struct Outcome<Summary: Sendable>: Sendable {
        /// The inputs, absolute, in report order (the project file is not one).
        public var inputs: [String]
        /// The diagnostics as `validate` reports them: after `severity:`, suppressions and the
        /// baseline, with fingerprints, in report order.
        public var diagnostics: [Diagnostic]
        /// The texts of the files the diagnostics (and their notes) point into.
        public var sources: [SourceFile]
        /// `summarize` of each input, in the order of `inputs`.
        public var summaries: [Summary]
        /// The project file's settings (view types for completion).
        public var settings: ProjectSettings
        /// Why the baseline could not be used (the diagnostics are then those without it).
        public var baselineProblem: String?
    }

    /// Checks the project of `options` with the texts of `overlay` (absolute path → bytes) in
    /// place of the disk; `currentTime` is the time of the analysis (for W314 without `--now`).
    public static func run<Summary: Sendable>(
        _ options: Options, overlay: [String: [UInt8]], currentTime: Int64, summarize: @escaping @Sendable (SourceFile) -> Summary
    ) async throws(DriverError) -> Outcome<Summary> {
        let project = loadProject(options.projectFile, overlay: overlay)
        let root = project.settings.root
        let filter = InputFilter(patterns: project.settings.exclude + options.exclude, root: root, workingDirectory: "/", forceExclude: false)
        var inputs = try InputDiscovery.discover([root], filter: filter).found.map(\.input.displayPath)
        let onDisk = Set(inputs)
        for path in overlay.keys where !onDisk.contains(path) && wouldBeFound(path, root: root, filter: filter) {
            inputs.append(path)
        }
        inputs.sort(by: UTF8Order.precedes)

        var settings = CompilationSettings(now: options.now ?? currentTime, project: project.settings, workingDirectory: root)
        settings.keeps = ReportNeeds(units: false, fingerprintPlaces: true)
        let pipeline = CampaignPipeline(settings: settings)
        let limit = settings.limits.maxFileBytes + 1
        var failure: DriverError?
        let processed = await ParallelWork.map(
            inputs, jobs: options.jobs,
            worker: {
                let process = pipeline.fileProcessor()
                return { path -> Result<(FileOutcome, Summary), DriverError> in
                    read(path, overlay: overlay, limit: limit).map { source in (process(source), summarize(source)) }
                }
            },
            gather: { result -> (FileOutcome, Summary)? in
                switch result {
                case .success(let pair): return pair
                case .failure(let error):
                    if failure == nil { failure = error }
                    return nil
                }
            })
        if let failure { throw failure }
        let files = processed.map(\.0)

        var baselineProblem: String?
        var baseline: Baseline?
        if let path = options.baselinePath {
            do {
                baseline = try BaselineFile.read(path)
            } catch {
                if case .usage(let message) = error { baselineProblem = message } else { throw error }
            }
        }
        let assembly = ReportAssembly(
            policy: SeverityPolicy(overrides: project.settings.severity, warningsAsErrors: options.warningsAsErrors),
            projectRoot: root, baseline: baseline, recordsBaseline: false
        )
        let report = assembly.assemble(project: project, files: files, analysis: pipeline.analyze(files), sources: []).report
        return Outcome(
            inputs: files.map(\.path), diagnostics: report.diagnostics,
            sources: referencedSources(report.diagnostics, overlay: overlay, limit: limit),
            summaries: processed.map(\.1), settings: project.settings, baselineProblem: baselineProblem
        )
    }

    /// The project file, from its open text when it is open.
    private static func loadProject(_ path: String, overlay: [String: [UInt8]]) -> LoadedProject {
        let limits = YAMLLimits.standard
        let bytes = overlay[path] ?? (try? FileReader.read(path, limit: limits.maxFileBytes + 1).get()) ?? []
        let source = SourceFile(path: path, bytes: bytes)
        let yaml = YAMLParser.parse(source, limits: limits, role: .projectFile)
        let (settings, diagnostics) = CampaignCompiler.loadProject(yaml, root: ProjectLoader.folder(of: path))
        return LoadedProject(settings: settings, diagnostics: diagnostics, source: source, suppressions: CampaignCompiler.projectSuppressions(yaml))
    }

    /// Whether the walk of `root` would read `path` if it were on disk: a `.yaml` or `.yml`
    /// file below the root, no hidden component, not the project file, not excluded.
    public static func wouldBeFound(_ path: String, root: String) -> Bool {
        wouldBeFound(path, root: root, filter: InputFilter(patterns: [], root: root, workingDirectory: "/", forceExclude: false))
    }

    static func wouldBeFound(_ path: String, root: String, filter: InputFilter) -> Bool {
        guard let relative = filter.relativeComponents(of: path), let name = relative.last,
            InputDiscovery.isCampaignFileName(name), !relative.contains(where: { $0.hasPrefix(".") })
        else { return false }
        return !filter.excludesNamed(path)
    }

    private static func read(_ path: String, overlay: [String: [UInt8]], limit: Int) -> Result<SourceFile, DriverError> {
        if let bytes = overlay[path] { return .success(SourceFile(path: path, bytes: bytes)) }
        return FileReader.read(path, limit: limit).map { SourceFile(path: path, bytes: $0) }.mapError { .usage("cannot read '\(path)': \($0.reason)") }
    }

    /// The texts of the files `diagnostics` point into, read again (open texts from the overlay).
    private static func referencedSources(_ diagnostics: [Diagnostic], overlay: [String: [UInt8]], limit: Int) -> [SourceFile] {
        var paths = Set<String>()
        for diagnostic in diagnostics {
            paths.insert(diagnostic.location.file)
            for note in diagnostic.notes { if let location = note.location { paths.insert(location.file) } }
        }
        return paths.sorted(by: UTF8Order.precedes).compactMap { try? read($0, overlay: overlay, limit: limit).get() }
    }

    // MARK: Options and projects

    /// Checks the options `campaignc lsp` shares with `validate` before anything is read (SPEC
    /// §13.3): `--config` and `--baseline` must name files, `--exclude` globs and `--now` must
    /// read. Relative paths are made absolute against `workingDirectory`.
    public static func checkOptions(
        config: String?, baseline: String?, exclude: [String], now: String?, workingDirectory: String
    ) throws(DriverError) -> CheckedOptions {
        let configPath = config.map { absolute($0, in: workingDirectory) }
        if let config, let configPath {
            try requireFile(configPath, shown: config, what: "config file")
        }
        let baselinePath = baseline.map { absolute($0, in: workingDirectory) }
        if let baseline, let baselinePath {
            try requireFile(baselinePath, shown: baseline, what: "baseline")
        }
        var patterns: [GlobPattern] = []
        for text in exclude {
            do {
                patterns.append(try GlobPattern(text))
            } catch {
                throw .usage("invalid --exclude glob '\(text)': \(error.reason)")
            }
        }
        var seconds: Int64?
        if let now {
            guard let parsed = RFC3339Time.nowSeconds(now) else {
                throw .usage("invalid --now '\(now)': expected an RFC 3339 time with an offset, such as 2026-03-01T09:00:00Z")
            }
            seconds = parsed
        }
        return CheckedOptions(config: configPath, baseline: baselinePath, exclude: patterns, now: seconds)
    }

    /// The server's options once checked: paths absolute, globs and time read.
    public struct CheckedOptions: Sendable {
        public var config: String?
        public var baseline: String?
        public var exclude: [GlobPattern]
        public var now: Int64?
    }

    private static func requireFile(_ path: String, shown: String, what: String) throws(DriverError) {
        switch FileStatus.of(path) {
        case .failure(let failure): throw .usage("cannot open \(what) '\(shown)': \(failure.reason)")
        case .success(let status) where status.kind == .directory: throw .usage("cannot open \(what) '\(shown)': Is a directory")
        case .success: return
        }
    }

    /// `path` made absolute against `folder` and normalised lexically (`a/../b` is `b`).
    public static func absolute(_ path: String, in folder: String) -> String {
        let components = ProjectFileLocator.components(path)
        let full = path.hasPrefix("/") ? components : ProjectFileLocator.components(folder) + components
        return "/" + ProjectFileLocator.normalizedAbsolute(full).joined(separator: "/")
    }

    /// The project files of a workspace rooted at `root` (absolute), by SPEC §13.5: the nearest
    /// `campaignc.yaml` in the root or a folder above it; otherwise every one found walking the
    /// root (hidden entries skipped, folder links not followed), none below another one found.
    /// In byte-wise order.
    public static func projectFiles(inWorkspace root: String) -> [String] {
        if let nearest = ProjectFileLocator.nearest(forArgument: root, workingDirectory: "/") { return [nearest] }
        var found: [String] = []
        collectProjectFiles(in: root, into: &found)
        return found.sorted(by: UTF8Order.precedes)
    }

    private static func collectProjectFiles(in folder: String, into found: inout [String]) {
        let candidate = InputDiscovery.join(folder, InputDiscovery.projectFileName)
        if case .success(let status) = FileStatus.of(candidate), status.kind == .regularFile {
            found.append(candidate)
            return
        }
        guard case .success(let names) = DirectoryLister.names(in: folder) else { return }
        for name in names.sorted(by: UTF8Order.precedes) where !name.hasPrefix(".") {
            let path = InputDiscovery.join(folder, name)
            if case .success(let entry) = FileStatus.ofLink(path), entry.kind == .directory {
                collectProjectFiles(in: path, into: &found)
            }
        }
    }

    /// Whether `path` is a regular file now.
    public static func isRegularFile(_ path: String) -> Bool {
        if case .success(let status) = FileStatus.of(path) { return status.kind == .regularFile }
        return false
    }
}
