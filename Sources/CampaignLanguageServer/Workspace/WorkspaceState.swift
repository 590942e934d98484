import CampaignDiagnostics
import CampaignWorkspace
import CanonicalJSON

/// The projects of the workspace and what their last analysis found (SPEC §13.5).
struct WorkspaceState {
    /// The workspace root, absolute; nil when `initialize` named none.
    var root: String?
    /// `--config`: then the one project.
    let configFile: String?
    /// The projects, in the order of their files; found again when a `campaignc.yaml` comes or goes.
    private(set) var projects: [any ProjectAnalyzer] = []
    /// The last analysis of each project, in the order of `projects`.
    private(set) var analyses: [ProjectAnalysis] = []
    /// The index in `analyses` of the project that reads each input or owns each project file.
    private var owners: [PathKey: Int] = [:]
    /// The root (and the `--config` folder) when given through a symbolic link.
    var linkedFolders = LinkedFolders()

    init(configFile: String?) {
        self.configFile = configFile
    }

    var projectFiles: [String] { projects.map(\.projectFile) }

    /// Finds the projects again (`--config`, else the rule of §13.5 from the root), keeping the
    /// analyzer of each project that is still there.
    mutating func findProjects(with analyzer: any WorkspaceAnalyzer) {
        let files: [String]
        if let configFile {
            files = [configFile]
        } else if let root {
            files = analyzer.projectFiles(inWorkspace: root)
        } else {
            files = []
        }
        var existing: [PathKey: any ProjectAnalyzer] = [:]
        for project in projects { existing[PathKey(project.projectFile)] = project }
        projects = files.map { existing[PathKey($0)] ?? analyzer.project($0) }
    }

    /// Brings every project's analysis up to date with the open texts and `refresh`; the
    /// failures are returned (the projects that failed keep their previous analysis).
    mutating func analyze(openTexts: [PathKey: [UInt8]], refresh: WorkspaceRefresh) -> [AnalysisFailure] {
        var failures: [AnalysisFailure] = []
        var fresh: [ProjectAnalysis] = []
        for project in projects {
            do {
                fresh.append(try project.analyze(openTexts: openTexts, refresh: refresh))
            } catch {
                failures.append(error)
                if let previous = analyses.first(where: { $0.projectFile.isSamePath(project.projectFile) }) { fresh.append(previous) }
            }
        }
        // The owners stay while every project has the same project file and inputs.
        let same =
            fresh.count == analyses.count
            && zip(fresh, analyses).allSatisfy { new, old in
                new.projectFile.isSamePath(old.projectFile) && new.inputs.elementsEqual(old.inputs) { $0.isSamePath($1) }
            }
        analyses = fresh
        if same { return failures }
        owners = [:]
        for (index, analysis) in analyses.enumerated() {
            for path in analysis.inputs where owners[PathKey(path)] == nil { owners[PathKey(path)] = index }
            owners[PathKey(analysis.projectFile)] = index
        }
        return failures
    }

    /// The project a file belongs to: the one that reads it as an input, or whose project file it is.
    func project(of path: String) -> (analysis: ProjectAnalysis, isProjectFile: Bool)? {
        guard let index = owners[PathKey(path)] else { return nil }
        let analysis = analyses[index]
        return (analysis, analysis.projectFile.isSamePath(path))
    }

    /// The analyzer of the project whose file is `projectFile`.
    func analyzer(of projectFile: String) -> (any ProjectAnalyzer)? {
        projects.first { $0.projectFile.isSamePath(projectFile) }
    }

    /// Every file's current diagnostics as LSP values, by path: each input and project file,
    /// with an empty list when it has none.
    func diagnosticSets(encoding: PositionEncoding, uri: @escaping (String) -> String) -> [PathKey: [PublishedDiagnostic]] {
        var sets: [PathKey: [PublishedDiagnostic]] = [:]
        sets.reserveCapacity(analyses.reduce(0) { $0 + $1.inputs.count + 1 })
        for analysis in analyses {
            let converter = LSPDiagnostic(lines: analysis.lines, encoding: encoding, uri: uri)
            // Every file has a set, an empty one when nothing points into it (one look-up each:
            // the default subscript inserts the empty set).
            for path in analysis.inputs + [analysis.projectFile] { sets[PathKey(path), default: []] += [] }
            // The diagnostics are in report order, so each file's are together: its set and its
            // lines are looked up once.
            let diagnostics = analysis.diagnostics
            var start = diagnostics.startIndex
            while start < diagnostics.endIndex {
                let file = diagnostics[start].location.file
                var end = start + 1
                while end < diagnostics.endIndex, diagnostics[end].location.file.isSamePath(file) { end += 1 }
                let key = PathKey(file)
                let lines = analysis.lines[key]
                sets[key, default: []].append(contentsOf: diagnostics[start..<end].map { converter.value(of: $0, lines: lines) })
                start = end
            }
        }
        return sets
    }
}
