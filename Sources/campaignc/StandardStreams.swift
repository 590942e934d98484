import ArgumentParser
import CampaignDriver
import Foundation

/// The only writer to the process's standard output and standard error.
enum StandardStreams {
    static func writeOutput(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeOutput(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        FileHandle.standardOutput.write(Data(bytes))
    }

    static func writeError(_ text: String) {
        guard !text.isEmpty else { return }
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Prints a command's result; the caller exits with its status.
    static func write(_ result: CommandResult) {
        writeOutput(result.standardOutput)
        writeError(result.standardError)
    }

    /// Prints a command's result and ends the command with its exit status.
    static func finish(_ result: CommandResult) throws {
        write(result)
        if result.exitStatus != ExitStatus.success {
            throw ExitCode(result.exitStatus)
        }
    }
}
