import ArgumentParser
import CampaignDriver

/// `campaignc explain CODE`: the catalogue entry of one diagnostic code.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code: what it means, a failing example and the fix."
    )

    @Argument(help: "A diagnostic code such as E201 (case does not matter).")
    var code: String

    func run() throws {
        try StandardStreams.finish(ExplainOperation.run(code: code))
    }
}
