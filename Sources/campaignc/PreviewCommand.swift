import ArgumentParser
import CampaignDriver
import CampaignPreview

/// `campaignc preview PATH... --output-dir DIR`: checks campaigns like `validate` (report on
/// standard error) and writes the HTML preview gallery (SPEC §10), errors or not.
struct PreviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write an HTML gallery that draws every campaign as the SDK's default UI would."
    )

    @Argument(help: "Campaign files, folders to search for *.yaml and *.yml, or - for standard input (default: the project root).")
    var paths: [String] = []

    @Option(help: ArgumentHelp("Write index.html, assets/ and html/ into this folder.", valueName: "dir"))
    var outputDir: String

    @Option(help: "The themes to draw.")
    var theme: ThemeChoice = .both

    @Option(help: "The device frame.")
    var device: PreviewDevice = .phone

    @Option(help: "The orientations to draw (default: each message's own, portrait for any).")
    var orientation: OrientationChoice?

    @Option(
        help: ArgumentHelp("The platforms to draw: ios, android, web or all (repeatable; default: ios).", valueName: "platform"),
        transform: { try PlatformWordReader.read($0) })
    var platform: [PlatformWord] = []

    @Option(help: ArgumentHelp("The project file (default: the nearest campaignc.yaml).", valueName: "file"))
    var config: String?

    @Option(help: ArgumentHelp("The current time for schedule checks, RFC 3339 (2026-03-01T09:00:00Z).", valueName: "time"))
    var now: String?

    @Option(help: ArgumentHelp("How many files to check at once (default: one per core).", valueName: "n"))
    var jobs: Int?

    @OptionGroup var exclusions: ExclusionOptions

    func run() async throws {
        let options = PreviewRunOptions(
            paths: paths, outputDirectory: outputDir,
            gallery: PreviewOptions(themes: theme, device: device, orientation: orientation, platforms: platform.flatMap(\.platforms)),
            configPath: config, now: now, jobs: jobs, exclude: exclusions.exclude, forceExclude: exclusions.forceExclude
        )
        let result = await PreviewOperation.run(options, environment: ProcessFacts.environment())
        try StandardStreams.finish(result)
    }
}

extension ThemeChoice: ExpressibleByArgument {}
extension PreviewDevice: ExpressibleByArgument {}
extension OrientationChoice: ExpressibleByArgument {}
