import ArgumentParser
import CampaignDiagnostics
import CampaignDriver
import CampaignWorkspace

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only writer to the process's standard output and standard error.
///
/// A write that fails or stops short (a full disk, a pipe whose reader has gone) ends the
/// command with exit status 2 and an error line on standard error, never with `ok` (SPEC §5,
/// issue 23 item 2): standard output is written first, and the report or notes for standard
/// error only when it was written whole.
enum StandardStreams {
    /// Makes a write to a pipe without a reader fail with EPIPE, reported like any other
    /// failed write, instead of ending the process silently by SIGPIPE.
    static func prepare() {
        _ = signal(SIGPIPE, SIG_IGN)
    }

    /// Writes `text` to standard output; returns the system's reason when it could not be
    /// written whole.
    @discardableResult
    static func writeOutput(_ text: String) -> String? {
        writeOutput(Array(text.utf8))
    }

    @discardableResult
    static func writeOutput(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty else { return nil }
        return DescriptorWriter.writeAll(bytes, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error, a path's bytes that are not UTF-8 as `\xHH` (`PathBytes`).
    @discardableResult
    static func writeError(_ text: String) -> String? {
        guard !text.isEmpty else { return nil }
        return DescriptorWriter.writeAll(Array(PathBytes.shown(text).utf8), to: STDERR_FILENO)
    }

    /// Prints a command's result and ends the command with its exit status: the one way every
    /// command ends.
    static func finish(_ result: CommandResult) throws {
        try finish(status: result.exitStatus, output: result.standardOutputPieces, error: result.standardError)
    }

    /// `finish` without throwing: prints a command's result and returns its exit status.
    static func deliver(_ result: CommandResult) -> Int32 {
        deliver(status: result.exitStatus, output: result.standardOutputPieces, error: result.standardError)
    }

    /// Prints `output`, then `error`, and ends the command with `status`, or with 2 when a
    /// stream could not be written.
    static func finish(status: Int32, output: [[UInt8]], error: String) throws {
        let ended = deliver(status: status, output: output, error: error)
        if ended != ExitStatus.success {
            throw ExitCode(ended)
        }
    }

    /// `finish` without throwing: the exit status the command ends with.
    static func deliver(status: Int32, output: [UInt8], error: String) -> Int32 {
        deliver(status: status, output: [output], error: error)
    }

    /// `deliver` with standard output in consecutive pieces, written one after the other.
    static func deliver(status: Int32, output: [[UInt8]], error: String) -> Int32 {
        for piece in output {
            if let reason = writeOutput(piece) {
                writeError(RunError.usage("cannot write standard output: \(reason)").errorOutput)
                return ExitStatus.usage
            }
        }
        // Nothing can be said about a standard error that cannot be written but the status.
        if writeError(error) != nil { return ExitStatus.usage }
        return status
    }
}
