import ArgumentParser
import CampaignDriver

/// `campaignc validate PATH...`: checks campaigns and writes the report to standard output;
/// with `--fix`, applies the safe fix-its first (SPEC §13.2).
struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check campaign files and report every problem.",
        // Written out: with --fix and --diff the generated one would shrink to `[<options>]`.
        usage: """
            campaignc validate [<paths> ...] [--config <file>] [--format <format>] [--warnings-as-errors] [--now <time>] [--color <color>] \
            [--jobs <n>] [--exclude <glob> ...] [--force-exclude] [--stdin-filename <path>] [--baseline <file>] [--no-baseline] \
            [--write-baseline <file>] [--fix [--diff]]
            """
    )

    @OptionGroup var checking: CheckingOptions

    @Flag(name: OptionTable.fix.long, help: OptionTable.fix.help)
    var fix = false

    @Flag(name: OptionTable.diff.long, help: OptionTable.diff.help)
    var diff = false

    func validate() throws {
        if diff && !fix { throw ValidationError("--diff shows what --fix would change: give --fix too") }
    }

    var invocation: Invocation {
        .validate(checking.validateOptions, fix: fix, diff: diff)
    }

    func run() async throws {
        try await invocation.finish()
    }
}
