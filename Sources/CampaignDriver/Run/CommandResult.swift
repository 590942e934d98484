/// What a command produced: the bytes for standard output, the text for standard error and
/// the exit status (SPEC §5). The executable writes them (`StandardStreams.finish`) and exits.
public struct CommandResult: Hashable, Sendable {
    public var exitStatus: Int32
    /// Standard output as bytes: a report's text, or `compile --output -`'s payload.
    public var standardOutputBytes: [UInt8]
    public var standardError: String

    public init(exitStatus: Int32, standardOutput: String = "", standardError: String = "") {
        self.init(exitStatus: exitStatus, standardOutputBytes: Array(standardOutput.utf8), standardError: standardError)
    }

    public init(exitStatus: Int32, standardOutputBytes: [UInt8], standardError: String = "") {
        self.exitStatus = exitStatus
        self.standardOutputBytes = standardOutputBytes
        self.standardError = standardError
    }

    /// Standard output as text.
    public var standardOutput: String {
        get { String(decoding: standardOutputBytes, as: UTF8.self) }
        set { standardOutputBytes = Array(newValue.utf8) }
    }

    /// The result of a command that could not do what was asked: no report, one line on
    /// standard error.
    public init(failure: DriverError) {
        self.init(exitStatus: failure.exitStatus, standardError: failure.errorOutput)
    }
}
