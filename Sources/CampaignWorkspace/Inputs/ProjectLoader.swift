import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignYAML
import Synchronization

/// The project file of a run (SPEC §3), read and decoded once before the inputs.
public struct LoadedProject: Sendable {
    public internal(set) var settings: ProjectSettings
    /// The project file's own problems, and the run's (inputs of two projects, E108); they are
    /// part of the run's report.
    public internal(set) var diagnostics: [Diagnostic]
    /// Other files those diagnostics quote (the second project's file).
    public internal(set) var otherSources: [SourceFile] = []
    /// The project file, for the snippets of its diagnostics; nil when there is none.
    public let source: SourceFile?
    /// The project file's inline suppressions (SPEC §11).
    public var suppressions: [SuppressionComment] = []
    /// Its `exclude:` globs, compiled once, as the project file was decoded.
    public var excludePatterns: [GlobPattern] = []
    /// The byte range of each key of its `view_types:` mapping (the first of a name given
    /// twice), for an editor's definitions: found in the one parse of the file.
    public var viewTypeKeys: [String: Range<Int>] = [:]
    /// The top-level keys of its mapping, in order: each key's name, its byte range, and the end
    /// of its value (an editor's outline of the file, from the same parse).
    public var topLevelKeys: [(name: String, key: Range<Int>, end: Int)] = []

    init(settings: ProjectSettings, diagnostics: [Diagnostic], source: SourceFile?, suppressions: [SuppressionComment] = []) {
        self.settings = settings
        self.diagnostics = diagnostics
        self.source = source
        self.suppressions = suppressions
    }

    /// The project file `source` (its text as read from the disk or an editor), rooted at `root`.
    public init(_ source: SourceFile, root: String, limits: YAMLLimits = .standard) {
        let yaml = YAMLParser.parse(source, limits: limits, role: .projectFile)
        let compiled = CompiledGlobs()
        let (settings, diagnostics) = CampaignCompiler.loadProject(yaml, root: root, globProblem: compiled.problem)
        self.init(settings: settings, diagnostics: diagnostics, source: source, suppressions: CampaignCompiler.projectSuppressions(yaml))
        excludePatterns = settings.exclude.compactMap { compiled.pattern($0) ?? (try? GlobPattern($0)) }
        for entry in yaml.documents.first?.root.entries ?? [] {
            let key = entry.key.range
            topLevelKeys.append((entry.key.text, key.start.offset..<key.end.offset, max(entry.value.range.end.offset, key.end.offset)))
        }
        if case .mapping(let declared)? = yaml.documents.first?.root.entry("view_types")?.value {
            for entry in declared.entries where viewTypeKeys[entry.key.text] == nil {
                viewTypeKeys[entry.key.text] = entry.key.range.start.offset..<entry.key.range.end.offset
            }
        }
    }

    /// A run without a project file: defaults, rooted at `root` (the working directory).
    public static func none(root: String = ".") -> LoadedProject {
        LoadedProject(settings: ProjectSettings(root: root), diagnostics: [], source: nil)
    }
}

enum ProjectLoader {
    /// Reads and decodes the project file at `path` (as shown to the user; a relative one is
    /// relative to `workingDirectory`). A file that cannot be read stops the command (exit 2);
    /// mistakes inside it are diagnostics.
    static func load(_ path: String?, limits: YAMLLimits, in files: any SourceFileSystem, workingDirectory: String? = nil) throws(RunError) -> LoadedProject {
        guard let path else { return .none() }
        let bytes: [UInt8]
        let onDisk = path.hasPrefix("/") ? path : workingDirectory.map { InputDiscovery.join($0, path) } ?? path
        switch files.read(onDisk, limit: limits.maxFileBytes + 1) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .usage("cannot read config file '\(path)': \(failure.reason)")
        }
        var project = LoadedProject(SourceFile(path: path, bytes: bytes), root: folder(of: path), limits: limits)
        project.settings.contentBlocks = contentBlocks(in: project.settings.contentBlocksFolder, files: files, workingDirectory: workingDirectory)
        return project
    }

    /// The names of the `NAME.liquid` files of the content-blocks folder, sorted; none when the
    /// project names no folder or it cannot be listed (then every `content_blocks.${…}` is E803).
    static func contentBlocks(in folder: String?, files: any SourceFileSystem, workingDirectory: String?) -> [String] {
        guard let folder else { return [] }
        let onDisk = folder.hasPrefix("/") ? folder : workingDirectory.map { InputDiscovery.join($0, folder) } ?? folder
        guard case .success(let listing) = files.list(onDisk) else { return [] }
        let suffix = ".liquid"
        return listing.names.filter { $0.hasSuffix(suffix) && $0.count > suffix.count }.map { String($0.dropLast(suffix.count)) }.sorted()
    }

    /// The folder holding `path`, as the user would write it: `Samples/valid` for
    /// `Samples/valid/campaignc.yaml`, `.` for `campaignc.yaml`, `/` for `/campaignc.yaml`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }
}

/// The globs the project file's decoding checked, kept as they were compiled so that they are
/// compiled once (the decoder only asks whether each is one).
private final class CompiledGlobs: Sendable {
    private let compiled = Mutex<[PathKey: GlobPattern]>([:])

    /// Why `text` is not a glob, or nil, keeping the glob it is.
    @Sendable func problem(_ text: String) -> String? {
        do {
            let pattern = try GlobPattern(text)
            compiled.withLock { $0[PathKey(text)] = pattern }
            return nil
        } catch {
            return error.reason
        }
    }

    func pattern(_ text: String) -> GlobPattern? {
        compiled.withLock { $0[PathKey(text)] }
    }
}
