import ArgumentParser

/// One option of the command line: its name, whether it takes a value (and may be given more
/// than once) and its help. Both readings of a command line are built from these values —
/// ArgumentParser's commands declare `@Option(name: .customLong(option.name), help: option.help)`,
/// `QuickCommandLine` reads the words with `CommandWords(…, options:)` of the same list — so
/// every option is spelled once, here (`OptionTableTests` checks that ArgumentParser knows
/// exactly the options of each list).
struct CommandLineOption: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        /// `--name`, no value.
        case flag
        /// `--name VALUE` or `--name=VALUE`.
        case value(repeatable: Bool)
    }

    /// The long name, without `--`.
    let name: String
    let kind: Kind
    let help: ArgumentHelp

    /// The same option where a command words its help differently.
    func helped(_ help: ArgumentHelp) -> CommandLineOption {
        CommandLineOption(name: name, kind: kind, help: help)
    }

    /// `--name` as ArgumentParser names it.
    var long: NameSpecification { .customLong(name) }

    static func == (a: CommandLineOption, b: CommandLineOption) -> Bool {
        a.name == b.name && a.kind == b.kind
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(kind)
    }
}

/// Every option of the commands that read campaigns, and which command takes which.
enum OptionTable {
    // MARK: The inputs and how they are checked (validate, compile, test; preview takes some)

    static let config = CommandLineOption(
        name: "config", kind: .value(repeatable: false), help: ArgumentHelp("The project file (default: the nearest campaignc.yaml).", valueName: "file"))
    static let format = CommandLineOption(name: "format", kind: .value(repeatable: false), help: "The report format.")
    static let warningsAsErrors = CommandLineOption(name: "warnings-as-errors", kind: .flag, help: "Treat every warning as an error.")
    static let now = CommandLineOption(
        name: "now", kind: .value(repeatable: false),
        help: ArgumentHelp("The current time for schedule checks, RFC 3339 (2026-03-01T09:00:00Z).", valueName: "time"))
    static let color = CommandLineOption(
        name: "color", kind: .value(repeatable: false),
        help: "Colour the text report: auto (when the report goes to a terminal and NO_COLOR is unset), always or never.")
    static let jobs = CommandLineOption(
        name: "jobs", kind: .value(repeatable: false), help: ArgumentHelp("How many files to check at once (default: one per core).", valueName: "n"))
    static let exclude = CommandLineOption(
        name: "exclude", kind: .value(repeatable: true),
        help: ArgumentHelp("Skip files and folders matching this glob (gitignore syntax, relative to the project root); repeatable.", valueName: "glob"))
    static let forceExclude = CommandLineOption(name: "force-exclude", kind: .flag, help: "Apply the exclusions to files named on the command line too.")
    static let stdinFilename = CommandLineOption(
        name: "stdin-filename", kind: .value(repeatable: false),
        help: ArgumentHelp("With -, the path standard input is shown as and resolved from.", valueName: "path"))
    static let baseline = CommandLineOption(
        name: "baseline", kind: .value(repeatable: false),
        help: ArgumentHelp("Report only diagnostics not recorded in this baseline file (default: the project file's baseline:).", valueName: "file"))
    static let noBaseline = CommandLineOption(name: "no-baseline", kind: .flag, help: "Read no baseline, not even the one the project file names.")
    static let writeBaseline = CommandLineOption(
        name: "write-baseline", kind: .value(repeatable: false),
        help: ArgumentHelp("Record the current diagnostics of adjustable codes in this baseline file.", valueName: "file"))

    // MARK: Each command's own

    static let staged = CommandLineOption(
        name: "staged", kind: .flag,
        help: "Read the files git has staged (the index) instead of the working tree: what the next commit holds.")
    static let fix = CommandLineOption(
        name: "fix", kind: .flag,
        help: "Apply the safe fix-its to the files, then report what is left (with -, print the fixed text and report on standard error).")
    static let diff = CommandLineOption(name: "diff", kind: .flag, help: "With --fix: print a unified diff of what would change instead of writing it.")
    static let output = CommandLineOption(
        name: "output", kind: .value(repeatable: false), help: ArgumentHelp("Write the payload to this file, or - for standard output.", valueName: "file"))
    static let outputDir = CommandLineOption(
        name: "output-dir", kind: .value(repeatable: false),
        help: ArgumentHelp("Write one <campaign id>.json per campaign and manifest.json into this folder.", valueName: "dir"))
    static let pretty = CommandLineOption(name: "pretty", kind: .flag, help: "Indent the JSON by two spaces.")
    static let payload = CommandLineOption(
        name: "payload", kind: .value(repeatable: false),
        help: ArgumentHelp("Run against this compiled payload (schema_version 2) instead of the campaign sources.", valueName: "file"))
    static let scenario = CommandLineOption(
        name: "scenario", kind: .value(repeatable: true), help: ArgumentHelp("Run only this scenario (repeatable).", valueName: "id"))
    static let trace = CommandLineOption(
        name: "trace", kind: .flag, help: "Print every scenario's timeline (text, or inside the JSON document with --format json).")
    static let testPlatform = CommandLineOption(
        name: "platform", kind: .value(repeatable: false),
        help: ArgumentHelp(
            "Run every scenario as ios, android or web instead of the project's platform, or as each of them: all (a scenario that names its own platform keeps it).",
            valueName: "platform"))
    // `render` (SPEC §18)
    static let user = CommandLineOption(
        name: "user", kind: .value(repeatable: false), help: ArgumentHelp("The profile of the user to render for (YAML).", valueName: "file"))
    static let event = CommandLineOption(
        name: "event", kind: .value(repeatable: false),
        help: ArgumentHelp("Render templated messages as at this trigger: custom_event or purchase, properties and at (YAML).", valueName: "file"))
    static let renderPayload = payload.helped(
        ArgumentHelp("Render this compiled payload (schema_version 2 or 3) instead of the campaign sources.", valueName: "file"))
    static let renderLocale = CommandLineOption(
        name: "locale", kind: .value(repeatable: false),
        help: ArgumentHelp("Render the texts of this locale, with the project's fallback (default: the profile's locale, else the source).", valueName: "tag"))
    static let renderOutput = output.helped(ArgumentHelp("Write the rendered payload to this file, or - for standard output (default).", valueName: "file"))
    static let previewLocale = CommandLineOption(
        name: "locale", kind: .value(repeatable: false),
        help: ArgumentHelp("Draw this locale's texts, or every locale with all (default: the project's source).", valueName: "tag|all"))
    static let galleryDir = outputDir.helped(ArgumentHelp("Write index.html, assets/ and html/ into this folder.", valueName: "dir"))
    static let theme = CommandLineOption(name: "theme", kind: .value(repeatable: false), help: "The themes to draw.")
    static let device = CommandLineOption(name: "device", kind: .value(repeatable: false), help: "The device frame.")
    static let orientation = CommandLineOption(
        name: "orientation", kind: .value(repeatable: false), help: "The orientations to draw (default: each message's own, portrait for any).")
    static let platform = CommandLineOption(
        name: "platform", kind: .value(repeatable: true),
        help: ArgumentHelp("The platforms to draw: ios, android, web or all (repeatable; default: ios).", valueName: "platform"))

