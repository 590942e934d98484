import CampaignLocale

/// The options of `campaignc translations export` (SPEC §16.6), as the command line gave them.
public struct TranslationsExportOptions: Hashable, Sendable {
    /// Files and directories holding the campaigns and translation files (default `.`).
    public var paths: [String]
    /// `--config FILE`.
    public var configPath: String?
    /// `--format`.
    public var format: ExchangeFormat
    /// `--locale TAG` (repeatable); empty means every locale of the project file.
    public var locales: [String]
    /// `--output PATH`: a file for `xliff` and `braze-api` (nil: standard output), a folder
    /// for `po` and `braze-csv` (required).
    public var output: String?

    public init(paths: [String], configPath: String? = nil, format: ExchangeFormat, locales: [String] = [], output: String? = nil) {
        self.paths = paths
        self.configPath = configPath
        self.format = format
        self.locales = locales
        self.output = output
    }

    /// The checks of `validate` the export runs first: same inputs and project file.
    var checking: ValidateOptions {
        ValidateOptions(paths: paths, configPath: configPath, format: .text, color: .never)
    }
}
