import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignPayload
import CampaignWorkspace
import CanonicalJSON
import DeliverySimulator

/// `campaignc test` (SPEC §9.4): the checks of `validate` over the same inputs, then every
/// scenario run on the simulated device against the campaigns' trigger objects — written by
/// the payload builder and parsed back from their JSON bytes, or read from `--payload`.
///
/// - Any error in a campaign: no scenario runs, exit 1.
/// - A scenario document with errors of its own fails without running; the others run.
/// - Exit 0 when every scenario passes and no error remains after the severity policy.
public enum TestOperation {
    /// Runs the command. Never throws.
    public static func run(_ options: TestOptions, environment: DriverEnvironment) async -> CommandResult {
        do {
            if options.trace, options.checking.format != .text, options.checking.format != .json {
                throw RunError.usage("--trace needs --format text or json, not \(options.checking.format.rawValue)")
            }
            let environment = try StagedFiles.environment(environment, for: options.checking)
            let payload = options.payloadPath.map { [NamedPath(option: "--payload", path: $0)] } ?? []
            let setup = try RunSetup(options.checking.run, environment: environment.run, otherReads: payload)
            let fixedPayload = try options.payloadPath.map { path throws(RunError) in try loadPayload(path, in: environment.files) }
            let encoding = fixedPayload == nil ? PayloadEncoding(layout: .documentElement, style: .compact) : nil
            var workspace = Workspace(setup, keeper: .simulationInputs(encoding: encoding, localised: setup.settings.project.localisation != nil))
            try await workspace.checkEveryInput()
            let run = try await runScenarios(
                workspace.products, assembly: workspace.assembly(payloadCampaigns: fixedPayload?.triggers.map(\.id)),
                context: setup.context, jobs: setup.jobs, options: options, fixedPayload: fixedPayload, files: environment.files)
            // The run's baseline: the checks' warnings, as `validate` records them, and the
            // scenarios' adjustable warnings (W606); a scenario's E602 is never adjustable.
            let note = try BaselineWriter.write(run.recorded, to: options.checking.writeBaselinePath)
            var result = TestOutput(run: run, options: options, colored: options.checking.color.resolved(in: environment)).result()
            result.standardError += note
            return result
        } catch let error as RunError {
            return CommandResult(failure: error)
        } catch {
            return CommandResult(failure: .internal("\(error)"))
        }
    }

    /// Reads `--payload FILE`: missing, unreadable, malformed or of another schema version is exit 2.
    static func loadPayload(_ path: String, in files: any SourceFileSystem) throws(RunError) -> SimulationPayload {
        let bytes: [UInt8]
        switch files.read(path, limit: 256 * 1024 * 1024) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .usage("cannot read payload '\(path)': \(failure.reason)")
        }
        do {
            return try SimulationPayload.read(bytes)
        } catch {
            throw .usage("invalid payload '\(path)': \(error.message)")
        }
    }
}
