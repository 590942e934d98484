import CampaignCompiler
import CampaignDiagnostics
import CampaignDriver
import CampaignModel
import CampaignPayload
import CampaignWorkspace
import CampaignYAML
import CanonicalJSON

/// Runs every stage of campaignc on one input, as `compile` would — and the simulator, on the
/// file's scenarios and on the bytes read as a payload (`FuzzHarness+Simulator`) — and checks
/// a few properties that must hold for any input. A violated property stops the process with
/// `fatalError`, which libFuzzer records as a crash with the input that caused it.
struct FuzzHarness: Sendable {
    /// The folder the fuzzed file pretends to live in; also the project root.
    let root: String
    let project: ProjectSettings
    let compiler: CampaignCompiler
    let rules: [RuleMetadata]

    /// One per process: the project folder is created on first use.
    static let shared = FuzzHarness(root: FuzzProjectFolder.create())

    init(root: String) {
        self.root = root
        project = FuzzHarness.projectSettings(root: root)
        // 2026-03-15T00:00:00Z: inside the usual test schedules, so W314 is reachable both ways.
        compiler = CampaignCompiler(project: project, now: 1_773_532_800, files: AssetFiles(DiskFileSystem(), currentDirectory: root))
        rules = CodeCatalogue.all.map(\.ruleMetadata)
    }

    /// Project settings as a project file would give them, with every section set so the
    /// asset, host and view-type checks are reached.
    static func projectSettings(root: String) -> ProjectSettings {
        ProjectSettings(
            root: root,
            triggerMinimumInterval: .seconds(30),
            assets: AssetSettings(
                baseURL: "https://cdn.example.com/iam/",
                maxBytes: 4096,
                allowedHosts: ["cdn.example.com", "example.com"]
            ),
            viewTypes: [
                ViewTypeContract(name: "picker", messageTypes: [.modal], requiredExtras: ["attribute_key"], messageFormat: .commaList),
                ViewTypeContract(name: "toggle_list", messageTypes: [.full, .modal], requiredExtras: ["attribute_key", "title"]),
            ],
            severity: [.W211: .off, .W314: .error]
        )
    }

    func run(_ bytes: [UInt8]) {
        let source = SourceFile(path: root + "/fuzz.yaml", bytes: bytes)
        let yaml = YAMLParser.parse(source, limits: .standard)
        check(yaml.diagnostics, in: source, stage: "parse")

        // The same bytes read as a project file reach the project decoder.
        let projectYAML = YAMLParser.parse(source, limits: .standard, role: .projectFile)
        let (_, projectDiagnostics) = CampaignCompiler.loadProject(projectYAML, root: root, globProblem: GlobPattern.problem)
        check(projectDiagnostics, in: source, stage: "project")

        let file = compiler.compile(yaml)
        let crossFile = CampaignCompiler.analyze([file])
        check(file.diagnostics + crossFile, in: source, stage: "compile")

        let policy = SeverityPolicy(overrides: project.severity)
        let diagnostics = policy.apply(file.diagnostics + crossFile)
        let report = DiagnosticReport(diagnostics: diagnostics, sources: [source], campaigns: file.campaigns.count)
        renderReports(report)
        if !report.hasErrors {
            let payload = writePayload(file.campaigns)
            runScenarios(file.scenarios, of: file.campaigns, payload: payload, in: source)
        }
        // The same bytes read as a `--payload` document (JSON is YAML too, so one corpus serves both).
        runPayload(bytes)
    }

    /// Every renderer must cope with any position the stages produce.
    private func renderReports(_ report: DiagnosticReport) {
        let text = TextDiagnosticRenderer(colour: true).render(report)
        expect(text.hasSuffix("\n"), "the text report does not end with a newline")
        _ = TextDiagnosticRenderer(colour: false).render(report)
        _ = JSONDiagnosticRenderer().renderBytes(report)
        // Only the rules the report uses: the rest is the same for every input and would
        // cost most of the time of a run.
        let codes = Set(report.diagnostics.map(\.code))
        _ = SARIFDiagnosticRenderer(toolVersion: "fuzz", rules: rules.filter { codes.contains($0.code) }).renderBytes(report)
        _ = GitHubDiagnosticRenderer().render(report)
        _ = JUnitDiagnosticRenderer().render(report)
        _ = CheckstyleDiagnosticRenderer().render(report)
        _ = GitLabDiagnosticRenderer().render(report)
    }

    /// The payload of error-free campaigns, in both output shapes; the order of the
    /// campaigns must not change a byte (SPEC §7).
    private func writePayload(_ campaigns: [Campaign]) -> [UInt8] {
        let builder = PayloadBuilder(project: project)
        func document(_ list: [Campaign]) -> [UInt8] {
            let part = PayloadBuilder.encode(list, layout: .documentElement, style: .compact)
            return builder.build([part], layout: .documentElement, style: .compact).document()
        }
        let bytes = document(campaigns)
        expect(bytes.last == UInt8(ascii: "\n"), "the payload does not end with a newline")
        if campaigns.count > 1 {
            expect(document(campaigns.reversed()) == bytes, "the payload depends on the order of the campaigns")
        }
        let files = PayloadBuilder.encode(campaigns, layout: .file, style: .pretty)
        _ = builder.build([files], layout: .file, style: .pretty).directoryFiles()
        return bytes
    }

    /// Positions must lie in the file: 1-based, start before end, offsets within the bytes.
    func check(_ diagnostics: [Diagnostic], in source: SourceFile, stage: String) {
        for diagnostic in diagnostics {
            let range = diagnostic.location.range
            let valid =
                range.start.line >= 1 && range.start.column >= 1
                && range.end.line >= range.start.line
                && range.start.offset >= 0 && range.start.offset <= range.end.offset
                && range.end.offset <= source.bytes.count
            expect(valid, "\(stage): \(diagnostic.code.rawValue) has range \(range) outside the \(source.bytes.count)-byte input: \(diagnostic.message)")
        }
    }

    func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz property violated: \(message())") }
    }
}
