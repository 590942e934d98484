import ArgumentParser
import CampaignDriver
import CampaignLocale
import CampaignWorkspace

/// `campaignc translations export|import`: files for translators (SPEC §16.6).
struct TranslationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "translations",
        abstract: "Exchange the campaigns' texts with translators: XLIFF, PO, Braze CSV or braze-api files.",
        subcommands: [TranslationsExportCommand.self, TranslationsImportCommand.self]
    )
}

/// `campaignc translations export --format FORMAT [--locale TAG…] [--output PATH] [PATH…]`.
struct TranslationsExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write every translation unit of every campaign, with each locale's translation, for translators."
    )

    @Argument(help: "Campaign files and folders, with the translation files (default: .).")
    var paths: [String] = []

    @Option(name: OptionTable.config.long, help: OptionTable.config.help)
    var config: String?

    @Option(name: OptionTable.exchangeFormat.long, help: OptionTable.exchangeFormat.help)
    var format: ExchangeFormat

    @Option(name: OptionTable.exchangeLocale.long, help: OptionTable.exchangeLocale.help)
    var locale: [String] = []

    @Option(name: OptionTable.exchangeOutput.long, help: OptionTable.exchangeOutput.help)
    var output: String?

    func run() async throws {
        let options = TranslationsExportOptions(paths: paths, configPath: config, format: format, locales: locale, output: output)
        let status = StandardStreams.deliver(await TranslationsExportOperation.run(options, environment: ProcessFacts.environment()))
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}

/// `campaignc translations import FILE…`: the translations of exchange files into the translation files.
struct TranslationsImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Read XLIFF, PO, Braze CSV or braze-api files (told by content) into the translation files."
    )

    @Argument(help: "The exchange files.")
    var files: [String]

    @Option(name: OptionTable.config.long, help: OptionTable.config.help)
    var config: String?

    func run() async throws {
        let options = TranslationsImportOptions(files: files, configPath: config)
        let status = StandardStreams.deliver(await TranslationsImportOperation.run(options, environment: ProcessFacts.environment()))
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
