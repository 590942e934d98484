import ArgumentParser
import CampaignDriver

/// `campaignc explain CODE`: the catalogue entry of one diagnostic code.
struct ExplainCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a diagnostic code: what it means, a failing example and the fix."
    )

    @Argument(help: "A diagnostic code such as E201 (case does not matter).")
    var code: String

    func run() async throws {
        try StandardStreams.finish(await ExplainOperation.run(code: code))
    }
}
