import ArgumentParser
import CampaignDriver

/// `campaignc diff OLD NEW` and `campaignc diff --base REF [PATH...]`: what a change does to the
/// campaigns, in campaign terms (SPEC §5.1).
struct DiffCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Show the campaigns added, removed and changed between two versions, in campaign terms.",
        discussion: """
            Each side is a compiled payload (*.json) or campaign sources (files or folders, compiled on the fly). \
            With --base REF, the old side is the same sources at git revision REF. \
            Exit status: 0 the sides are equal, 1 they differ, 2 a side cannot be read or compiled.
            """
    )

    @Argument(
        help: "OLD and NEW: payload files or campaign sources. With --base, the sources of the new side (default: the project root).",
        completion: .file()
    )
    var paths: [String] = []

    @Option(name: OptionTable.base.long, help: OptionTable.base.help)
    var base: String?

    @Option(name: OptionTable.diffFormat.long, help: OptionTable.diffFormat.help)
    var format: DiffFormat = .text

    @Option(name: OptionTable.diffConfig.long, help: OptionTable.diffConfig.help, completion: .file(extensions: ["yaml"]))
    var config: String?

    @Option(name: OptionTable.diffNow.long, help: OptionTable.diffNow.help)
    var now: String?

    func run() async throws {
        let options = DiffOptions(paths: paths, base: base, format: format, configPath: config, now: now)
        try StandardStreams.finish(await DiffOperation.run(options, environment: ProcessFacts.environment()))
    }
}
