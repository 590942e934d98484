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

    @Option(help: ArgumentHelp("Run against this compiled payload (schema_version 2) instead of the campaign sources.", valueName: "file"))
    var payload: String?

    @Option(help: ArgumentHelp("Run only this scenario (repeatable).", valueName: "id"))
    var scenario: [String] = []

    @Flag(help: "Print every scenario's timeline (text, or inside the JSON document with --format json).")
    var trace = false

    @Option(
        help: ArgumentHelp(
            "Run every scenario as ios, android or web instead of the project's platform, or as each of them: all (a scenario that names its own platform keeps it).",
            valueName: "platform"),
        transform: { try PlatformWordReader.read($0) })
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
