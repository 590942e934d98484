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

    @Flag(help: "Apply the safe fix-its to the files, then report what is left (with -, print the fixed text and report on standard error).")
    var fix = false

    @Flag(help: "With --fix: print a unified diff of what would change instead of writing it.")
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
