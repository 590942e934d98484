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

/// Runs `campaignc` and maps every way it can end to the exit statuses of SPEC §5:
/// 0 and 1 from the commands themselves, 0 for `--help` and `--version`, 2 for every
/// usage problem (ArgumentParser's own status for those is 64), and 70 for anything
/// unexpected, with a message instead of a crash trace.
enum CommandLineEntry {
    static func main(_ arguments: [String]? = nil) -> Never {
        StandardStreams.prepare()
        let words = arguments ?? commandLineWords()
        if let unknown = CommandNames.unknownCommand(in: words, known: commandNames) ?? CommandNames.misplacedFixOption(in: words) {
            StandardStreams.writeError(unknown.errorOutput)
            exit(unknown.exitStatus)
        }
        // The common command lines, read without ArgumentParser (see QuickCommandLine).
        if let invocation = QuickCommandLine.parse(words) {
            exit(BlockingRun.run { await invocation.run() })
        }
        exit(BlockingRun.run { await parseAndRun(words) })
    }

    /// The words after the program's name, read as bytes: `CommandLine.arguments` decodes
    /// them lossily, so a path whose name is not UTF-8 would name another file. Such a word
    /// holds its bytes as `PathBytes` scalars.
    static func commandLineWords() -> [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let word = CommandLine.unsafeArgv[index] else { return "" }
            return PathBytes.path(UnsafeBufferPointer(start: UnsafeRawPointer(word).assumingMemoryBound(to: UInt8.self), count: strlen(word)))
        }
    }

    /// ArgumentParser reads the command line (help, completions, usage errors, every command
    /// the quick reading leaves to it) and runs the command; returns the exit status.
    private static func parseAndRun(_ arguments: [String]?) async -> Int32 {
        do {
            var command = try Campaignc.parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return ExitStatus.success
        } catch {
            return report(error)
        }
    }

    /// The subcommands' names, and `help`.
    static var commandNames: [String] {
        Campaignc.configuration.subcommands.map { $0.configuration.commandName ?? "" } + ["help"]
    }

    /// Writes what the user should see about `error` and returns the exit status.
    static func report(_ error: any Error) -> Int32 {
        if let exitCode = error as? ExitCode {
            // Thrown by our commands after they wrote their output.
            return exitCode.rawValue
        }
        let code = Campaignc.exitCode(for: error)
        let text = Campaignc.fullMessage(for: error)
        if code == .success {
            return StandardStreams.deliver(status: ExitStatus.success, output: Array((text.isEmpty ? "" : text + "\n").utf8), error: "")
        }
        if code == .validationFailure {
            StandardStreams.writeError(text + "\n")
            return ExitStatus.usage
        }
        StandardStreams.writeError(RunError.internal(String(describing: error)).errorOutput)
        return ExitStatus.internalFailure
    }
}
