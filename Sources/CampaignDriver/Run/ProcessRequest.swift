/// A program for the driver to run to its end (`git`, for `diff --base`), with its standard
/// streams connected to files: the driver reads what the program wrote from those files once
/// it ended, so no pipe can fill up and no stream is read while the program runs.
public struct ProcessRequest: Hashable, Sendable {
    /// The program, looked up on the `PATH` (`git`).
    public var program: String
    /// The arguments after the program's name.
    public var arguments: [String]
    /// The file the program reads as standard input.
    public var standardInput: String
    /// The files standard output and standard error are written to (created or truncated).
    public var standardOutput: String
    public var standardError: String

    public init(program: String, arguments: [String], standardInput: String, standardOutput: String, standardError: String) {
        self.program = program
        self.arguments = arguments
        self.standardInput = standardInput
        self.standardOutput = standardOutput
        self.standardError = standardError
    }
}

/// A program could not be started or did not end normally; `reason` says why.
public struct ProcessFailure: Error, Hashable, Sendable {
    public let reason: String

    public init(reason: String) {
        self.reason = reason
    }
}
