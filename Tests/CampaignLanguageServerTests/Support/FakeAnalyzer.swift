import CampaignDiagnostics
import CampaignDriver
import CampaignWorkspace

@testable import CampaignLanguageServer

/// An analyzer that answers what the test set: the projects of a root, and per project file an
/// analysis (or a failure), counting its calls and remembering what each was asked.
final class FakeAnalyzer: WorkspaceAnalyzer, @unchecked Sendable {
    var projects: [String] = []
    var analyses: [String: ProjectAnalysis] = [:]
    var failure: AnalysisFailure?
    /// What `fixedText(of:)` answers, by path.
    var fixedTexts: [String: [UInt8]] = [:]
    private(set) var calls = 0
    /// The open texts and refresh of the last analysis.
    private(set) var lastOpenTexts: [PathKey: [UInt8]] = [:]
    private(set) var lastRefresh: WorkspaceRefresh?
    /// The project files analyzers were made for, in order.
    private(set) var made: [String] = []

    init(projects: [String] = [], analyses: [ProjectAnalysis] = []) {
        self.projects = projects
        for analysis in analyses { self.analyses[analysis.projectFile] = analysis }
    }

    func projectFiles(inWorkspace root: String) -> [String] { projects }

    func project(_ projectFile: String) -> any ProjectAnalyzer {
        made.append(projectFile)
        return Project(projectFile: projectFile, owner: self)
    }

    private final class Project: ProjectAnalyzer {
        let projectFile: String
        unowned let owner: FakeAnalyzer

        init(projectFile: String, owner: FakeAnalyzer) {
            self.projectFile = projectFile
            self.owner = owner
        }

        func analyze(openTexts: [PathKey: [UInt8]], refresh: WorkspaceRefresh) throws(AnalysisFailure) -> ProjectAnalysis {
            owner.calls += 1
            owner.lastOpenTexts = openTexts
            owner.lastRefresh = refresh
            if let failure = owner.failure { throw failure }
            return owner.analyses[projectFile] ?? ProjectAnalysis(projectFile: projectFile, inputs: [], diagnostics: [])
        }

        func fixedText(of path: String) -> [UInt8]? {
            owner.fixedTexts[path]
        }
    }
}

extension ProjectAnalysis {
    /// This analysis with what the server's own analyzer keeps of `text` as the input `path`
    /// (its facts and suppression comments, from one check), as a test's analysis must have them.
    func checking(_ text: String, at path: String) -> ProjectAnalysis {
        let root = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let context = CheckContext(project: .none(root: root), settings: CompilationSettings(now: 0, workingDirectory: root))
        let outcome = context.checkFile(SourceFile(path: path, text: text), keeper: .fileFacts)
        var analysis = self
        analysis.files[PathKey(path)] = outcome.product
        analysis.suppressions[PathKey(path)] = outcome.summary.suppressions
        return analysis
    }
}
