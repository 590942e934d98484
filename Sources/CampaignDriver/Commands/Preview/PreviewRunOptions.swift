import CampaignPreview

/// The options of `campaignc preview`, as the command line gave them (SPEC §10).
public struct PreviewRunOptions: Hashable, Sendable {
    /// Files, directories and `-`, as typed.
    public var paths: [String]
    /// `--output-dir DIR`: where `index.html`, `assets/` and `html/` go.
    public var outputDirectory: String
    /// `--theme`, `--device`, `--orientation`.
    public var gallery: PreviewOptions
    /// `--config FILE`.
    public var configPath: String?
    /// `--now TIME` (RFC 3339): the time of schedule warnings such as W314.
    public var now: String?
    /// How many files are worked on at once; nil means one per core.
    public var jobs: Int?
    /// `--locale TAG|all` (SPEC §16.5): the locales drawn; nil: the project's `source`.
    public var locale: String?
    /// `--exclude GLOB` (repeatable) and `--force-exclude`, as for `validate` (SPEC §1).
    public var exclude: [String]
    public var forceExclude: Bool

    public init(
        paths: [String], outputDirectory: String, gallery: PreviewOptions = PreviewOptions(),
        configPath: String? = nil, now: String? = nil, jobs: Int? = nil, exclude: [String] = [], forceExclude: Bool = false,
        locale: String? = nil
    ) {
        self.locale = locale
        self.paths = paths
        self.outputDirectory = outputDirectory
        self.gallery = gallery
        self.configPath = configPath
        self.now = now
        self.jobs = jobs
        self.exclude = exclude
        self.forceExclude = forceExclude
    }

    /// The checks of `validate` that preview runs: same inputs, project file and time.
    var checking: ValidateOptions {
        ValidateOptions(
            paths: paths, configPath: configPath, format: .text, now: now, color: .never, jobs: jobs, exclude: exclude,
            forceExclude: forceExclude
        )
    }
}
