import CampaignCompiler
import CampaignDiagnostics
import CampaignLiquid
import CampaignModel
import CampaignPayload
import CampaignWorkspace
import CanonicalJSON

/// `campaignc render` (SPEC §18): what one device receives at session start. The campaigns
/// are checked and compiled as `compile` does (or read from `--payload`), then every trigger
/// object is rendered for the `--user` profile (`PayloadRenderer`).
///
/// - The report (the inputs', the profile's and the event's diagnostics) goes to standard
///   error; a campaign aborted for this user is listed there too.
/// - Exit 0; 1 for an error diagnostic or a rendering error, when nothing is written; 2 when
///   the command cannot do what was asked.
public enum RenderOperation {
    /// Runs the command. Never throws.
    public static func run(_ options: RenderOptions, environment: DriverEnvironment) async -> CommandResult {
        do {
            try CompileOperation.checkOutput(options.output)
            if options.payloadPath != nil, !options.checking.paths.isEmpty {
                throw RunError.usage("give campaign paths or --payload, not both")
            }
            if let tag = options.locale, let problem = LocaleSelection.problem(in: tag) {
                throw RunError.usage("invalid --locale '\(tag)': \(problem)")
            }
            let environment = try StagedFiles.environment(environment, for: options.checking)
            let inputs = try RenderInputs.load(options, files: environment.files)
            let colored = options.checking.color.resolved(forTerminal: environment.isStandardErrorTerminal, environment: environment)
            let (report, now, compiled) = try await compiled(options, inputs: inputs, environment: environment)
            let reportText =
                report.diagnostics.isEmpty && options.payloadPath != nil
                ? "" : ReportRendering.render(report, format: options.checking.format, colored: colored)
            guard !report.hasErrors, let profile = inputs.profile, let compiled else {
                return CommandResult(exitStatus: ExitStatus.errors, standardError: reportText)
            }
            let rendering = try await rendered(compiled, inputs: inputs, profile: profile, now: now, options: options, files: environment.files)
            let rendered: (pieces: [[UInt8]], aborted: [PayloadRenderer.Abort])
            switch rendering {
            case .success(let success): rendered = success
            case .failure(let error):
                let failure = RunError.usage(
                    "cannot render `\(error.campaign)` for \(profile.name): `\(error.field)`: \(error.message); nothing was written")
                return CommandResult(exitStatus: ExitStatus.errors, standardError: reportText + failure.errorOutput)
            }
            let aborted = rendered.aborted.map { abort in
                "campaign `\(abort.campaign)` aborted for \(profile.name)" + (abort.reason.map { ": \($0)" } ?? "") + "\n"
            }
            switch options.output {
            case .file(let path):
                if case .failure(let failure) = CompileOperation.writeFile(pieces: rendered.pieces, to: path) { return CommandResult(failure: failure) }
                return CommandResult(exitStatus: ExitStatus.success, standardError: reportText + aborted.joined())
            case .standardOutput, .directory:
                return CommandResult(exitStatus: ExitStatus.success, standardOutputPieces: rendered.pieces, standardError: reportText + aborted.joined())
            }
        } catch let error as RunError {
            return CommandResult(failure: error)
        } catch {
            return CommandResult(failure: .internal("\(error)"))
        }
    }

    /// What `render` renders: the payload compiled from the inputs, with how its locales fall
    /// back, or the document `--payload` read.
    enum Compiled {
        /// The payload, how its locales fall back, and how many trigger objects to render at once.
        case encoded(EncodedPayload, LocaleSelection?, jobs: Int)
        case document(JSONValue)
    }

    /// The report, the run's time and what to render (nil after an error): compiled from the
    /// inputs, or read from `--payload`.
    static func compiled(
        _ options: RenderOptions, inputs: RenderInputs, environment: DriverEnvironment
    ) async throws(RunError) -> (DiagnosticReport, Int64, Compiled?) {
        if let payloadPath = options.payloadPath {
            let now = try RenderInputs.now(options.checking.now, default: environment.currentTime)
            let report = DiagnosticReport(diagnostics: inputs.diagnostics, sources: inputs.sources, campaigns: 0)
            return (report, now, .document(try RenderInputs.payload(payloadPath, files: environment.files)))
        }
        let outputs = if case .file(let path) = options.output { [NamedPath(option: "--output", path: path)] } else { [NamedPath]() }
        let setup = try RunSetup(options.checking.run, environment: environment.run, outputs: outputs, otherReads: inputs.reads)
        let compile = CompileOptions(checking: options.checking, output: .standardOutput, pretty: options.pretty)
        let checked = try await CompileOperation.check(setup, options: compile, keepingPersonalObjects: true)
        let report = RenderInputs.merged(checked.report, inputs.diagnostics, sources: inputs.sources)
        guard !report.hasErrors, let parts = checked.encodedParts, let encoding = checked.encoding else {
            return (report, setup.settings.now, nil)
        }
        let payload = PayloadBuilder(project: checked.project).build(parts, layout: encoding.layout, style: encoding.style)
        return (report, setup.settings.now, .encoded(payload, checked.project.localisation.map(LocaleSelection.init), jobs: setup.jobs))
    }

    /// `compiled` rendered for `profile` in the user's locale (`--locale`, else the profile's),
    /// as the pieces of the output document, with the campaigns aborted for the user; the
    /// first failure in trigger order stops it. The trigger objects of a compiled payload are
    /// rendered in parallel.
    static func rendered(
        _ compiled: Compiled, inputs: RenderInputs, profile: UserProfile, now: Int64, options: RenderOptions, files: any SourceFileSystem
    ) async throws(RunError) -> Result<(pieces: [[UInt8]], aborted: [PayloadRenderer.Abort]), PayloadRenderer.Failure> {
        let tag = options.locale ?? profile.locale
        switch compiled {
        case .document(let document):
            let locale = RenderLocale(translations: PayloadTranslations(document: document), selection: nil, tag: tag)
            let triggers = document[PayloadKey.triggers.rawValue]?.arrayValue ?? []
            let renderer = inputs.renderer(for: profile, now: now, texts: PayloadRenderer.texts(of: triggers), files: files, translations: locale.texts)
            let writer = JSONWriter(style: options.pretty ? .pretty : .compact)
            return Result { () throws(PayloadRenderer.Failure) in
                let rendered = try renderer.render(document)
                return ([writer.encodeDocument(rendered.document)], rendered.aborted)
            }
        case .encoded(let payload, let selection, let jobs):
            let locale = RenderLocale(translations: payload.translations, selection: selection, tag: tag)
            let readBack: PayloadRenderer.ReadBack
            do {
                readBack = try PayloadRenderer.ReadBack(payload) { id in locale.texts[id]?.isEmpty == false }
            } catch {
                throw .internal("the compiled payload does not read back: \(error.message)")
            }
            let renderer = inputs.renderer(for: profile, now: now, texts: readBack.texts, files: files, translations: locale.texts)
            let values = readBack.values
            let read = values.indices.filter { values[$0] != nil }
            let style = payload.style
            let outcomes = await ParallelWork.map(read, jobs: jobs) { index in
                Result { () throws(PayloadRenderer.Failure) in try renderer.element(values[index] ?? .null, style: style) }
            }
            var elements = [PayloadRenderer.Element?](repeating: nil, count: values.count)
            for (index, outcome) in zip(read, outcomes) {
                switch outcome {
                case .success(let element): elements[index] = element
                case .failure(let failure): return .failure(failure)
                }
            }
            return .success(renderer.document(payload, elements: elements))
        }
    }
}
