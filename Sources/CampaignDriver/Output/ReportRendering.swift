import CampaignCompiler
import CampaignDiagnostics

/// Chooses the renderer for a report format. Colour applies to the text format only.
enum ReportRendering {
    static func render(_ report: DiagnosticReport, format: ReportFormat, colored: Bool) -> String {
        renderer(for: format, colored: colored).render(report)
    }

    static func renderer(for format: ReportFormat, colored: Bool) -> any DiagnosticRenderer {
        switch format {
        case .text:
            TextDiagnosticRenderer(colour: colored)
        case .json:
            JSONDiagnosticRenderer()
        case .sarif:
            SARIFDiagnosticRenderer(toolVersion: CampaigncVersion.current, rules: CodeCatalogue.ruleMetadata)
        case .github:
            GitHubDiagnosticRenderer()
        case .junit:
            JUnitDiagnosticRenderer()
        case .checkstyle:
            CheckstyleDiagnosticRenderer()
        case .gitlab:
            GitLabDiagnosticRenderer()
        }
    }
}
