import CampaignDiagnostics
import CampaignWorkspace

/// `campaignc validate`: find the inputs, run the pipeline over them in parallel, and
/// render one report. All of it is a function of the options, the environment facts and
/// the files: the executable only prints the result and exits with its status.
public enum ValidateOperation {
    /// Runs the command. Never throws: a problem that stops the command becomes a result
    /// with exit status 2 (or 70 for a bug) and a line on standard error, without a report.
    public static func run(_ options: ValidateOptions, environment: DriverEnvironment) async -> CommandResult {
        do {
            let environment = try StagedFiles.environment(environment, for: options)
            let setup = try RunSetup(options.run, environment: environment.run)
            // The workspace's first update, with every input stale, and its report. The files'
            // summaries end with this scope, before the report is rendered, so a large run does
            // not hold them and the report's text at once.
            let assembled: ReportAssembly.Assembled
            do {
                var workspace = Workspace(setup, keeper: .nothing)
                try await workspace.checkEveryInput()
                assembled = (consume workspace).finishedReport()
            }
            let report = assembled.report
            let note = try BaselineWriter.write(assembled.recorded, to: options.writeBaselinePath)
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
}
