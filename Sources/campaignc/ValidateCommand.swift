import ArgumentParser
import CampaignDriver

/// `campaignc validate PATH...`: checks campaigns and writes the report to standard output.
struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check campaign files and report every problem."
    )

    @Argument(help: "Campaign files, folders to search for *.yaml and *.yml, or - for standard input.")
    var paths: [String]

    @Option(help: ArgumentHelp("The project file (default: the nearest campaignc.yaml).", valueName: "file"))
    var config: String?

    @Option(help: "The report format.")
    var format: ReportFormat = .text

    @Flag(help: "Treat every warning as an error.")
    var warningsAsErrors = false

    @Option(help: ArgumentHelp("The current time for schedule checks, RFC 3339 (2026-03-01T09:00:00Z).", valueName: "time"))
    var now: String?

    @Option(help: "Colour the text report: auto (when standard output is a terminal and NO_COLOR is unset), always or never.")
    var color: ColorChoice = .auto

    @Option(help: ArgumentHelp("How many files to check at once (default: one per core).", valueName: "n"))
    var jobs: Int?

    func run() async throws {
        let options = ValidateOptions(
            paths: paths,
            configPath: config,
            format: format,
            warningsAsErrors: warningsAsErrors,
            now: now,
            color: color,
            jobs: jobs
        )
        let result = await ValidateOperation.run(options, environment: ProcessFacts.environment())
        StandardStreams.write(result)
        if result.exitStatus != ExitStatus.success {
            throw ExitCode(result.exitStatus)
        }
    }
}
