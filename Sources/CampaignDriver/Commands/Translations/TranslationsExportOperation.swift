import CampaignDiagnostics
import CampaignLocale
import CampaignWorkspace

/// `campaignc translations export` (SPEC §16.6): the checks of `validate`, then every
/// translation unit of every campaign, per target locale with the translation the locale's
/// translation file has, in one of the exchange formats.
///
/// - With an error in the inputs the report goes to standard error, nothing is written, exit 1.
/// - `xliff` and `braze-api` go to `--output FILE` or standard output; `po` (`LOCALE.po`) and
///   `braze-csv` (`CAMPAIGN.csv`) into the folder `--output` (created), all files atomically.
public enum TranslationsExportOperation {
    /// Runs the command. Never throws.
    public static func run(_ options: TranslationsExportOptions, environment: DriverEnvironment) async -> CommandResult {
        do throws(RunError) {
            let setup = try RunSetup(options.checking.run, environment: environment.run)
            var workspace = Workspace(setup, keeper: .translationInputs)
            try await workspace.checkEveryInput()
            let report = workspace.report().report
            guard !report.hasErrors else {
                return CommandResult(exitStatus: ExitStatus.errors, standardError: ReportRendering.render(report, format: .text, colored: false))
            }
            guard let localisation = setup.settings.project.localisation else {
                throw RunError.usage(TranslationsMessages.notLocalised)
            }
            for tag in options.locales where !localisation.locales.contains(tag) {
                throw RunError.usage("'\(tag)' is not one of the project's locales (\(localisation.locales.joined(separator: ", ")))")
            }
            let exchange = Self.exchange(
                of: workspace.outcomes.map(\.product), source: localisation.source,
                locales: options.locales.isEmpty ? localisation.locales.filter { $0 != localisation.source } : options.locales)
            return try write(exchange, options: options)
        } catch {
            return CommandResult(failure: error)
        }
    }

    /// Every unit of every campaign (by campaign id, then unit id) for each locale, with the
    /// translation of the locale's file when it has a non-empty one.
    static func exchange(of inputs: [TranslationInputs], source: String, locales: [String]) -> TranslationExchange {
        var files: [String: [String: [String: String]]] = [:]
        for input in inputs {
            guard let texts = input.translations, let locale = texts.locale else { continue }
            files[locale, default: [:]].merge(texts.campaigns) { first, _ in first }
        }
        let campaigns = inputs.flatMap(\.campaigns)
        let sorted = TranslationExchange(
            sourceLocale: source,
            locales: locales.map { tag in
                LocaleUnits(
                    locale: tag,
                    units: campaigns.flatMap { campaign in
                        campaign.units.map { unit in
                            var unit = unit
                            unit.translation = files[tag]?[campaign.id]?[unit.unit]
                            return unit
                        }
                    })
            }
        ).sorted()
        return sorted
    }

    /// The files of `format`: one unnamed file for `xliff` and `braze-api`.
    private static func encode(_ exchange: TranslationExchange, as format: ExchangeFormat) throws(ExchangeWriteError) -> [(name: String, bytes: [UInt8])] {
        switch format {
        case .xliff: return [("", try XLIFFWriter.write(exchange))]
        case .brazeAPI: return [("", try BrazeAPIWriter.write(exchange))]
        case .po: return try POWriter.write(exchange).map { ($0.name, $0.bytes) }
        case .brazeCSV: return try BrazeCSVWriter.write(exchange).map { ($0.name, $0.bytes) }
        }
    }

    private static func write(_ exchange: TranslationExchange, options: TranslationsExportOptions) throws(RunError) -> CommandResult {
        let files: [(name: String, bytes: [UInt8])]
        do {
            files = try encode(exchange, as: options.format)
        } catch {
            throw RunError.usage("cannot export: " + TranslationsMessages.writeProblem(error))
        }
        guard options.format == .xliff || options.format == .brazeAPI else { return try writeFolder(files, options: options) }
        let single = files.first?.bytes ?? []
        guard let output = options.output, output != "-" else {
            return CommandResult(exitStatus: ExitStatus.success, standardOutputBytes: single)
        }
        if case .failure(let failure) = AtomicFileWriter.write(single, to: output) { throw failure.driverError }
        return CommandResult(exitStatus: ExitStatus.success, standardOutput: "wrote \(output)\n")
    }

    private static func writeFolder(_ files: [(name: String, bytes: [UInt8])], options: TranslationsExportOptions) throws(RunError) -> CommandResult {
        guard let folder = options.output, folder != "-" else {
            throw RunError.usage(
                "--format \(options.format.rawValue) writes one file per \(options.format == .po ? "locale" : "campaign"): give --output FOLDER")
        }
        if case .failure(let failure) = CompileOutputFolder.make(folder) { throw failure.driverError }
        let destinations = files.map { (destination: folder + "/" + $0.name, bytes: $0.bytes) }
        if case .failure(let failure) = AtomicFileWriter.writeAll(destinations) { throw failure.driverError }
        let names = files.map(\.name).joined(separator: ", ")
        return CommandResult(
            exitStatus: ExitStatus.success, standardOutput: "wrote \(files.count) file\(files.count == 1 ? "" : "s") into \(folder): \(names)\n")
    }
}
