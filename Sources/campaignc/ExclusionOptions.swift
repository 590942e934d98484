import ArgumentParser

/// `--exclude GLOB` (repeatable) and `--force-exclude` (SPEC §1), as every command that reads
/// inputs takes them.
struct ExclusionOptions: ParsableArguments {
    @Option(name: OptionTable.exclude.long, help: OptionTable.exclude.help)
    var exclude: [String] = []

    @Flag(name: OptionTable.forceExclude.long, help: OptionTable.forceExclude.help)
    var forceExclude = false
}
