/// The options of `campaignc translations import` (SPEC §16.6), as the command line gave them.
public struct TranslationsImportOptions: Hashable, Sendable {
    /// The exchange files to read, in any of the formats.
    public var files: [String]
    /// `--config FILE`.
    public var configPath: String?

    public init(files: [String], configPath: String? = nil) {
        self.files = files
        self.configPath = configPath
    }

    /// The checks of `validate` the import runs first: the project's campaigns and translation files.
    var checking: ValidateOptions {
        ValidateOptions(paths: [], configPath: configPath, format: .text, color: .never)
    }
}
