import CampaignWorkspace

/// The facts about the process and its surroundings that a command needs. The executable
/// reads them (terminal, environment variables, clock, standard input); the driver never
/// does, so tests can give any facts they like.
public struct DriverEnvironment: Sendable {
    /// The absolute path relative paths are relative to (for the project file search).
    public var workingDirectory: String
    /// Whether standard output is a terminal (for `--color auto`).
    public var isStandardOutputTerminal: Bool
    /// Whether standard error is a terminal (for `compile`'s report and `--color auto`).
    public var isStandardErrorTerminal: Bool
    /// Whether `NO_COLOR` is set to a non-empty value (https://no-color.org).
    public var noColorRequested: Bool
    /// The current time in Unix seconds, used when `--now` is not given.
    public var currentTime: Int64
    /// How many files to work on at once by default (the number of cores).
    public var processorCount: Int
    /// Reads standard input (for the path `-`) up to the byte limit it is given, or fails with
    /// the system's reason. It must stop at the limit, so a huge input costs no more memory.
    public var readStandardInput: @Sendable (Int) -> Result<[UInt8], StandardInputFailure>
    /// (v3) Runs a program to its end and gives what it printed (`git`, for `diff --base`):
    /// `SpawnedProcess.run` in the executable; by default, none can be run.
    public var runProcess: @Sendable (ProcessRequest) -> Result<ProgramOutput, ProcessFailure> = { request in
        .failure(ProcessFailure(reason: "cannot run \(request.program): this environment runs no programs"))
    }
    /// Where every input is read: the disk, unless a test gives another file system.
    public var files: any SourceFileSystem = DiskFileSystem()

    public init(
        workingDirectory: String,
        isStandardOutputTerminal: Bool = false,
        isStandardErrorTerminal: Bool = false,
        noColorRequested: Bool = false,
        currentTime: Int64,
        processorCount: Int = 1,
        readStandardInput: @escaping @Sendable (Int) -> Result<[UInt8], StandardInputFailure> = { _ in .success([]) }
    ) {
        self.workingDirectory = workingDirectory
        self.isStandardOutputTerminal = isStandardOutputTerminal
        self.isStandardErrorTerminal = isStandardErrorTerminal
        self.noColorRequested = noColorRequested
        self.currentTime = currentTime
        self.processorCount = processorCount
        self.readStandardInput = readStandardInput
    }
}

extension DriverEnvironment {
    /// What a run needs of these facts.
    public var run: RunEnvironment {
        RunEnvironment(
            files: files, workingDirectory: workingDirectory, currentTime: currentTime, processorCount: processorCount,
            readStandardInput: readStandardInput)
    }
}
