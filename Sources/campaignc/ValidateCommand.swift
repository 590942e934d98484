import ArgumentParser
import CampaignDriver

/// `campaignc validate PATH...`: checks campaigns and writes the report to standard output.
struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check campaign files and report every problem."
    )

    @OptionGroup var checking: CheckingOptions

    func run() async throws {
        try StandardStreams.finish(await ValidateOperation.run(checking.validateOptions, environment: ProcessFacts.environment()))
    }
}
