import CampaignCompiler
import CampaignDiagnostics
import CampaignLocale
import CampaignModel
import CampaignWorkspace

/// `campaignc translations import FILE…` (SPEC §16.6): reads exchange files of any format
/// (told by content) and writes each locale's translation file in import's canonical form.
///
/// - A file that is not an exchange exits 2 naming where, and nothing is written.
/// - With an error in the project's campaigns or translation files the report goes to standard
///   error, nothing is written, exit 1.
/// - A campaign, unit or locale the project does not have is a warning on standard error; the
///   rest is imported. An untranslated unit leaves the file's text as it was.
/// - Every file is written atomically, the other locales' files untouched, an unchanged value
///   keeping its bytes.
public enum TranslationsImportOperation {
    /// Runs the command. Never throws.
    public static func run(_ options: TranslationsImportOptions, environment: DriverEnvironment) async -> CommandResult {
        do throws(RunError) {
            let setup = try RunSetup(options.checking.run, environment: environment.run)
            let exchanges = try read(options.files, files: setup.environment.files)
            var workspace = Workspace(setup, keeper: .translationInputs)
            try await workspace.checkEveryInput()
            let report = workspace.report().report
            guard !report.hasErrors else {
                return CommandResult(exitStatus: ExitStatus.errors, standardError: ReportRendering.render(report, format: .text, colored: false))
            }
            guard let localisation = setup.settings.project.localisation else { throw RunError.usage(TranslationsMessages.notLocalised) }
            var merge = TranslationMerge(inputs: workspace.outcomes.map(\.product), localisation: localisation, root: setup.settings.project.root)
            for (path, exchange) in exchanges { merge.take(exchange, from: path) }
            let written = try merge.write()
            return CommandResult(exitStatus: ExitStatus.success, standardOutput: written, standardError: merge.warnings.map { "\($0)\n" }.joined())
        } catch {
            return CommandResult(failure: error)
        }
    }

    /// Every file read and parsed, in the order given; the first that is not an exchange stops the import.
    private static func read(_ paths: [String], files: any SourceFileSystem) throws(RunError) -> [(String, TranslationExchange)] {
        var exchanges: [(String, TranslationExchange)] = []
        for path in paths {
            let bytes: [UInt8]
            switch files.read(path, limit: 256 << 20) {
            case .success(let read): bytes = read
            case .failure(let failure): throw RunError.usage("cannot read '\(path)': \(failure)")
            }
            do {
                exchanges.append((path, try ExchangeReader.read(bytes).exchange))
            } catch {
                throw RunError.usage("\(path):\(error.position): \(error.message); nothing was imported")
            }
        }
        return exchanges
    }
}
