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

    @Option(name: OptionTable.galleryDir.long, help: OptionTable.galleryDir.help)
    var outputDir: String

    @Option(name: OptionTable.theme.long, help: OptionTable.theme.help)
    var theme: ThemeChoice = .both

    @Option(name: OptionTable.device.long, help: OptionTable.device.help)
    var device: PreviewDevice = .phone

    @Option(name: OptionTable.orientation.long, help: OptionTable.orientation.help)
    var orientation: OrientationChoice?

    @Option(name: OptionTable.platform.long, help: OptionTable.platform.help, transform: { try PlatformWordReader.read($0) })
    var platform: [PlatformWord] = []

    @Option(name: OptionTable.now.long, help: OptionTable.now.help)
    var now: String?

    @Option(name: OptionTable.previewLocale.long, help: OptionTable.previewLocale.help)
    var locale: String?

    @Option(name: OptionTable.jobs.long, help: OptionTable.jobs.help)
    var jobs: Int?

    @OptionGroup var exclusions: ExclusionOptions

    var invocation: Invocation {
        .preview(
            PreviewRunOptions(
                paths: inputs.paths, outputDirectory: outputDir,
                gallery: PreviewOptions(themes: theme, device: device, orientation: orientation, platforms: platform.flatMap(\.platforms)),
                configPath: inputs.config, now: now, jobs: jobs, exclude: exclusions.exclude, forceExclude: exclusions.forceExclude,
                locale: locale
            ))
    }

    func run() async throws {
        try await invocation.finish()
    }
}

extension ThemeChoice: ExpressibleByArgument {}
extension PreviewDevice: ExpressibleByArgument {}
extension OrientationChoice: ExpressibleByArgument {}
