import CampaignDiagnostics
import CanonicalJSON

/// The projects of the workspace and what their last analysis found (SPEC §13.5).
struct WorkspaceState: Sendable {
    /// The workspace root, absolute; nil when `initialize` named none.
    var root: String?
    /// `--config`: then the one project.
    let configFile: String?
    /// The project files, absolute; found again when a `campaignc.yaml` comes or goes.
    private(set) var projectFiles: [String] = []
    /// The last analysis of each project, in the order of `projectFiles`.
    private(set) var analyses: [ProjectAnalysis] = []

    init(configFile: String?) {
        self.configFile = configFile
    }

    /// Finds the projects again (`--config`, else the rule of §13.5 from the root).
    mutating func findProjects(with analyzer: any WorkspaceAnalyzer) {
        if let configFile {
            projectFiles = [configFile]
        } else if let root {
            projectFiles = analyzer.projectFiles(inWorkspace: root)
        } else {
            projectFiles = []
        }
    }

    /// Analyzes every project with the open texts; the failures' messages are returned (the
    /// projects that failed keep their previous analysis).
    mutating func analyze(with analyzer: any WorkspaceAnalyzer, openTexts: [String: [UInt8]]) -> [AnalysisFailure] {
        var failures: [AnalysisFailure] = []
        var fresh: [ProjectAnalysis] = []
        for projectFile in projectFiles {
            do {
                fresh.append(try analyzer.analyze(projectFile: projectFile, openTexts: openTexts))
            } catch {
                failures.append(error)
                if let previous = analyses.first(where: { $0.projectFile == projectFile }) { fresh.append(previous) }
            }
        }
        analyses = fresh
        owners = [:]
        for (index, analysis) in analyses.enumerated() {
            for path in analysis.inputs where owners[path] == nil { owners[path] = index }
            owners[analysis.projectFile] = index
        }
        return failures
    }

    /// The index in `analyses` of the project that reads each input or owns each project file.
    private var owners: [String: Int] = [:]

    /// The project a file belongs to: the one that reads it as an input, or whose project file it is.
    func project(of path: String) -> (analysis: ProjectAnalysis, isProjectFile: Bool)? {
        guard let index = owners[path] else { return nil }
        let analysis = analyses[index]
        return (analysis, analysis.projectFile == path)
    }

    /// Every file's current diagnostics as LSP values, by path: each input and project file,
    /// with an empty list when it has none.
    func diagnosticSets(encoding: PositionEncoding, uri: @escaping (String) -> String) -> [String: [JSONValue]] {
        var sets: [String: [JSONValue]] = [:]
        for analysis in analyses {
            let converter = LSPDiagnostic(lines: analysis.sources.mapValues(TextLines.init), encoding: encoding, uri: uri)
            for path in analysis.inputs + [analysis.projectFile] { sets[path] = sets[path] ?? [] }
            for diagnostic in analysis.diagnostics {
                sets[diagnostic.location.file, default: []].append(converter.json(diagnostic))
            }
        }
        return sets
    }
}
