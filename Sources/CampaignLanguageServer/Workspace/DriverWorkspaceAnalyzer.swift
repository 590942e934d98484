import CampaignCompiler
import CampaignDiagnostics
import CampaignDriver
import CampaignModel
import CampaignYAML

/// The analyzer behind `campaignc lsp`: the driver's check of one project (`WorkspaceCheck`),
/// with each input's `FileFacts` read from its text. The one file that knows how the server
/// reaches the driver; the generic driver run of issue 17 replaces what is behind it.
public struct DriverWorkspaceAnalyzer: WorkspaceAnalyzer {
    public var exclude: [GlobPattern]
    public var baselinePath: String?
    public var warningsAsErrors: Bool
    /// `--now`; nil for the time of each analysis (`currentTime`).
    public var now: Int64?
    public var jobs: Int
    public var currentTime: @Sendable () -> Int64

    public init(
        exclude: [GlobPattern] = [], baselinePath: String? = nil, warningsAsErrors: Bool = false, now: Int64? = nil, jobs: Int = 1,
        currentTime: @escaping @Sendable () -> Int64
    ) {
        self.exclude = exclude
        self.baselinePath = baselinePath
        self.warningsAsErrors = warningsAsErrors
        self.now = now
        self.jobs = jobs
        self.currentTime = currentTime
    }

    public func projectFiles(inWorkspace root: String) -> [String] {
        WorkspaceCheck.projectFiles(inWorkspace: root)
    }

    public func analyze(projectFile: String, openTexts: [String: [UInt8]]) throws(AnalysisFailure) -> ProjectAnalysis {
        let options = WorkspaceCheck.Options(
            projectFile: projectFile, exclude: exclude, baselinePath: baselinePath, warningsAsErrors: warningsAsErrors, now: now, jobs: jobs
        )
        let time = currentTime()
        let result = BlockingTask.run { () -> Result<WorkspaceCheck.Outcome<FileFacts>, DriverError> in
            do throws(DriverError) {
                return .success(
                    try await WorkspaceCheck.run(options, overlay: openTexts, currentTime: time) { source in
                        FileFacts(YAMLParser.parse(source))
                    })
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .failure(let error):
            switch error {
            case .usage(let message): throw AnalysisFailure(message: message)
            case .internal(let message): throw AnalysisFailure(message: message, isInternal: true)
            }
        case .success(let outcome):
            let viewTypes = outcome.settings.viewTypes.map { (contract: ViewTypeContract) in
                ViewTypeFact(name: contract.name, messageTypes: contract.messageTypes.map(\.rawValue), requiredExtras: contract.requiredExtras)
            }
            return ProjectAnalysis(
                projectFile: projectFile, inputs: outcome.inputs, diagnostics: outcome.diagnostics,
                sources: Dictionary(outcome.sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first }),
                facts: WorkspaceFacts(files: outcome.summaries, viewTypes: viewTypes),
                problems: outcome.baselineProblem.map { ["campaignc: \($0); diagnostics are shown without the baseline"] } ?? []
            )
        }
    }
}
