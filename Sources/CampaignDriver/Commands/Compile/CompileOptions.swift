import CampaignWorkspace

/// The options of `campaignc compile`, as the command line gave them.
public struct CompileOptions: Hashable, Sendable {
    /// The options compile shares with `validate` (paths, `--config`, `--format`,
    /// `--warnings-as-errors`, `--now`, `--color`, jobs). The report goes to standard error.
    public var checking: ValidateOptions
    /// `--output FILE|-` or `--output-dir DIR`.
    public var output: CompileOutput
    /// `--pretty`: indent the JSON by two spaces.
    public var pretty: Bool

    public init(checking: ValidateOptions, output: CompileOutput, pretty: Bool = false) {
        self.checking = checking
        self.output = output
        self.pretty = pretty
    }
}

/// Where `compile` puts the payload.
public enum CompileOutput: Hashable, Sendable {
    /// `--output FILE`: the whole payload as one document.
    case file(String)
    /// `--output -`: the document on standard output.
    case standardOutput
    /// `--output-dir DIR`: `DIR/<campaign id>.json` per campaign and `DIR/manifest.json`.
    case directory(String)

    /// The value of `--output`: `-` is standard output, anything else a file.
    public init(outputArgument: String) {
        self = outputArgument == InputFile.standardInputArgument ? .standardOutput : .file(outputArgument)
    }
}