    // `diff` (SPEC §5.1)
    static let base = CommandLineOption(
        name: "base", kind: .value(repeatable: false),
        help: ArgumentHelp("Compare with the sources at this git revision (a branch, tag or commit).", valueName: "ref"))
    static let diffFormat = format.helped("The output format.")
    static let diffConfig = config.helped(
        ArgumentHelp("The project file the sources are compiled with (default: the nearest campaignc.yaml).", valueName: "file"))
    static let diffNow = now.helped(ArgumentHelp("The current time for the checks, RFC 3339 (2026-03-01T09:00:00Z).", valueName: "time"))

    // `lsp` (SPEC §13.3): the options it shares with `validate`, worded for a workspace, and the
    // transport options clients pass (only standard input and output are a transport).
    static let stdio = CommandLineOption(name: "stdio", kind: .flag, help: "Accepted for clients that pass it: standard input and output are the transport.")
    static let lspConfig = config.helped(ArgumentHelp("The project file (default: the workspace's campaignc.yaml files).", valueName: "file"))
    static let lspBaseline = baseline.helped(
        ArgumentHelp("Report only diagnostics not recorded in this baseline file (default: each project file's baseline:).", valueName: "file"))
    static let lspNoBaseline = noBaseline.helped("Read no baseline, not even the one a project file names.")
    static let socket = CommandLineOption(name: "socket", kind: .value(repeatable: false), help: .hidden)
    static let port = CommandLineOption(name: "port", kind: .value(repeatable: false), help: .hidden)
    static let pipe = CommandLineOption(name: "pipe", kind: .value(repeatable: false), help: .hidden)
    static let nodeIPC = CommandLineOption(name: "node-ipc", kind: .flag, help: .hidden)

    // `translations export` (SPEC §16.6)
    static let exchangeFormat = CommandLineOption(
        name: "format", kind: .value(repeatable: false), help: ArgumentHelp("The exchange format: xliff, po, braze-csv or braze-api.", valueName: "format"))
    static let exchangeLocale = CommandLineOption(
        name: "locale", kind: .value(repeatable: true),
        help: ArgumentHelp("Export only this target locale (repeatable; default: every locale of the project file).", valueName: "tag"))
    static let exchangeOutput = output.helped(
        ArgumentHelp(
            "The file to write (xliff, braze-api; default: standard output) or the folder (po, braze-csv; created).", valueName: "path"))

    // MARK: Which command takes which

    /// `CheckingOptions` (with `InputOptions` and `ExclusionOptions`).
    static let checking: [CommandLineOption] = [
        config, format, warningsAsErrors, now, color, jobs, exclude, forceExclude, stdinFilename, baseline, noBaseline, writeBaseline, staged,
    ]
    static let validate = checking + [fix, diff]
    static let compile = checking + [output, outputDir, pretty]
    static let test = checking + [payload, scenario, trace, testPlatform]
    static let render = checking + [user, event, renderPayload, renderLocale, renderOutput, pretty]
    static let preview: [CommandLineOption] = [config, galleryDir, theme, device, orientation, platform, now, previewLocale, jobs, exclude, forceExclude]
    static let diffCommand: [CommandLineOption] = [base, diffFormat, diffConfig, diffNow]
    static let translationsExport: [CommandLineOption] = [config, exchangeFormat, exchangeLocale, exchangeOutput]
    static let translationsImport: [CommandLineOption] = [config]
    static let lsp: [CommandLineOption] = [
        stdio, lspConfig, exclude, lspBaseline, lspNoBaseline, warningsAsErrors, now, socket, port, pipe, nodeIPC,
    ]
}
