import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignPayload
import CampaignWorkspace

/// A catalogue example run as `campaignc validate` (or, for a code only a scenario run
/// reports, `campaignc test`) runs it, in memory: the campaign file, its project file and its
/// other files in one folder, the project root, checked at the example's `--now`. `explain`
/// prints the real text report of it, so what it shows is what the tool says.
enum ExampleRun {
    /// The folder the example's files are in (nothing is read from or written to the disk).
    static let folder = "/example"

    /// The report of `example`.
    static func report(of example: CatalogueExample) async -> DiagnosticReport {
        var files: [(path: String, bytes: [UInt8])] = [(example.campaignPath, example.bytes)]
        if let project = example.projectFile { files.append((CatalogueExample.projectFileName, Array(project.utf8))) }
        for file in example.files { files.append((file.path, file.bytes)) }
        let memory = MemoryFileSystem(files, workingDirectory: folder)
        let project = example.projectFile.map { LoadedProject(SourceFile(path: CatalogueExample.projectFileName, text: $0), root: ".") } ?? .none()
        let now = example.now.flatMap(RFC3339Text.unixSecondsRoundingUp) ?? CatalogueExample.defaultNow
        let context = CheckContext(
            project: project, settings: CompilationSettings(now: now, project: project.settings, workingDirectory: folder),
            files: AssetFiles(memory, currentDirectory: folder)
        )
        let input = InputFile.file(example.campaignPath)
        switch example.command {
        case .validate:
            var workspace = Workspace(context: context, keeper: .nothing, files: memory)
            let inputs = example.inputPaths.map(InputFile.file)
            _ = try? await workspace.update(inputs, stale: inputs.map { ($0, .stamped(nil), 0) }, failures: .stop)
            return workspace.report().report
        case .test:
            let encoding = PayloadEncoding(layout: .documentElement, style: .compact)
            var workspace = Workspace(context: context, keeper: .simulationInputs(encoding: encoding), files: memory)
            _ = try? await workspace.update([input], stale: [(input, .stamped(nil), 0)], failures: .stop)
            let options = TestOptions(checking: ValidateOptions(paths: [example.campaignPath]))
            do {
                return try await TestOperation.runScenarios(
                    workspace.products, assembly: workspace.assembly(), context: context, jobs: 1, options: options, fixedPayload: nil
                ).report
            } catch {
                return workspace.report().report
            }
        }
    }

    /// The command line that shows the example's code: `campaignc validate campaign.yaml`.
    static func commandLine(of example: CatalogueExample) -> String {
        let now = example.now.map { " --now \($0)" } ?? ""
        return "campaignc \(example.command.rawValue)\(now) \(example.inputPaths.joined(separator: " "))"
    }
}
