import ArgumentParser
import CampaignDriver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The only writer to the process's standard output and standard error.
enum StandardStreams {
    static func writeOutput(_ text: String) {
        writeOutput(Array(text.utf8))
    }

    static func writeOutput(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        write(bytes, to: STDOUT_FILENO)
    }

    static func writeError(_ text: String) {
        guard !text.isEmpty else { return }
        write(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Prints a command's result: standard output, then standard error.
    static func write(_ result: CommandResult) {
        writeOutput(result.standardOutputBytes)
        writeError(result.standardError)
    }

    /// Prints a command's result and ends the command with its exit status: the one way every
    /// command ends.
    static func finish(_ result: CommandResult) throws {
        write(result)
        if result.exitStatus != ExitStatus.success {
            throw ExitCode(result.exitStatus)
        }
    }

    /// Writes all of `bytes`; stops at an error, as there is nowhere left to report it.
    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        _ = DescriptorWriter.writeAll(bytes, to: descriptor)
    }
}
