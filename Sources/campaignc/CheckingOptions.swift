import ArgumentParser
import CampaignDriver

/// The options `validate`, `compile` and `test` share: the inputs and how they are checked and reported.
struct CheckingOptions: ParsableArguments {
    @OptionGroup var inputs: InputOptions

    @Option(help: "The report format.")
    var format: ReportFormat = .text

    @Flag(help: "Treat every warning as an error.")
    var warningsAsErrors = false

    @Option(help: SharedHelp.now)
    var now: String?

    @Option(help: "Colour the text report: auto (when the report goes to a terminal and NO_COLOR is unset), always or never.")
    var color: ColorChoice = .auto

    @Option(help: SharedHelp.jobs)
    var jobs: Int?

    @OptionGroup var exclusions: ExclusionOptions

    @Option(
        help: ArgumentHelp("With -, the path standard input is shown as and resolved from.", valueName: "path"),
        completion: .file()
    )
    var stdinFilename: String?

    @Option(help: ArgumentHelp("Report only diagnostics not recorded in this baseline file (default: the project file's baseline:).", valueName: "file"))
    var baseline: String?

    @Flag(help: "Read no baseline, not even the one the project file names.")
    var noBaseline = false

    @Option(help: ArgumentHelp("Record the current diagnostics of adjustable codes in this baseline file.", valueName: "file"))
    var writeBaseline: String?

    var validateOptions: ValidateOptions {
        ValidateOptions(
            paths: inputs.paths,
            configPath: inputs.config,
            format: format,
            warningsAsErrors: warningsAsErrors,
            now: now,
            color: color,
            jobs: jobs,
            exclude: exclusions.exclude,
            forceExclude: exclusions.forceExclude,
            stdinFilename: stdinFilename,
            baselinePath: baseline,
            writeBaselinePath: writeBaseline,
            noBaseline: noBaseline
        )
    }
}
