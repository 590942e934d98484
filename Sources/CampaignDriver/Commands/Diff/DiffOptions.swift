import CampaignWorkspace

/// The options of `campaignc diff` (SPEC §5.1), as the command line gave them.
public struct DiffOptions: Hashable, Sendable {
    /// `OLD NEW`: two sides, each a payload file (`*.json`) or campaign sources (a file or a
    /// folder). With `--base`, the sources of the new side (default: the project root).
    public var paths: [String]
    /// `--base REF`: the old side is the sources at this git revision.
    public var base: String?
    public var format: DiffFormat
    /// `--config FILE`: the project file the sources are compiled with (default: the nearest).
    public var configPath: String?
    /// `--now TIME` (RFC 3339), as for `compile`.
    public var now: String?

    public init(paths: [String], base: String? = nil, format: DiffFormat = .text, configPath: String? = nil, now: String? = nil) {
        self.paths = paths
        self.base = base
        self.format = format
        self.configPath = configPath
        self.now = now
    }

    /// The options a side of sources is compiled with: those of `compile`, with a text report
    /// (shown only when the side has errors) and no campaign at all allowed (an empty side).
    func checking(_ paths: [String]) -> RunOptions {
        var options = ValidateOptions(paths: paths, configPath: configPath, format: .text, now: now).run
        options.requiresInputs = false
        return options
    }
}
