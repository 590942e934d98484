/// A program for the driver to run to its end (`git`, for `diff --base`): its standard input
/// is given as bytes, and what it prints comes back in memory, up to a limit.
public struct ProcessRequest: Hashable, Sendable {
    /// The program, looked up on the `PATH` (`git`).
    public var program: String
    /// The arguments after the program's name.
    public var arguments: [String]
    /// What the program reads as standard input.
    public var standardInput: [UInt8]
    /// The most bytes of standard output kept; a program that prints more fails the request.
    public var outputLimit: Int

    public init(program: String, arguments: [String], standardInput: [UInt8] = [], outputLimit: Int = 1024 * 1024) {
        self.program = program
        self.arguments = arguments
        self.standardInput = standardInput
        self.outputLimit = outputLimit
    }
}

/// What a program that ran to its end printed, and its exit status.
public struct ProgramOutput: Hashable, Sendable {
    public var status: Int32
    public var standardOutput: [UInt8]
    /// The first bytes of standard error (enough for its first lines).
    public var standardError: [UInt8]

    public init(status: Int32, standardOutput: [UInt8] = [], standardError: [UInt8] = []) {
        self.status = status
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
