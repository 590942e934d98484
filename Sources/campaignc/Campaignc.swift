import ArgumentParser
import CampaignDriver

/// The root command: `campaignc validate|compile|test|render|preview|explain|schema|rules|completions|diff|translations|lsp`, `--version`, `help`.
struct Campaignc: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "campaignc",
        abstract: "Validate and compile in-app message campaigns written in YAML.",
        discussion: """
            Exit status: 0 no errors (warnings allowed unless --warnings-as-errors), \
            1 at least one error, 2 the command could not do what was asked \
            (bad arguments, unreadable paths), 70 an internal failure.
            """,
        version: CampaigncVersion.current,
        subcommands: [
            ValidateCommand.self,
            CompileCommand.self,
            TestCommand.self,
            RenderCommand.self,
            PreviewCommand.self,
            ExplainCommand.self,
            SchemaCommand.self,
            RulesCommand.self,
            CompletionsCommand.self,
            DiffCommand.self,
            TranslationsCommand.self,
            LSPCommand.self,
        ]
    )

    /// Errors from argument parsing read like every other error of campaignc.
    static var _errorPrefix: String { "campaignc: error: " }

    func run() async throws {
        throw ValidationError(Self.missingCommandMessage)
    }

    /// Every command, from the one table above, so a command added there is listed here too:
    /// `missing command: validate, compile, …, diff or lsp`.
    static var missingCommandMessage: String {
        let names = configuration.subcommands.compactMap { $0.configuration.commandName }
        guard let last = names.last else { return "missing command" }
        let list = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " or " + last
        return "missing command: " + list
    }
}
