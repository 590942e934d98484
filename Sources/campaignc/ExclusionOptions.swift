import ArgumentParser

/// `--exclude GLOB` (repeatable) and `--force-exclude` (SPEC §1), as every command that reads
/// inputs takes them.
struct ExclusionOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Skip files and folders matching this glob (gitignore syntax, relative to the project root); repeatable.", valueName: "glob"))
    var exclude: [String] = []

    @Flag(help: "Apply the exclusions to files named on the command line too.")
    var forceExclude = false
}
