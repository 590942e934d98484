/// What a command asks of a run, from its options: the inputs (SPEC §1), the project file and
/// the baseline (SPEC §3, §11), how severities are read, and what the report will show.
public struct RunOptions: Hashable, Sendable {
    /// Files, directories and `-`, as typed; empty for the project root.
    public var paths: [String]
    /// `--config FILE`: the project file; it must exist.
    public var configPath: String?
    /// `--warnings-as-errors`.
    public var warningsAsErrors: Bool
    /// `--now TIME`: the RFC 3339 text (an invalid time is exit 2).
    public var now: String?
    /// How many files are worked on at once; nil means one per core.
    public var jobs: Int?
    /// `--exclude GLOB`, as typed (an invalid glob is exit 2).
    public var exclude: [String]
    /// `--force-exclude`: exclusions apply to files named on the command line too.
    public var forceExclude: Bool
    /// `--stdin-filename PATH`.
    public var stdinFilename: String?
    /// `--baseline FILE`.
    public var baselinePath: String?
    /// `--write-baseline FILE`: the report records the baseline to write there.
    public var writeBaselinePath: String?
    /// `--no-baseline`.
    public var noBaseline: Bool
    /// What the report will show of each file beyond its diagnostics.
    public var needs: ReportNeeds
    /// False for a side of `diff`: a folder without campaigns is then an empty side, not exit 2.
    public var requiresInputs = true
    /// Set for the sources of a git revision without a project file (`diff --base`): no project
    /// file is searched for, and the run is rooted here.
    public var projectRootWithoutFile: String?

    public init(
        paths: [String], configPath: String? = nil, warningsAsErrors: Bool = false, now: String? = nil, jobs: Int? = nil, exclude: [String] = [],
        forceExclude: Bool = false, stdinFilename: String? = nil, baselinePath: String? = nil, writeBaselinePath: String? = nil,
        noBaseline: Bool = false, needs: ReportNeeds = ReportNeeds(units: false, fingerprintPlaces: false)
    ) {
        self.paths = paths
        self.configPath = configPath
        self.warningsAsErrors = warningsAsErrors
        self.now = now
        self.jobs = jobs
        self.exclude = exclude
        self.forceExclude = forceExclude
        self.stdinFilename = stdinFilename
        self.baselinePath = baselinePath
        self.writeBaselinePath = writeBaselinePath
        self.noBaseline = noBaseline
        self.needs = needs
    }
}

/// The facts about the process a run needs, passed in: where inputs are read, the working
/// directory, the clock, the number of cores and standard input. The executable reads them;
/// the workspace never does, so tests can give any facts they like.
public struct RunEnvironment: Sendable {
    /// Where every input is read (the disk, in the executable).
    public var files: any SourceFileSystem
    /// The absolute path relative paths are relative to (for the project file search).
    public var workingDirectory: String
    /// The current time in Unix seconds, used when `--now` is not given.
    public var currentTime: Int64
    /// How many files to work on at once by default (the number of cores).
    public var processorCount: Int
    /// Reads standard input (for the path `-`) up to the byte limit it is given, or fails with
    /// the system's reason. It must stop at the limit, so a huge input costs no more memory.
    public var readStandardInput: @Sendable (Int) -> Result<[UInt8], StandardInputFailure>

    public init(
        files: any SourceFileSystem, workingDirectory: String, currentTime: Int64, processorCount: Int = 1,
        readStandardInput: @escaping @Sendable (Int) -> Result<[UInt8], StandardInputFailure> = { _ in .success([]) }
    ) {
        self.files = files
        self.workingDirectory = workingDirectory
        self.currentTime = currentTime
        self.processorCount = processorCount
        self.readStandardInput = readStandardInput
    }
}
