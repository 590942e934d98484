import ArgumentParser
import CampaignDriver

/// `campaignc test PATH...`: runs the scenarios of the inputs on the simulated device.
struct TestCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Run scenarios against the campaigns' trigger objects on a simulated device."
    )

    @OptionGroup var checking: CheckingOptions

    @Option(name: OptionTable.payload.long, help: OptionTable.payload.help)
    var payload: String?

    @Option(name: OptionTable.scenario.long, help: OptionTable.scenario.help)
    var scenario: [String] = []

    @Flag(name: OptionTable.trace.long, help: OptionTable.trace.help)
    var trace = false

    var invocation: Invocation {
        .test(TestOptions(checking: checking.validateOptions, payloadPath: payload, scenarioIDs: scenario, trace: trace))
    }

    func run() async throws {
        try await invocation.finish()
    }
}
