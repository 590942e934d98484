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

    @OptionGroup var inputs: InputOptions

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

    @Option(help: SharedHelp.now)
    var now: String?

    @Option(help: SharedHelp.jobs)
    var jobs: Int?

    @OptionGroup var exclusions: ExclusionOptions

    var invocation: Invocation {
        .preview(
            PreviewRunOptions(
                paths: inputs.paths, outputDirectory: outputDir,
                gallery: PreviewOptions(themes: theme, device: device, orientation: orientation, platforms: platform.flatMap(\.platforms)),
                configPath: inputs.config, now: now, jobs: jobs, exclude: exclusions.exclude, forceExclude: exclusions.forceExclude
            ))
    }

    func run() async throws {
        try await invocation.finish()
    }
}

extension ThemeChoice: ExpressibleByArgument {}
extension PreviewDevice: ExpressibleByArgument {}
extension OrientationChoice: ExpressibleByArgument {}
