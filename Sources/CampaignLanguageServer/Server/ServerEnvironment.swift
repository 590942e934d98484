/// What the server needs from outside, all passed in: the compiler behind it, the options that
/// shape the workspace, the log, and for the watch of the client's process the check, the
/// clock and the way to end the process (SPEC §13.3).
public struct ServerEnvironment: Sendable {
    public var analyzer: any WorkspaceAnalyzer
    /// `--config`, absolute: the one project.
    public var configFile: String?
    /// The version `initialize` answers with (`campaignc --version`).
    public var version: String
    /// One line per event on standard error.
    public var log: @Sendable (String) -> Void
    /// Whether the process with this id is still running.
    public var isProcessAlive: @Sendable (Int64) -> Bool
    /// Waits this many seconds (the watch's clock).
    public var pause: @Sendable (Int) -> Void
    /// Ends the process with this status (the watch calls it when the client's process ended).
    public var terminate: @Sendable (Int32) -> Void
    /// How often the client's process is checked, in seconds (SPEC: the server exits within 10 s).
    public var watchInterval: Int

    public init(
        analyzer: any WorkspaceAnalyzer, configFile: String? = nil, version: String,
        log: @escaping @Sendable (String) -> Void = { _ in },
        isProcessAlive: @escaping @Sendable (Int64) -> Bool = { _ in true },
        pause: @escaping @Sendable (Int) -> Void = { _ in },
        terminate: @escaping @Sendable (Int32) -> Void = { _ in },
        watchInterval: Int = 3
    ) {
        self.analyzer = analyzer
        self.configFile = configFile
        self.version = version
        self.log = log
        self.isProcessAlive = isProcessAlive
        self.pause = pause
        self.terminate = terminate
        self.watchInterval = watchInterval
    }
}
