import CampaignDiagnostics
import CampaignModel
import CampaignPayload

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
    public static func run(_ options: CompileOptions, environment: DriverEnvironment) async -> CompileResult {
        do {
            try checkOutput(options.output)
            let prepared = try ValidateOperation.prepare(options.checking, environment: environment)
            let checked = try await check(prepared, environment: environment)
            let colored = options.checking.color.resolved(forTerminal: environment.isStandardErrorTerminal, environment: environment)
            return finish(checked, options: options, colored: colored)
        } catch {
            return CompileResult(failure: error)
        }
    }

    /// The outcome of the checks: the report, and the campaigns and project settings the
    /// payload is built from.
    public struct CheckedInputs: Sendable {
        public var report: DiagnosticReport
        public var campaigns: [Campaign]
        public var project: ProjectSettings

        public init(report: DiagnosticReport, campaigns: [Campaign], project: ProjectSettings = .standard) {
            self.report = report
            self.campaigns = campaigns
            self.project = project
        }
    }

    /// Runs validate's checks over the inputs and keeps the decoded campaigns.
    static func check(_ run: ValidateOperation.PreparedRun, environment: DriverEnvironment) async throws(DriverError) -> CheckedInputs {
        let checked = try await ValidateOperation.check(run, environment: environment)
        return CheckedInputs(report: checked.report, campaigns: checked.files.flatMap(\.campaigns), project: run.settings.project)
    }

    /// Renders the report and, when it has no error, writes the payload.
    public static func finish(_ checked: CheckedInputs, options: CompileOptions, colored: Bool) -> CompileResult {
        let report = ReportRendering.render(checked.report, format: options.checking.format, colored: colored)
        guard !checked.report.hasErrors else {
            return CompileResult(exitStatus: ExitStatus.errors, standardError: report)
        }
        let payload = PayloadBuilder(project: checked.project).build(checked.campaigns)
        let writer = PayloadWriter(pretty: options.pretty)
        switch write(payload, with: writer, to: options.output) {
        case .success(let standardOutput):
            return CompileResult(exitStatus: ExitStatus.success, standardOutput: standardOutput, standardError: report)
        case .failure(let failure):
            return CompileResult(failure: failure, report: report)
        }
    }
}
