import ArgumentParser
import CampaignDriver
import CampaignWorkspace

/// What a command line asks of one of the commands that read campaigns, as the driver's
/// options. Both ways of reading a command line end here — `QuickCommandLine` for the common
/// lines, ArgumentParser's commands for every other — so both run the very same code.
enum Invocation: Hashable, Sendable {
    /// `validate`; with `fix`, `validate --fix` (and `--diff`).
    case validate(ValidateOptions, fix: Bool, diff: Bool)
    case compile(CompileOptions)
    case test(TestOptions)
    case render(RenderOptions)
    case preview(PreviewRunOptions)

    /// Runs the command, prints what it produced and returns the exit status.
    func run() async -> Int32 {
        let environment = ProcessFacts.environment()
        switch self {
        case .validate(let options, fix: false, diff: _):
            return StandardStreams.deliver(await ValidateOperation.run(options, environment: environment))
        case .validate(let options, fix: true, let diff):
            let result = await FixOperation.run(options, diff: diff, environment: environment)
            StandardStreams.writeOutput(result.standardOutput)
            StandardStreams.writeError(result.standardError)
            return result.exitStatus
        case .compile(let options):
            return StandardStreams.deliver(await CompileOperation.run(options, environment: environment))
        case .test(let options):
            return StandardStreams.deliver(await TestOperation.run(options, environment: environment))
        case .render(let options):
            return StandardStreams.deliver(await RenderOperation.run(options, environment: environment))
        case .preview(let options):
            return StandardStreams.deliver(await PreviewOperation.run(options, environment: environment))
        }
    }

    /// `run` at the end of an ArgumentParser command: a status other than 0 ends it as `ExitCode`.
    func finish() async throws {
        let status = await run()
        if status != ExitStatus.success { throw ExitCode(status) }
    }
}
