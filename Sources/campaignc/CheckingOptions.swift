import ArgumentParser
import CampaignDriver

/// The options `validate`, `compile` and `test` share: the inputs and how they are checked and reported.
struct CheckingOptions: ParsableArguments {
    @OptionGroup var inputs: InputOptions

    @Option(name: OptionTable.format.long, help: OptionTable.format.help)
    var format: ReportFormat = .text

    @Flag(name: OptionTable.warningsAsErrors.long, help: OptionTable.warningsAsErrors.help)
    var warningsAsErrors = false

    @Option(name: OptionTable.now.long, help: OptionTable.now.help)
    var now: String?

    @Option(name: OptionTable.color.long, help: OptionTable.color.help)
    var color: ColorChoice = .auto

    @Option(name: OptionTable.jobs.long, help: OptionTable.jobs.help)
    var jobs: Int?

    @OptionGroup var exclusions: ExclusionOptions

    @Option(name: OptionTable.stdinFilename.long, help: OptionTable.stdinFilename.help, completion: .file())
    var stdinFilename: String?

    @Option(name: OptionTable.baseline.long, help: OptionTable.baseline.help)
    var baseline: String?

    @Flag(name: OptionTable.noBaseline.long, help: OptionTable.noBaseline.help)
    var noBaseline = false

    @Option(name: OptionTable.writeBaseline.long, help: OptionTable.writeBaseline.help)
    var writeBaseline: String?

    @Flag(name: OptionTable.staged.long, help: OptionTable.staged.help)
    var staged = false

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
            noBaseline: noBaseline,
            staged: staged
        )
    }
}
