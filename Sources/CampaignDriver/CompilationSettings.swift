import CampaignYAML

/// What every stage of one run may need besides the inputs, resolved from the command's
/// options: nothing here is read from the environment by the stages themselves.
public struct CompilationSettings: Hashable, Sendable {
    /// The time rules compare against (W314), in Unix seconds: `--now`, else the current
    /// time as the executable read it.
    public var now: Int64
    /// The project file of the run (`--config`, else the nearest `campaignc.yaml`), or nil.
    /// Decoded by the compiler (another issue); carried here until then.
    public var projectFilePath: String?
    /// The safety limits of SPEC §7.
    public var limits: YAMLLimits

    public init(now: Int64, projectFilePath: String? = nil, limits: YAMLLimits = .standard) {
        self.now = now
        self.projectFilePath = projectFilePath
        self.limits = limits
    }
}
