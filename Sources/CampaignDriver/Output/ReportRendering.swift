import CampaignCompiler
import CampaignDiagnostics

/// Chooses the renderer for a report format. Colour applies to the text format only.
enum ReportRendering {
    static func render(_ report: DiagnosticReport, format: ReportFormat, colored: Bool) -> String {
        renderer(for: format, colored: colored).render(report.showingPaths())
    }

    /// The report as consecutive pieces of bytes, to be written one after the other. The text
    /// and JSON formats are built as bytes directly, so a large report is never held as text
    /// and as bytes at once (issue 24).
    static func renderPieces(_ report: DiagnosticReport, format: ReportFormat, colored: Bool) -> [[UInt8]] {
        switch format {
        case .text: TextDiagnosticRenderer(colour: colored).renderPieces(report.showingPaths())
        case .json: [JSONDiagnosticRenderer().renderBytes(report.showingPaths())]
        default: [Array(render(report, format: format, colored: colored).utf8)]
        }
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
