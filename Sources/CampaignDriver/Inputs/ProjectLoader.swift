import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignYAML

/// The project file of a run (SPEC §3), read and decoded once before the inputs.
struct LoadedProject: Sendable {
    let settings: ProjectSettings
    /// The project file's own problems; they are part of the run's report.
    let diagnostics: [Diagnostic]
    /// The project file, for the snippets of its diagnostics; nil when there is none.
    let source: SourceFile?
    /// The project file's inline suppressions (SPEC §11).
    var suppressions: [SuppressionComment] = []

    /// A run without a project file: defaults, rooted at the working directory.
    static let none = LoadedProject(settings: ProjectSettings(root: "."), diagnostics: [], source: nil)
}

enum ProjectLoader {
    /// Reads and decodes the project file at `path` (as shown to the user). A file that
    /// cannot be read stops the command (exit 2); mistakes inside it are diagnostics.
    static func load(_ path: String?, limits: YAMLLimits) throws(DriverError) -> LoadedProject {
        guard let path else { return .none }
        let bytes: [UInt8]
        switch FileReader.read(path, limit: limits.maxFileBytes + 1) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .usage("cannot read config file '\(path)': \(failure.reason)")
        }
        let source = SourceFile(path: path, bytes: bytes)
        let yaml = YAMLParser.parse(source, limits: limits, role: .projectFile)
        let (settings, diagnostics) = CampaignCompiler.loadProject(yaml, root: folder(of: path))
        return LoadedProject(
            settings: settings, diagnostics: diagnostics, source: source,
            suppressions: CampaignCompiler.projectSuppressions(yaml)
        )
    }

    /// The folder holding `path`, as the user would write it: `Samples/valid` for
    /// `Samples/valid/campaignc.yaml`, `.` for `campaignc.yaml`, `/` for `/campaignc.yaml`.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = path[..<slash]
        return folder.isEmpty ? "/" : String(folder)
    }
}
