import ArgumentParser

/// What picks the inputs of every command that reads campaigns (validate, compile, test,
/// preview): the paths and the project file (SPEC §1, §5). The other options they share are
/// `ExclusionOptions`; every option is spelled in `OptionTable`.
struct InputOptions: ParsableArguments {
    @Argument(
        help: "Campaign files, folders to search for *.yaml and *.yml, or - for standard input (default: the project root).",
        completion: .file(extensions: ["yaml", "yml"])
    )
    var paths: [String] = []

    @Option(name: OptionTable.config.long, help: OptionTable.config.help, completion: .file(extensions: ["yaml"]))
    var config: String?
}
