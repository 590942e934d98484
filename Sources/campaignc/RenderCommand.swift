import ArgumentParser
import CampaignDriver

/// `campaignc render [PATH...] --user PROFILE.yaml`: what one user's device receives at
/// session start, the payload with each message rendered for them (SPEC §18).
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Write the payload one user's device receives, each message's Liquid rendered for them."
    )

    @OptionGroup var checking: CheckingOptions

    @Option(name: OptionTable.user.long, help: OptionTable.user.help)
    var user: String

    @Option(name: OptionTable.event.long, help: OptionTable.event.help)
    var event: String?

    @Option(name: OptionTable.renderPayload.long, help: OptionTable.renderPayload.help)
    var payload: String?

    @Option(name: OptionTable.renderLocale.long, help: OptionTable.renderLocale.help)
    var locale: String?

    @Option(name: OptionTable.renderOutput.long, help: OptionTable.renderOutput.help)
    var output: String?

    @Flag(name: OptionTable.pretty.long, help: OptionTable.pretty.help)
    var pretty = false

    var invocation: Invocation {
        .render(
            RenderOptions(
                checking: checking.validateOptions, userPath: user, eventPath: event, payloadPath: payload, locale: locale,
                output: CompileOutput(outputArgument: output ?? "-"), pretty: pretty))
    }

    func run() async throws {
        try await invocation.finish()
    }
}
