import CampaignModel
import CampaignYAML

/// What every stage of one run may need besides the inputs, resolved from the command's
/// options: nothing here is read from the environment by the stages themselves.
public struct CompilationSettings: Hashable, Sendable {
    /// The time rules compare against (W314), in Unix seconds: `--now`, else the current
    /// time as the executable read it.
    public var now: Int64
    /// The decoded project file of the run (defaults rooted at `.` when there is none).
    public var project: ProjectSettings
    /// The safety limits of SPEC §7.
    public var limits: YAMLLimits
    /// The absolute working directory the executable was started in (local images of
    /// standard input resolve against it); the compiler never reads it from the process.
    public var workingDirectory: String
    /// What each file keeps for the report beyond its diagnostics, decided by the output asked
    /// for: a run keeps only what its report shows (SPEC §7: memory a small multiple of the input).
    public var keeps = ReportNeeds.everything

    public init(
        now: Int64, project: ProjectSettings = ProjectSettings(root: "."), limits: YAMLLimits = .standard, workingDirectory: String
    ) {
        self.now = now
        self.project = project
        self.limits = limits
        self.workingDirectory = workingDirectory
    }
}
