import ArgumentParser
import CampaignDriver
import CampaignPreview

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

    @Option(name: OptionTable.testPlatform.long, help: OptionTable.testPlatform.help, transform: { try PlatformWordReader.read($0) })
    var platform: PlatformWord?

    var invocation: Invocation {
        .test(
            TestOptions(
                checking: checking.validateOptions, payloadPath: payload, scenarioIDs: scenario, trace: trace,
                platform: platform.map(TestPlatform.init)))
    }

    func run() async throws {
        try await invocation.finish()
    }
}
