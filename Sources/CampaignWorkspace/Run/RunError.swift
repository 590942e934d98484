/// Why a command could not do what was asked. These are not diagnostics: they stop the
/// command before any report, and the executable turns them into exit statuses.
public enum RunError: Error, Hashable, Sendable {
    /// Bad arguments, a path that does not exist or cannot be read, an output that cannot
    /// be written (SPEC §5: exit status 2).
    case usage(String)
    /// A bug in campaignc (exit status 70).
    case `internal`(String)

    /// The exit status SPEC §5 gives this failure.
    public var exitStatus: Int32 {
        switch self {
        case .usage: ExitStatus.usage
        case .internal: ExitStatus.internalFailure
        }
    }

    /// The line written to standard error, ending with a newline.
    public var errorOutput: String {
        switch self {
        case .usage(let message):
            "campaignc: error: \(message)\n"
        case .internal(let message):
            "campaignc: internal error: \(message); please report this bug\n"
        }
    }

    /// The message without the prefix of `errorOutput`.
    public var reason: String {
        switch self {
        case .usage(let message), .internal(let message): message
        }
    }
}

/// The exit statuses of SPEC §5.
public enum ExitStatus {
    /// No errors (warnings allowed unless `--warnings-as-errors`).
    public static let success: Int32 = 0
    /// At least one error diagnostic.
    public static let errors: Int32 = 1
    /// The command could not do what was asked.
    public static let usage: Int32 = 2
    /// An internal failure (EX_SOFTWARE).
    public static let internalFailure: Int32 = 70
}
