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

    @Option(help: ArgumentHelp("Compare with the sources at this git revision (a branch, tag or commit).", valueName: "ref"))
    var base: String?

    @Option(help: "The output format.")
    var format: DiffFormat = .text

    @Option(
        help: ArgumentHelp("The project file the sources are compiled with (default: the nearest campaignc.yaml).", valueName: "file"),
        completion: .file(extensions: ["yaml"])
    )
    var config: String?

    @Option(help: ArgumentHelp("The current time for the checks, RFC 3339 (2026-03-01T09:00:00Z).", valueName: "time"))
    var now: String?

    func run() async throws {
        let options = DiffOptions(paths: paths, base: base, format: format, configPath: config, now: now)
        try StandardStreams.finish(await DiffOperation.run(options, environment: ProcessFacts.environment()))
    }
}
