import CampaignDiagnostics

/// What the server asks of the compiler: one project checked as `validate` without a path
/// checks it, with the open texts in place of the disk (SPEC §13.5). The server knows nothing
/// else of the driver, so the run behind it can change without touching the server.
public protocol WorkspaceAnalyzer: Sendable {
    /// The project files of a workspace rooted at `root` (absolute), by SPEC §13.5's rule.
    func projectFiles(inWorkspace root: String) -> [String]

    /// Checks the project whose file is `projectFile` (absolute); `openTexts` maps absolute
    /// paths to the texts open in the editor.
    func analyze(projectFile: String, openTexts: [String: [UInt8]]) throws(AnalysisFailure) -> ProjectAnalysis
}

/// The analysis of one project failed as a whole: a file that vanished while being read
/// (shown to the user), or a bug (`isInternal`: the request being answered gets `-32603`).
public struct AnalysisFailure: Error, Hashable, Sendable {
    public let message: String
    public let isInternal: Bool

    public init(message: String, isInternal: Bool = false) {
        self.message = message
        self.isInternal = isInternal
    }
}

/// What one check of a project found.
public struct ProjectAnalysis: Sendable {
    /// The project file, absolute.
    public var projectFile: String
    /// The inputs, absolute, in report order.
    public var inputs: [String]
    /// The diagnostics `validate` reports (after policy, suppressions and baseline), in report order.
    public var diagnostics: [Diagnostic]
    /// The texts of the files the diagnostics point into, by absolute path.
    public var sources: [String: [UInt8]]
    /// The values completion offers across the project.
    public var facts: WorkspaceFacts
    /// What the user should be told (`window/showMessage`, type 1): a baseline that cannot be read.
    public var problems: [String]

    public init(
        projectFile: String, inputs: [String], diagnostics: [Diagnostic], sources: [String: [UInt8]] = [:], facts: WorkspaceFacts = WorkspaceFacts(),
        problems: [String] = []
    ) {
        self.projectFile = projectFile
        self.inputs = inputs
        self.diagnostics = diagnostics
        self.sources = sources
        self.facts = facts
        self.problems = problems
    }
}
