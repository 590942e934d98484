import ArgumentParser
import CampaignDriver

/// `campaignc compile`. PLACEHOLDER: another issue implements this command; until then it
/// accepts any arguments and fails with exit status 2.
struct CompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "compile",
        abstract: "Compile campaigns into a JSON payload (not implemented yet)."
    )

    @Argument(parsing: .captureForPassthrough, help: .hidden)
    var arguments: [String] = []

    func run() throws {
        StandardStreams.writeError(DriverError.usage("'compile' is not implemented yet").errorOutput)
        throw ExitCode(ExitStatus.usage)
    }
}
