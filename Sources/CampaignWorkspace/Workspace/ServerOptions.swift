import CampaignModel

/// The options `campaignc lsp` shares with `validate` (SPEC §5, §13.3), checked once before
/// anything is read: `--config` and `--baseline` must name files, not both `--baseline` and
/// `--no-baseline`, `--exclude` globs and `--now` must read. Paths are absolute.
public struct ServerOptions: Hashable, Sendable {
    /// `--config`, absolute: then the one project.
    public var config: String?
    /// `--baseline`, absolute: the baseline of every project, whatever its `baseline:`.
    public var baseline: String?
    /// `--no-baseline`: no project reads a baseline, not even the one its project file names.
    public var noBaseline: Bool
    public var exclude: [GlobPattern]
    public var warningsAsErrors: Bool
    /// `--now` in Unix seconds; nil for the time of each analysis of a whole project.
    public var now: Int64?
    /// How many files the first analysis of a project reads at once.
    public var jobs: Int

    public init(
        config: String? = nil, baseline: String? = nil, noBaseline: Bool = false, exclude: [GlobPattern] = [], warningsAsErrors: Bool = false,
        now: Int64? = nil, jobs: Int = 1
    ) {
        self.config = config
        self.baseline = baseline
        self.noBaseline = noBaseline
        self.exclude = exclude
        self.warningsAsErrors = warningsAsErrors
        self.now = now
        self.jobs = jobs
    }

    /// The options as typed, checked; relative paths are made absolute against `workingDirectory`.
    public static func check(
        config: String?, baseline: String?, noBaseline: Bool = false, exclude: [String], warningsAsErrors: Bool = false, now: String?,
        workingDirectory: String, jobs: Int = 1, files: any SourceFileSystem = DiskFileSystem()
    ) throws(RunError) -> ServerOptions {
        let configPath = config.map { absolute($0, in: workingDirectory) }
        if let config, let configPath {
            try requireFile(configPath, shown: config, what: "config file", in: files)
        }
        if noBaseline, let baseline { throw BaselineFile.contradiction(baseline) }
        let baselinePath = baseline.map { absolute($0, in: workingDirectory) }
        if let baseline, let baselinePath {
            try requireFile(baselinePath, shown: baseline, what: "baseline", in: files)
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
            guard let parsed = RFC3339Text.unixSecondsRoundingUp(now) else {
                throw .usage("invalid --now '\(now)': expected an RFC 3339 time with an offset, such as 2026-03-01T09:00:00Z")
            }
            seconds = parsed
        }
        return ServerOptions(
            config: configPath, baseline: baselinePath, noBaseline: noBaseline, exclude: patterns, warningsAsErrors: warningsAsErrors, now: seconds,
            jobs: max(1, jobs))
    }

    private static func requireFile(_ path: String, shown: String, what: String, in files: any SourceFileSystem) throws(RunError) {
        switch files.status(path) {
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
}
