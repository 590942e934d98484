import CampaignDriver
import CampaignPreview

/// Reads the command lines campaignc is given most — `validate`, `compile`, `test` and
/// `preview` with their paths and options — without ArgumentParser, whose parse costs several
/// times the check of a small file and grows with the square of the number of words (16,000
/// paths took 6 s; issue 23 item 10). This reading is linear.
///
/// It returns nil for every line it is not sure of (see `CommandWords`: help, `--`, unknown or
/// repeated options, values that look like options, values of the wrong kind, the checks the
/// commands' `validate()` make), and ArgumentParser then reads the line as it always did, with
/// the same help, usage errors and exit statuses. `QuickCommandLineTests` checks that both
/// readings agree on every line this one accepts.
enum QuickCommandLine {
    static func parse(_ words: [String]) -> Invocation? {
        try? invocation(words)
    }

    private static func invocation(_ words: [String]) throws(CommandWords.Unsure) -> Invocation {
        let rest = words.dropFirst()
        switch words.first {
        case "validate":
            let line = try CommandWords(rest, options: checkingOptions, flags: checkingFlags.union(["fix", "diff"]))
            let fix = line.flag("fix")
            let diff = line.flag("diff")
            // `--diff` without `--fix` is a usage error, ArgumentParser's to print.
            guard fix || !diff else { throw CommandWords.Unsure() }
            return .validate(try checking(line), fix: fix, diff: diff)
        case "compile":
            var options = checkingOptions
            options["output"] = .once
            options["output-dir"] = .once
            let line = try CommandWords(rest, options: options, flags: checkingFlags.union(["pretty"]))
            let output: CompileOutput
            switch (line.value("output"), line.value("output-dir")) {
            case (let file?, nil): output = CompileOutput(outputArgument: file)
            case (nil, let folder?): output = .directory(folder)
            // Neither or both: a usage error, ArgumentParser's to print.
            default: throw CommandWords.Unsure()
            }
            return .compile(CompileOptions(checking: try checking(line), output: output, pretty: line.flag("pretty")))
        case "test":
            var options = checkingOptions
            options["payload"] = .once
            options["scenario"] = .repeatable
            options["platform"] = .once
            let line = try CommandWords(rest, options: options, flags: checkingFlags.union(["trace"]))
            var platform: TestPlatform?
            if let word = line.value("platform") {
                // Another word is a usage error with a did-you-mean, ArgumentParser's to print.
                guard let known = PlatformWord(rawValue: word) else { throw CommandWords.Unsure() }
                platform = TestPlatform(known)
            }
            return .test(
                TestOptions(
                    checking: try checking(line), payloadPath: line.value("payload"), scenarioIDs: line.values("scenario"), trace: line.flag("trace"),
                    platform: platform))
        case "preview":
            return .preview(try preview(rest))
        default:
            throw CommandWords.Unsure()
        }
    }

    /// The options of `CheckingOptions` (and `InputOptions`, `ExclusionOptions`).
    private static let checkingOptions: CommandWords.Options = [
        "config": .once, "format": .once, "now": .once, "color": .once, "jobs": .once, "exclude": .repeatable,
        "stdin-filename": .once, "baseline": .once, "write-baseline": .once,
    ]
    private static let checkingFlags: Set<String> = ["warnings-as-errors", "force-exclude", "no-baseline"]

    /// `CheckingOptions.validateOptions` of the words.
    private static func checking(_ line: CommandWords) throws(CommandWords.Unsure) -> ValidateOptions {
        ValidateOptions(
            paths: line.paths,
            configPath: line.value("config"),
            format: try line.value("format", as: ReportFormat.self) ?? .text,
            warningsAsErrors: line.flag("warnings-as-errors"),
            now: line.value("now"),
            color: try line.value("color", as: ColorChoice.self) ?? .auto,
            jobs: try line.integer("jobs"),
            exclude: line.values("exclude"),
            forceExclude: line.flag("force-exclude"),
            stdinFilename: line.value("stdin-filename"),
            baselinePath: line.value("baseline"),
            writeBaselinePath: line.value("write-baseline"),
            noBaseline: line.flag("no-baseline")
        )
    }

    /// `PreviewCommand`'s options of the words.
    private static func preview(_ words: ArraySlice<String>) throws(CommandWords.Unsure) -> PreviewRunOptions {
        let line = try CommandWords(
            words,
            options: [
                "config": .once, "output-dir": .once, "theme": .once, "device": .once, "orientation": .once, "platform": .repeatable,
                "now": .once, "jobs": .once, "exclude": .repeatable,
            ],
            flags: ["force-exclude"])
        // `--output-dir` is required: without it, a usage error.
        guard let outputDirectory = line.value("output-dir") else { throw CommandWords.Unsure() }
        var platforms: [PreviewPlatform] = []
        for word in line.values("platform") {
            guard let known = PlatformWord(rawValue: word) else { throw CommandWords.Unsure() }
            platforms += known.platforms
        }
        let gallery = PreviewOptions(
            themes: try line.value("theme", as: ThemeChoice.self) ?? .both, device: try line.value("device", as: PreviewDevice.self) ?? .phone,
            orientation: try line.value("orientation", as: OrientationChoice.self), platforms: platforms)
        return PreviewRunOptions(
            paths: line.paths, outputDirectory: outputDirectory, gallery: gallery, configPath: line.value("config"), now: line.value("now"),
            jobs: try line.integer("jobs"), exclude: line.values("exclude"), forceExclude: line.flag("force-exclude"))
    }
}
