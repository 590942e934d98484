import CampaignDiagnostics
import CampaignModel
import CampaignPayload
import CampaignWorkspace

/// `campaignc compile`: the checks of `validate` (same inputs, pipeline and report), then,
/// only when no error was found, the payload (SPEC §5–§7).
///
/// - The report goes to standard error, in the `--format` asked for.
/// - Exit status 0 or 1 as for `validate`; 2 when the command cannot do what was asked,
///   including an output that cannot be written.
/// - With any error nothing is written, and an existing output keeps its bytes.
/// - Every file is written to a temporary file in its folder and renamed into place.
public enum CompileOperation {
    /// Runs the command. Never throws.
    public static func run(_ options: CompileOptions, environment: DriverEnvironment) async -> CommandResult {
        do {
            try checkOutput(options.output)
            let outputs = if case .file(let path) = options.output { [NamedPath(option: "--output", path: path)] } else { [NamedPath]() }
            let environment = try StagedFiles.environment(environment, for: options.checking)
            let setup = try RunSetup(options.checking.run, environment: environment.run, outputs: outputs)
            let checked = try await check(setup, options: options)
            let note = try BaselineWriter.write(checked.recorded, to: options.checking.writeBaselinePath)
            let colored = options.checking.color.resolved(forTerminal: environment.isStandardErrorTerminal, environment: environment)
            if setup.inputs.isEmpty {
                // `--force-exclude` removed every file named (SPEC §1): an empty report, no payload.
                let report = ReportRendering.render(checked.report, format: options.checking.format, colored: colored)
                return CommandResult(exitStatus: checked.report.hasErrors ? ExitStatus.errors : ExitStatus.success, standardError: report)
            }
            var result = finish(checked, options: options, colored: colored)
            result.standardError += note
            return result
        } catch {
            return CommandResult(failure: error)
        }
    }

    /// The outcome of the checks: the report, and what the payload is built from: the
    /// campaigns, or their trigger objects already written by the per-file stage.
    public struct CheckedInputs: Sendable {
        public var report: DiagnosticReport
        public var campaigns: [Campaign]
        public var project: ProjectSettings
        /// The trigger objects of every file, written with `encoding`; when set, `campaigns`
        /// is not used.
        var encodedParts: [EncodedCampaigns]?
        var encoding: PayloadEncoding?
        /// With `--write-baseline`: the baseline to write and how many diagnostics it left out.
        var recorded: (baseline: Baseline, leftOut: Int)?

        public init(report: DiagnosticReport, campaigns: [Campaign], project: ProjectSettings = .standard) {
            self.report = report
            self.campaigns = campaigns
            self.project = project
        }

        init(report: DiagnosticReport, encodedParts: [EncodedCampaigns], encoding: PayloadEncoding, project: ProjectSettings) {
            self.init(report: report, campaigns: [], project: project)
            self.encodedParts = encodedParts
            self.encoding = encoding
        }
    }

    /// Runs validate's checks over the inputs; the per-file stage also writes each campaign's
    /// trigger object the way `options` needs it, so no campaign is kept until the end.
    /// `render` keeps each personal trigger object as it is (`PayloadEncoding.keepsPersonalObjects`).
    static func check(_ setup: RunSetup, options: CompileOptions, keepingPersonalObjects: Bool = false) async throws(RunError) -> CheckedInputs {
        let encoding = PayloadEncoding(for: options.output, pretty: options.pretty, keepsPersonalObjects: keepingPersonalObjects)
        var workspace = Workspace(setup, keeper: .encodedCampaigns(encoding, localised: setup.settings.project.localisation != nil))
        try await workspace.checkEveryInput()
        let products = workspace.products
        let assembled = (consume workspace).finishedReport()
        var inputs = CheckedInputs(report: assembled.report, encodedParts: products, encoding: encoding, project: setup.settings.project)
        inputs.recorded = assembled.recorded
        return inputs
    }

    /// Renders the report and, when it has no error, writes the payload.
    public static func finish(_ checked: CheckedInputs, options: CompileOptions, colored: Bool) -> CommandResult {
        let report = ReportRendering.render(checked.report, format: options.checking.format, colored: colored)
        guard !checked.report.hasErrors else {
            return CommandResult(exitStatus: ExitStatus.errors, standardError: report)
        }
        let encoding = PayloadEncoding(for: options.output, pretty: options.pretty)
        let parts: [EncodedCampaigns]
        if let encodedParts = checked.encodedParts, checked.encoding == encoding {
            parts = encodedParts
        } else {
            parts = [
                PayloadBuilder.encode(checked.campaigns, layout: encoding.layout, style: encoding.style, localised: checked.project.localisation != nil)
            ]
        }
        let payload = PayloadBuilder(project: checked.project).build(parts, layout: encoding.layout, style: encoding.style)
        switch write(payload, to: options.output) {
        case .success(let standardOutput):
            return CommandResult(exitStatus: ExitStatus.success, standardOutputBytes: standardOutput, standardError: report)
        case .failure(let failure):
            // The report, whose summary reads as success, is printed only once every output
            // was written (SPEC §5): a failed write prints its one error line alone.
            return CommandResult(failure: failure)
        }
    }
}
