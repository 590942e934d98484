import CampaignDiagnostics

@testable import CampaignLanguageServer

/// An analyzer that answers what the test set: the projects of a root, and per project file an
/// analysis (or a failure), counting its calls.
final class FakeAnalyzer: WorkspaceAnalyzer, @unchecked Sendable {
    var projects: [String] = []
    var analyses: [String: ProjectAnalysis] = [:]
    var failure: AnalysisFailure?
    private(set) var calls = 0
    /// The open texts of the last analysis.
    private(set) var lastOpenTexts: [String: [UInt8]] = [:]

    init(projects: [String] = [], analyses: [ProjectAnalysis] = []) {
        self.projects = projects
        for analysis in analyses { self.analyses[analysis.projectFile] = analysis }
    }

    func projectFiles(inWorkspace root: String) -> [String] { projects }

    func analyze(projectFile: String, openTexts: [String: [UInt8]]) throws(AnalysisFailure) -> ProjectAnalysis {
        calls += 1
        lastOpenTexts = openTexts
        if let failure { throw failure }
        return analyses[projectFile] ?? ProjectAnalysis(projectFile: projectFile, inputs: [], diagnostics: [])
    }
}
