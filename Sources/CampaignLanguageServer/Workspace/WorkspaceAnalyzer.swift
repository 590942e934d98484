import CampaignDiagnostics
import CampaignWorkspace

/// What the server asks of the compiler (SPEC §13.5): the projects of a workspace, and for
/// each a `ProjectAnalyzer` that keeps it checked as `validate` without a path checks it, with
/// the open texts in place of the disk. The server knows nothing else of the driver, so the
/// run behind it can change without touching the server.
public protocol WorkspaceAnalyzer: Sendable {
    /// The project files of a workspace rooted at `root` (absolute), by SPEC §13.5's rule.
    func projectFiles(inWorkspace root: String) -> [String]

    /// The analyzer of the project whose file is `projectFile` (absolute), before its first analysis.
    func project(_ projectFile: String) -> any ProjectAnalyzer

    /// The absolute path with every symbolic link resolved, or nil when nothing is there: how
    /// the server knows a document opened by its real path for a file under a linked root.
    func resolvedPath(_ path: String) -> String?
}

extension WorkspaceAnalyzer {
    public func resolvedPath(_ path: String) -> String? { nil }
}

/// One project, checked again as texts change; it keeps what it needs between analyses.
public protocol ProjectAnalyzer: AnyObject {
    var projectFile: String { get }

    /// The project checked with `openTexts` (absolute path → text) in place of the disk, re-reading
    /// what `refresh` says changed on disk (the first analysis reads everything).
    func analyze(openTexts: [PathKey: [UInt8]], refresh: WorkspaceRefresh) throws(AnalysisFailure) -> ProjectAnalysis

    /// What `validate --fix` would write for the input or project file at `path` (SPEC §13.8's
    /// `source.fixAll`) given the open texts of the last analysis; nil when it would change nothing.
    func fixedText(of path: String) -> [UInt8]?
}

/// The analysis of one project failed as a whole (`isInternal`: a bug; the request being
/// answered gets `-32603`).
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
    /// The LSP lines of each input and of the project file, by absolute path.
    public var lines: [PathKey: LineTable]
    /// What the server kept of each input, by absolute path.
    public var files: [PathKey: FileFacts]
    /// The values completion, hover and definition use across the project.
    public var facts: WorkspaceFacts
    /// What the user should be told (`window/showMessage`, type 1): a baseline or a file that cannot be read.
    public var problems: [String]
    /// The baseline file the project uses (`--baseline` or its `baseline:`), absolute: watched
    /// with the campaign files. Nil when it uses none.
    public var baseline: String?
    /// The project file's outline, from its load.
    var projectSymbols: [DocumentSymbols.Symbol] = []
    /// The well-formed suppression comments of each input and of the project file, by path, as
    /// the check found them (for "Ignore CODE here").
    var suppressions: [PathKey: [SuppressionComment]] = [:]

    public init(
        projectFile: String, inputs: [String], diagnostics: [Diagnostic], lines: [PathKey: LineTable] = [:], files: [PathKey: FileFacts] = [:],
        facts: WorkspaceFacts = WorkspaceFacts(), problems: [String] = [], baseline: String? = nil
    ) {
        self.projectFile = projectFile
        self.inputs = inputs
        self.diagnostics = diagnostics
        self.lines = lines
        self.files = files
        self.facts = facts
        self.problems = problems
        self.baseline = baseline
    }

    /// The diagnostics of one file, in report order.
    func diagnostics(of path: String) -> [Diagnostic] {
        diagnostics.filter { $0.location.file.isSamePath(path) }
    }
}
