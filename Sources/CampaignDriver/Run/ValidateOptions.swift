import CampaignWorkspace

/// The options of `campaignc validate`, as the command line gave them.
public struct ValidateOptions: Hashable, Sendable {
    /// Files, directories and `-`, as typed; empty for the project root (SPEC §1).
    public var paths: [String]
    /// `--config FILE`: the project file; it must exist.
    public var configPath: String?
    /// `--format`.
    public var format: ReportFormat
    /// `--warnings-as-errors`: every warning counts as an error (exit status 1).
    public var warningsAsErrors: Bool
    /// `--now TIME`: the RFC 3339 text, parsed by the driver (an invalid time is exit 2).
    public var now: String?
    /// `--color`.
    public var color: ColorChoice
    /// How many files are worked on at once; nil means one per core. 1 forces a serial run.
    public var jobs: Int?
    /// `--exclude GLOB`, as typed (an invalid glob is exit 2).
    public var exclude: [String]
    /// `--force-exclude`: exclusions apply to files named on the command line too.
    public var forceExclude: Bool
    /// `--stdin-filename PATH`: the path standard input is shown as and resolved from.
    public var stdinFilename: String?
    /// `--baseline FILE`: report only diagnostics not recorded in it (SPEC §11).
    public var baselinePath: String?
    /// `--write-baseline FILE`: record the current adjustable diagnostics in it (SPEC §11).
    public var writeBaselinePath: String?
    /// (v3) `--no-baseline`: read no baseline, not even the project file's `baseline:` (SPEC §3).
    public var noBaseline: Bool
    /// `--staged`: read the files git has staged instead of the working tree (`StagedFiles`).
    public var staged: Bool

    public init(
        paths: [String],
        configPath: String? = nil,
        format: ReportFormat = .text,
        warningsAsErrors: Bool = false,
        now: String? = nil,
        color: ColorChoice = .auto,
        jobs: Int? = nil,
        exclude: [String] = [],
        forceExclude: Bool = false,
        stdinFilename: String? = nil,
        baselinePath: String? = nil,
        writeBaselinePath: String? = nil,
        noBaseline: Bool = false,
        staged: Bool = false
    ) {
        self.paths = paths
        self.configPath = configPath
        self.format = format
        self.warningsAsErrors = warningsAsErrors
        self.now = now
        self.color = color
        self.jobs = jobs
        self.exclude = exclude
        self.forceExclude = forceExclude
        self.stdinFilename = stdinFilename
        self.baselinePath = baselinePath
        self.writeBaselinePath = writeBaselinePath
        self.noBaseline = noBaseline
        self.staged = staged
    }
}

extension ValidateOptions {
    /// What the run is asked for.
    public var run: RunOptions {
        RunOptions(
            paths: paths, configPath: configPath, warningsAsErrors: warningsAsErrors, now: now, jobs: jobs, exclude: exclude,
            forceExclude: forceExclude, stdinFilename: stdinFilename, baselinePath: baselinePath, writeBaselinePath: writeBaselinePath,
            noBaseline: noBaseline, needs: ReportNeeds(for: self)
        )
    }
}

extension ReportNeeds {
    /// What `options` will show: units for JUnit; fingerprint places for the formats that print
    /// fingerprints and for baselines.
    public init(for options: ValidateOptions) {
        self.init(
            units: options.format == .junit,
            fingerprintPlaces: [.json, .sarif, .gitlab].contains(options.format) || options.baselinePath != nil || options.writeBaselinePath != nil)
    }
}

/// The report formats of SPEC §4.
public enum ReportFormat: String, Hashable, Sendable, CaseIterable {
    case text
    case json
    case sarif
    case github
    /// JUnit XML (SPEC §4.4).
    case junit
    /// Checkstyle XML (SPEC §4.4).
    case checkstyle
    /// GitLab Code Quality JSON (SPEC §4.4).
    case gitlab
}

/// `--color`: `auto` colours the report only when the stream it goes to is a terminal
/// and `NO_COLOR` is not set.
public enum ColorChoice: String, Hashable, Sendable, CaseIterable {
    case auto
    case always
    case never

    /// Whether to colour a report written to standard output.
    public func resolved(in environment: DriverEnvironment) -> Bool {
        resolved(forTerminal: environment.isStandardOutputTerminal, environment: environment)
    }

    /// Whether to colour a report written to a stream that is (or is not) a terminal.
    public func resolved(forTerminal isTerminal: Bool, environment: DriverEnvironment) -> Bool {
        switch self {
        case .always: true
        case .never: false
        case .auto: isTerminal && !environment.noColorRequested
        }
    }
}
