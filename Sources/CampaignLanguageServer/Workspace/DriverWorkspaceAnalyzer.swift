import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignWorkspace
import CampaignYAML

/// The analyzer behind `campaignc lsp`: each project is a `ProjectWorkspace` whose product of
/// each input is its `FileFacts`. The one file that knows how the server reaches the workspace.
public struct DriverWorkspaceAnalyzer: WorkspaceAnalyzer {
    public var options: ServerOptions
    /// The time of an analysis of a whole project, for W314 without `--now`.
    public var currentTime: @Sendable () -> Int64
    /// The disk: where projects are found and their files read.
    public var disk: any SourceFileSystem

    public init(options: ServerOptions, currentTime: @escaping @Sendable () -> Int64, disk: any SourceFileSystem = DiskFileSystem()) {
        self.options = options
        self.currentTime = currentTime
        self.disk = disk
    }

    public func projectFiles(inWorkspace root: String) -> [String] {
        WorkspaceProjects.projectFiles(inWorkspace: root, in: disk)
    }

    public func resolvedPath(_ path: String) -> String? {
        disk.resolvedPath(path)
    }

    public func project(_ projectFile: String) -> any ProjectAnalyzer {
        DriverProjectAnalyzer(
            workspace: ProjectWorkspace(projectFile: projectFile, options: options, keeper: .fileFacts, disk: disk, currentTime: currentTime))
    }
}

extension FileKeeper where Product == FileFacts {
    /// The server's product of each input: made from the node tree the check already has, so
    /// no text is parsed twice.
    static var fileFacts: FileKeeper<FileFacts> {
        var keeper = FileKeeper { source, yaml, compiled in FileFacts(source: source, yaml: yaml, compiled: compiled) }
        // Each edit checks the edited file again: a translation file's unchanged Liquid texts
        // are then taken from its last check. Its texts are not kept: the server reads its outline.
        keeper.needs.unitMemo = true
        keeper.needs.translationTexts = false
        return keeper
    }
}

/// One project of `DriverWorkspaceAnalyzer`.
final class DriverProjectAnalyzer: ProjectAnalyzer {
    let workspace: ProjectWorkspace<FileFacts>
    /// The last analysis's names of every file and their merge, reused while no file's changed
    /// (most edits change a text, not an event name).
    private var names: (lists: WorkspaceFacts.NameLists, merged: WorkspaceFacts.MergedNames)?

    init(workspace: ProjectWorkspace<FileFacts>) {
        self.workspace = workspace
    }

    var projectFile: String { workspace.projectFile }

    func analyze(openTexts: [PathKey: [UInt8]], refresh: WorkspaceRefresh) throws(AnalysisFailure) -> ProjectAnalysis {
        let workspace = self.workspace
        // Lent to the update task: this thread waits in BlockingTask.run until it ends.
        let handover = Handover(value: workspace)
        let analysis = BlockingTask.run { await handover.value.update(openTexts: openTexts, refresh: refresh) }
        let root = workspace.root
        // Each table made at its final size, and each path's key hashed once for all three.
        var lines: [PathKey: LineTable] = [:]
        var byPath: [PathKey: FileFacts] = [:]
        var suppressions: [PathKey: [SuppressionComment]] = [:]
        lines.reserveCapacity(analysis.files.count + 1)
        byPath.reserveCapacity(analysis.files.count)
        suppressions.reserveCapacity(analysis.files.count + 1)
        lines[PathKey(projectFile)] = LineTable(analysis.projectText)
        suppressions[PathKey(projectFile)] = analysis.project.suppressions
        var files: [(path: String, shownPath: String, facts: FileFacts)] = []
        files.reserveCapacity(analysis.files.count)
        for file in analysis.files {
            let key = PathKey(file.path)
            lines[key] = file.product.lines
            byPath[key] = file.product
            suppressions[key] = file.summary.suppressions
            files.append((file.path, Self.relative(file.path, to: root), file.product))
        }
        var result = ProjectAnalysis(
            projectFile: projectFile, inputs: analysis.inputs, diagnostics: analysis.diagnostics, lines: lines, files: byPath,
            facts: WorkspaceFacts(files: files, viewTypes: viewTypeFacts(analysis.project), names: mergedNames(of: files)),
            problems: analysis.problems, baseline: analysis.baseline
        )
        result.projectSymbols = DocumentSymbols.symbols(of: analysis.project)
        result.facts.attributes = (analysis.project.settings.attributes ?? [:]).mapValues(\.rawValue)
        result.facts.events = (analysis.project.settings.events ?? [:]).mapValues { $0.mapValues(\.rawValue) }
        result.facts.contentBlocksFolder = analysis.project.settings.contentBlocksFolder
        result.facts.contentBlocks = analysis.project.settings.contentBlocks
        result.facts.sourceLocale = analysis.project.settings.localisation?.source
        result.facts.locales = analysis.project.settings.localisation?.locales ?? []
        result.suppressions = suppressions
        return result
    }

    func fixedText(of path: String) -> [UInt8]? {
        let handover = Handover(value: workspace)
        return BlockingTask.run { await handover.value.fixedText(of: path) }
    }

    /// The merged names of `files`: the last ones when every file's lists are the same.
    private func mergedNames(of files: [(path: String, shownPath: String, facts: FileFacts)]) -> WorkspaceFacts.MergedNames {
        let lists = WorkspaceFacts.NameLists(files)
        if let names, names.lists == lists { return names.merged }
        let merged = lists.merged
        names = (lists, merged)
        return merged
    }

    /// The declared view types, with their keys in the project file (found by its load).
    private func viewTypeFacts(_ project: LoadedProject) -> [ViewTypeFact] {
        project.settings.viewTypes.map { contract in
            ViewTypeFact(
                name: contract.name, messageTypes: contract.messageTypes.map(\.rawValue), requiredExtras: contract.requiredExtras,
                keyRange: project.viewTypeKeys[contract.name])
        }
    }

    /// `path` relative to the folder `root` (both absolute).
    static func relative(_ path: String, to root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
