import ArgumentParser

/// What picks the inputs of every command that reads campaigns (validate, compile, test,
/// preview): the paths and the project file (SPEC §1, §5). The other options they share are
/// `ExclusionOptions` and the help texts of `SharedHelp`.
struct InputOptions: ParsableArguments {
    @Argument(
        help: "Campaign files, folders to search for *.yaml and *.yml, or - for standard input (default: the project root).",
        completion: .file(extensions: ["yaml", "yml"])
    )
    var paths: [String] = []

    @Option(
        help: ArgumentHelp("The project file (default: the nearest campaignc.yaml).", valueName: "file"),
        completion: .file(extensions: ["yaml"])
    )
    var config: String?
}

/// The help of the options that `CheckingOptions` and `preview` both declare, written once.
enum SharedHelp {
    static let now = ArgumentHelp("The current time for schedule checks, RFC 3339 (2026-03-01T09:00:00Z).", valueName: "time")
    static let jobs = ArgumentHelp("How many files to check at once (default: one per core).", valueName: "n")
}
