/// What `compile` produced: the payload bytes for standard output (only with `--output -`),
/// the report for standard error, and the exit status (SPEC §5).
public struct CompileResult: Hashable, Sendable {
    public var exitStatus: Int32
    public var standardOutput: [UInt8]
    public var standardError: String

    public init(exitStatus: Int32, standardOutput: [UInt8] = [], standardError: String = "") {
        self.exitStatus = exitStatus
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// A command that could not do what was asked: no payload, no report, one line on
    /// standard error.
    public init(failure: DriverError) {
        self.init(exitStatus: failure.exitStatus, standardError: failure.errorOutput)
    }
}
