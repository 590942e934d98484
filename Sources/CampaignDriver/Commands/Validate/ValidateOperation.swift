import CampaignDiagnostics

/// `campaignc validate`: find the inputs, run the pipeline over them in parallel, and
/// render one report. All of it is a function of the options, the environment facts and
/// the files: the executable only prints the result and exits with its status.
public enum ValidateOperation {
    /// Runs the command. Never throws: a problem that stops the command becomes a result
    /// with exit status 2 (or 70 for a bug) and a line on standard error, without a report.
    public static func run(_ options: ValidateOptions, environment: DriverEnvironment) async -> CommandResult {
        do {
            let prepared = try DriverRun.prepare(options, environment: environment)
            let (report, recorded) = try await checkedReport(prepared, environment: environment)
            let note = try BaselineFile.write(recorded, to: options.writeBaselinePath)
            let colored = options.color.resolved(in: environment)
            let output = ReportRendering.renderPieces(report, format: options.format, colored: colored)
            return CommandResult(
                exitStatus: report.hasErrors ? ExitStatus.errors : ExitStatus.success,
                standardOutputPieces: output,
                standardError: note
            )
        } catch {
            return CommandResult(failure: error)
        }
    }

    /// The run's report and, with `--write-baseline`, the baseline to write. The files'
    /// summaries end here, before the report is rendered, so a large run does not hold them
    /// and the report's text at once (issue 24).
    private static func checkedReport(
        _ prepared: DriverRun.Prepared, environment: DriverEnvironment
    ) async throws(DriverError) -> (DiagnosticReport, (baseline: Baseline, leftOut: Int)?) {
        let checked = try await DriverRun.check(prepared, environment: environment, keeper: .nothing)
        return (checked.report, checked.recorded)
    }
}
