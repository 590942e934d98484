import CampaignPayload
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

    /// The side named by `argument`: a `*.json` file is a payload, anything else sources.
    static func read(_ argument: String, options: DiffOptions, environment: DriverEnvironment) async throws -> Campaigns {
        if argument == InputFile.standardInputArgument {
            throw DriverError.usage("diff compares files and folders; it does not read standard input (-)")
        }
        switch FileStatus.of(argument) {
        case .failure(let failure):
            throw DriverError.usage("cannot read '\(argument)': \(failure.reason)")
        case .success(let status) where status.kind == .regularFile && argument.lowercased().hasSuffix(".json"):
            return try PayloadSide.read(argument)
        case .success:
            let prepared = try DriverRun.prepare(options.checking([argument]), environment: environment)
            return try await compile(prepared, environment: environment, naming: "in '\(argument)'")
        }
    }

    /// Compiles a prepared run; a report with errors stops the command, naming the side as
    /// `side` (`in 'old/'`, `at 'main'`). `shown` rewrites the paths the report names (the
    /// sources of a git revision).
    static func compile(
        _ prepared: DriverRun.Prepared, environment: DriverEnvironment, naming side: String, shown: (String) -> String = { $0 }
    ) async throws -> Campaigns {
        let encoding = PayloadEncoding(layout: .documentElement, style: .compact)
        let checked = try await DriverRun.check(prepared, environment: environment, keeper: .encodedCampaigns(encoding))
        if checked.report.hasErrors {
            let colored = ColorChoice.auto.resolved(forTerminal: environment.isStandardErrorTerminal, environment: environment)
            let report = ReportRendering.render(checked.report, format: .text, colored: colored)
            throw Failure(standardError: shown(report) + DriverError.usage("cannot compare: the campaigns \(side) have errors").errorOutput)
        }
        var campaigns: Campaigns = [:]
        for trigger in checked.products.flatMap(\.triggers) {
            do {
                campaigns[trigger.id] = try JSONReader().parse(trigger.bytes)
            } catch {
                throw DriverError.internal("the trigger object of `\(trigger.id)` cannot be read back: \(error)")
            }
        }
        return campaigns
    }
}
