import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignWorkspace
import CampaignYAML
import Foundation

/// The campaigns of the golden files, compiled from `Golden/input/` (a project file, YAML
/// campaigns and two local images) through the real front end and decoder. Together they
/// use every condition form, every message type (HTML_FULL included), both themes, buttons,
/// extras, local images and each optional key of the trigger object.
struct GoldenInputs: Sendable {
    let project: ProjectSettings
    let campaigns: [Campaign]
    /// Every diagnostic of the project file and the campaigns (expected: none).
    let diagnostics: [Diagnostic]

    static let folder = RepositoryFiles.url("Tests/CampaignPayloadTests/Golden/input").path

    /// The campaign files, in the order they are compiled.
    static let files = ["spring-sale.yaml", "cart-reminder.yaml", "more.yaml", "templated.yaml"]

    static let shared = GoldenInputs.compile()

    static var campaigns: [Campaign] { shared.campaigns }

    private static func compile() -> GoldenInputs {
        let projectYAML = parse(folder + "/campaignc.yaml")
        let (project, projectDiagnostics) = CampaignCompiler.loadProject(projectYAML, root: folder, globProblem: GlobPattern.problem)
        // now: 2026-02-01T00:00:00Z
        let compiler = CampaignCompiler(
            project: project, now: 1_769_904_000, files: AssetFiles(DiskFileSystem(), currentDirectory: FileManager.default.currentDirectoryPath))
        let compiled = files.map { compiler.compile(parse(folder + "/" + $0)) }
        return GoldenInputs(
            project: project,
            campaigns: compiled.flatMap(\.campaigns),
            diagnostics: projectDiagnostics + compiled.flatMap(\.diagnostics) + CampaignCompiler.analyze(compiled)
        )
    }

    private static func parse(_ path: String) -> YAMLFile {
        let bytes = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        return YAMLParser.parse(SourceFile(path: path, bytes: bytes))
    }
}
