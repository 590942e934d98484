import CampaignWorkspace

/// What a command produced: the bytes for standard output, the text for standard error and
/// the exit status (SPEC §5). The executable writes them (`StandardStreams.finish`) and exits.
///
/// Standard output is kept as consecutive pieces, so a large report is written as it was
/// built, piece by piece, without first being copied into one buffer (issue 24). Two results
/// are equal when their bytes are, however they are split.
public struct CommandResult: Hashable, Sendable {
    public var exitStatus: Int32
    /// Standard output, in order; written one after the other.
    public private(set) var standardOutputPieces: [[UInt8]]
    public var standardError: String

    public init(exitStatus: Int32, standardOutput: String = "", standardError: String = "") {
        self.init(exitStatus: exitStatus, standardOutputBytes: Array(standardOutput.utf8), standardError: standardError)
    }

    public init(exitStatus: Int32, standardOutputBytes: [UInt8], standardError: String = "") {
        self.init(exitStatus: exitStatus, standardOutputPieces: [standardOutputBytes], standardError: standardError)
    }

    public init(exitStatus: Int32, standardOutputPieces: [[UInt8]], standardError: String = "") {
        self.exitStatus = exitStatus
        self.standardOutputPieces = standardOutputPieces
        self.standardError = standardError
    }

    /// Standard output as bytes: a report's text, or `compile --output -`'s payload.
    public var standardOutputBytes: [UInt8] {
        get { standardOutputPieces.count == 1 ? standardOutputPieces[0] : Array(standardOutputPieces.joined()) }
        set { standardOutputPieces = [newValue] }
    }

    /// Standard output as text.
    public var standardOutput: String {
        get { String(decoding: standardOutputBytes, as: UTF8.self) }
        set { standardOutputBytes = Array(newValue.utf8) }
    }

    /// The result of a command that could not do what was asked: no report, one line on
    /// standard error.
    public init(failure: RunError) {
        self.init(exitStatus: failure.exitStatus, standardError: failure.errorOutput)
    }

    public static func == (lhs: CommandResult, rhs: CommandResult) -> Bool {
        lhs.exitStatus == rhs.exitStatus && lhs.standardError == rhs.standardError && lhs.standardOutputBytes == rhs.standardOutputBytes
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(exitStatus)
        hasher.combine(standardOutputBytes)
        hasher.combine(standardError)
    }
}
