/// What a command produced: the text for each stream and the exit status (SPEC §5).
public struct CommandResult: Hashable, Sendable {
    public var exitStatus: Int32
    public var standardOutput: String
    public var standardError: String

    public init(exitStatus: Int32, standardOutput: String = "", standardError: String = "") {
        self.exitStatus = exitStatus
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The result of a command that could not do what was asked: no report, one line on
    /// standard error.
    public init(failure: DriverError) {
        self.init(exitStatus: failure.exitStatus, standardError: failure.errorOutput)
    }
}
