import ArgumentParser
import CampaignDriver

/// `campaignc rules [--format text|json|markdown]`: the code catalogue as a list.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every diagnostic code: title, default severity, whether severity: may change it."
    )

    @Option(help: "The output format.")
    var format: RulesFormat = .text

    func run() throws {
        try StandardStreams.finish(RulesOperation.run(format: format))
    }
}
