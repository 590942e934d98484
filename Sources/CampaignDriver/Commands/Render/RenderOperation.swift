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
            let (report, now, document, locales) = try await compiled(options, inputs: inputs, environment: environment)
            let reportText =
                report.diagnostics.isEmpty && options.payloadPath != nil
                ? "" : ReportRendering.render(report, format: options.checking.format, colored: colored)
            guard !report.hasErrors, let profile = inputs.profile, let document else {
                return CommandResult(exitStatus: ExitStatus.errors, standardError: reportText)
            }
            let locale = RenderLocale(document: document, selection: locales, tag: options.locale ?? profile.locale)
            let renderer = inputs.renderer(for: profile, now: now, document: document, files: environment.files, translations: locale.texts)
            let rendered: PayloadRenderer.Rendered
            do {
                rendered = try renderer.render(document)
            } catch {
                let failure = RunError.usage(
                    "cannot render `\(error.campaign)` for \(profile.name): `\(error.field)`: \(error.message); nothing was written")
                return CommandResult(exitStatus: ExitStatus.errors, standardError: reportText + failure.errorOutput)
            }
            let aborted = rendered.aborted.map { abort in
                "campaign `\(abort.campaign)` aborted for \(profile.name)" + (abort.reason.map { ": \($0)" } ?? "") + "\n"
            }
            let bytes = JSONWriter(style: options.pretty ? .pretty : .compact).encodeDocument(rendered.document)
            switch options.output {
            case .file(let path):
                if case .failure(let failure) = CompileOperation.writeFile(pieces: [bytes], to: path) { return CommandResult(failure: failure) }
                return CommandResult(exitStatus: ExitStatus.success, standardError: reportText + aborted.joined())
            case .standardOutput, .directory:
                return CommandResult(exitStatus: ExitStatus.success, standardOutputBytes: bytes, standardError: reportText + aborted.joined())
            }
        } catch let error as RunError {
            return CommandResult(failure: error)
        } catch {
            return CommandResult(failure: .internal("\(error)"))
        }
    }

    /// The report, the run's time, the payload document (nil after an error) and how a
    /// locale picks its texts (nil: from the document's `translations`): compiled from the
    /// inputs, or read from `--payload`.
    static func compiled(
        _ options: RenderOptions, inputs: RenderInputs, environment: DriverEnvironment
    ) async throws(RunError) -> (DiagnosticReport, Int64, JSONValue?, LocaleSelection?) {
        if let payloadPath = options.payloadPath {
            let now = try RenderInputs.now(options.checking.now, default: environment.currentTime)
            let report = DiagnosticReport(diagnostics: inputs.diagnostics, sources: inputs.sources, campaigns: 0)
            return (report, now, try RenderInputs.payload(payloadPath, files: environment.files), nil)
        }
        let outputs = if case .file(let path) = options.output { [NamedPath(option: "--output", path: path)] } else { [NamedPath]() }
        let setup = try RunSetup(options.checking.run, environment: environment.run, outputs: outputs, otherReads: inputs.reads)
        let compile = CompileOptions(checking: options.checking, output: .standardOutput)
        let checked = try await CompileOperation.check(setup, options: compile)
        let report = RenderInputs.merged(checked.report, inputs.diagnostics, sources: inputs.sources)
        let locales = checked.project.localisation.map(LocaleSelection.init)
        guard !report.hasErrors, let parts = checked.encodedParts, let encoding = checked.encoding else {
            return (report, setup.settings.now, nil, locales)
        }
        let payload = PayloadBuilder(project: checked.project).build(parts, layout: encoding.layout, style: encoding.style)
        do {
            return (report, setup.settings.now, try JSONReader().parse(payload.document()), locales)
        } catch {
            throw .internal("the compiled payload does not read back: \(error.message)")
        }
    }
}
