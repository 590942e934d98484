import ArgumentParser
import CampaignDriver

/// `campaignc schema`. PLACEHOLDER: another issue implements this command; until then it
/// accepts any arguments and fails with exit status 2.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print a JSON Schema (not implemented yet)."
    )

    @Argument(parsing: .captureForPassthrough, help: .hidden)
    var arguments: [String] = []

    func run() throws {
        StandardStreams.writeError(DriverError.usage("'schema' is not implemented yet").errorOutput)
        throw ExitCode(ExitStatus.usage)
    }
}
