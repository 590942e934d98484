import ArgumentParser
import CampaignDriver

/// `campaignc explain`. PLACEHOLDER: another issue implements this command; until then it
/// accepts any arguments and fails with exit status 2.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code (not implemented yet)."
    )

    @Argument(parsing: .captureForPassthrough, help: .hidden)
    var arguments: [String] = []

    func run() throws {
        StandardStreams.writeError(DriverError.usage("'explain' is not implemented yet").errorOutput)
        throw ExitCode(ExitStatus.usage)
    }
}
