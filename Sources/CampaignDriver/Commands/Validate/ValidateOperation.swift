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
            let checked = try await DriverRun.check(prepared, environment: environment, keeper: .nothing)
            let note = try BaselineFile.write(checked.recorded, to: options.writeBaselinePath)
            let report = checked.report
            let colored = options.color.resolved(in: environment)
            let output = ReportRendering.render(report, format: options.format, colored: colored)
            return CommandResult(
                exitStatus: report.hasErrors ? ExitStatus.errors : ExitStatus.success,
                standardOutput: output,
                standardError: note
            )
        } catch {
            return CommandResult(failure: error)
        }
    }
}
