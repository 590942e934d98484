import CampaignCompiler
import CampaignDiagnostics
import CampaignModel
import CampaignPayload

/// A catalogue example run as `campaignc validate` (or, for a code only a scenario run
/// reports, `campaignc test`) runs it, in memory: the campaign file, its project file and its
/// other files in one folder, the project root, checked at the example's `--now`. `explain`
/// prints the real text report of it, so what it shows is what the tool says.
enum ExampleRun {
    /// The folder the example's files are in (nothing is read from or written to the disk).
    static let folder = "/example"

    /// The report of `example`.
    static func report(of example: CatalogueExample) async -> DiagnosticReport {
        var files: [String: [UInt8]] = [folder + "/" + CatalogueExample.campaignFileName: example.bytes]
        if let project = example.projectFile { files[folder + "/" + CatalogueExample.projectFileName] = Array(project.utf8) }
        for file in example.files { files[folder + "/" + file.path] = file.bytes }
        let project = example.projectFile.map { LoadedProject(SourceFile(path: CatalogueExample.projectFileName, text: $0), root: ".") } ?? .none()
        let now = example.now.flatMap(RFC3339Text.unixSecondsRoundingUp) ?? CatalogueExample.defaultNow
        let context = CheckContext(
            project: project, settings: CompilationSettings(now: now, project: project.settings, workingDirectory: folder),
            files: ExampleFileSystem(currentDirectory: folder, files: files)
        )
        let source = SourceFile(path: CatalogueExample.campaignFileName, bytes: example.bytes)
        switch example.command {
        case .validate:
            return context.report([context.checkFile(source, keeper: .nothing).summary]).report
        case .test:
            let encoding = PayloadEncoding(layout: .documentElement, style: .compact)
            let outcome = context.checkFile(source, keeper: .simulationInputs(encoding: encoding))
            let analysis = context.analyze([outcome.summary])
            let checked = DriverRun.Checked(report: context.report([outcome.summary], analysis: analysis).report, files: [outcome], analysis: analysis)
            let options = TestOptions(checking: ValidateOptions(paths: [CatalogueExample.campaignFileName]))
            do {
                return try await TestOperation.runScenarios(checked, context: context, jobs: 1, options: options, fixedPayload: nil).report
            } catch {
                return checked.report
            }
        }
    }

    /// The command line that shows the example's code: `campaignc validate campaign.yaml`.
    static func commandLine(of example: CatalogueExample) -> String {
        let now = example.now.map { " --now \($0)" } ?? ""
        return "campaignc \(example.command.rawValue)\(now) \(CatalogueExample.campaignFileName)"
    }
}
