import CampaignPayload
import CampaignWorkspace
import CanonicalJSON

/// One side of `campaignc diff` (SPEC §5.1): its campaigns' trigger objects by id, read from a
/// payload file or compiled from sources. Payloads are the common ground: a side of sources is
/// compiled to the bytes `compile` writes and read back from them.
enum DiffSide {
    /// A side that could not be read: exit 2 with `standardError` (a side with errors prints
    /// its report there).
    struct Failure: Error {
        let standardError: String
    }

    typealias Campaigns = [String: JSONValue]

    /// What one side holds: its campaigns' trigger objects by id, and the payload's
    /// project-level values by payload key (`trigger_minimum_interval_seconds`).
    struct Contents: Hashable, Sendable {
        var campaigns: Campaigns = [:]
        var project: [String: JSONValue] = [:]
        /// The SHA-256 of each local image, by the URL the trigger objects name it with.
        var imageHashes: [String: String] = [:]
    }

    /// The payload keys of the project's settings, compared by `diff` (SPEC §5.1).
    static let projectKeys = ["trigger_minimum_interval_seconds"]

    /// The side named by `argument`: a `*.json` file is a payload, anything else sources.
    static func read(_ argument: String, options: DiffOptions, environment: DriverEnvironment) async throws -> Contents {
        if argument == InputFile.standardInputArgument {
            throw RunError.usage("diff compares files and folders; it does not read standard input (-)")
        }
        switch environment.files.status(argument) {
        case .failure(let failure):
            throw RunError.usage("cannot read '\(argument)': \(failure.reason)")
        case .success(let status) where status.kind == .regularFile && argument.lowercased().hasSuffix(".json"):
            return try PayloadSide.read(argument, in: environment.files)
        case .success:
            let setup = try RunSetup(options.checking([argument]), environment: environment.run)
            return try await compile(setup, environment: environment, naming: "in '\(argument)'")
        }
    }

    /// Compiles a prepared run; a report with errors stops the command, naming the side as
    /// `side` (`in 'old/'`, `at 'main'`). `shown` rewrites the paths the report names (the
    /// sources of a git revision).
    static func compile(
        _ setup: RunSetup, environment: DriverEnvironment, naming side: String, shown: (String) -> String = { $0 }
    ) async throws -> Contents {
        let encoding = PayloadEncoding(layout: .documentElement, style: .compact)
        var workspace = Workspace(setup, keeper: .encodedCampaigns(encoding))
        try await workspace.checkEveryInput()
        let report = workspace.report().report
        if report.hasErrors {
            let colored = ColorChoice.auto.resolved(forTerminal: environment.isStandardErrorTerminal, environment: environment)
            let report = ReportRendering.render(report, format: .text, colored: colored)
            throw Failure(standardError: shown(report) + RunError.usage("cannot compare: the campaigns \(side) have errors").errorOutput)
        }
        var campaigns: Campaigns = [:]
        for trigger in workspace.outcomes.flatMap(\.product.triggers) {
            do {
                campaigns[trigger.id] = try JSONReader().parse(trigger.bytes)
            } catch {
                throw RunError.internal("the trigger object of `\(trigger.id)` cannot be read back: \(error)")
            }
        }
        let interval = JSONValue.integer(setup.settings.project.triggerMinimumInterval.seconds)
        var hashes: [String: String] = [:]
        for asset in workspace.outcomes.flatMap(\.product.localAssets) { hashes[asset.url] = asset.sha256 }
        return Contents(campaigns: campaigns, project: ["trigger_minimum_interval_seconds": interval], imageHashes: hashes)
    }
}
