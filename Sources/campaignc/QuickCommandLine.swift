import CampaignDriver
import CampaignPreview

/// Reads the command lines campaignc is given most — `validate`, `compile`, `test`, `render`
/// and `preview` with their paths and options — without ArgumentParser, whose parse costs several
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
        typealias T = OptionTable
        let rest = words.dropFirst()
        switch words.first {
        case "validate":
            let line = try CommandWords(rest, table: T.validate)
            let fix = line.flag(T.fix)
            let diff = line.flag(T.diff)
            // `--diff` without `--fix` is a usage error, ArgumentParser's to print.
            guard fix || !diff else { throw CommandWords.Unsure() }
            return .validate(try checking(line), fix: fix, diff: diff)
        case "compile":
            let line = try CommandWords(rest, table: T.compile)
            let output: CompileOutput
            switch (line.value(T.output), line.value(T.outputDir)) {
            case (let file?, nil): output = CompileOutput(outputArgument: file)
            case (nil, let folder?): output = .directory(folder)
            // Neither or both: a usage error, ArgumentParser's to print.
            default: throw CommandWords.Unsure()
            }
            return .compile(CompileOptions(checking: try checking(line), output: output, pretty: line.flag(T.pretty)))
        case "test":
            let line = try CommandWords(rest, table: T.test)
            var platform: TestPlatform?
            if let word = line.value(T.testPlatform) {
                // Another word is a usage error with a did-you-mean, ArgumentParser's to print.
                guard let known = PlatformWord(rawValue: word) else { throw CommandWords.Unsure() }
                platform = TestPlatform(known)
            }
            return .test(
                TestOptions(
                    checking: try checking(line), payloadPath: line.value(T.payload), scenarioIDs: line.values(T.scenario), trace: line.flag(T.trace),
                    platform: platform))
        case "render":
            let line = try CommandWords(rest, table: T.render)
            // `--user` is required: without it, a usage error.
            guard let user = line.value(T.user) else { throw CommandWords.Unsure() }
            return .render(
                RenderOptions(
                    checking: try checking(line), userPath: user, eventPath: line.value(T.event), payloadPath: line.value(T.renderPayload),
                    locale: line.value(T.renderLocale), output: CompileOutput(outputArgument: line.value(T.renderOutput) ?? "-"),
                    pretty: line.flag(T.pretty)))
        case "preview":
            return .preview(try preview(rest))
        default:
            throw CommandWords.Unsure()
        }
    }

    /// `CheckingOptions.validateOptions` of the words.
    private static func checking(_ line: CommandWords) throws(CommandWords.Unsure) -> ValidateOptions {
        typealias T = OptionTable
        return ValidateOptions(
            paths: line.paths,
            configPath: line.value(T.config),
            format: try line.value(T.format, as: ReportFormat.self) ?? .text,
            warningsAsErrors: line.flag(T.warningsAsErrors),
            now: line.value(T.now),
            color: try line.value(T.color, as: ColorChoice.self) ?? .auto,
            jobs: try line.integer(T.jobs),
            exclude: line.values(T.exclude),
            forceExclude: line.flag(T.forceExclude),
            stdinFilename: line.value(T.stdinFilename),
            baselinePath: line.value(T.baseline),
            writeBaselinePath: line.value(T.writeBaseline),
            noBaseline: line.flag(T.noBaseline),
            staged: line.flag(T.staged)
        )
    }

    /// `PreviewCommand`'s options of the words.
    private static func preview(_ words: ArraySlice<String>) throws(CommandWords.Unsure) -> PreviewRunOptions {
        typealias T = OptionTable
        let line = try CommandWords(words, table: T.preview)
        // `--output-dir` is required: without it, a usage error.
        guard let outputDirectory = line.value(T.galleryDir) else { throw CommandWords.Unsure() }
        var platforms: [PreviewPlatform] = []
        for word in line.values(T.platform) {
            guard let known = PlatformWord(rawValue: word) else { throw CommandWords.Unsure() }
            platforms += known.platforms
        }
        let gallery = PreviewOptions(
            themes: try line.value(T.theme, as: ThemeChoice.self) ?? .both, device: try line.value(T.device, as: PreviewDevice.self) ?? .phone,
            orientation: try line.value(T.orientation, as: OrientationChoice.self), platforms: platforms)
        return PreviewRunOptions(
            paths: line.paths, outputDirectory: outputDirectory, gallery: gallery, configPath: line.value(T.config), now: line.value(T.now),
            jobs: try line.integer(T.jobs), exclude: line.values(T.exclude), forceExclude: line.flag(T.forceExclude),
            locale: line.value(T.previewLocale))
    }
}
