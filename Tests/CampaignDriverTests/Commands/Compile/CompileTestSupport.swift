import CampaignDiagnostics
import CampaignDriver
import CampaignModel
import CampaignTestSupport
import Foundation
import XCTest

/// Model values and reports for the compile tests (the YAML front end does not yield
/// campaigns yet, so `CompileOperation.finish` is given them directly).
enum CompileFixture {
    static let range = SourceRange.fileStart

    static func campaign(_ id: String, message: String = "Hello") -> Campaign {
        let common = MessageCommon(typeRange: range, range: range, dismiss: .defaultFor(.slideup))
        return Campaign(
            id: Located(id, at: range),
            triggers: [Trigger(kind: .sessionStart, range: range)],
            triggerRange: range,
            message: .slideup(SlideupMessage(common: common, message: Located(message, at: range))),
            documentIndex: 0
        )
    }

    /// A clean report over `files` files holding `campaigns` campaigns.
    static func cleanReport(files: Int = 1, campaigns: Int) -> DiagnosticReport {
        DiagnosticReport(diagnostics: [], sources: [], files: files, campaigns: campaigns)
    }

    /// A report with one E201 error at a.yaml:6:9-13.
    static var failingReport: DiagnosticReport {
        let position = { (column: Int) in SourcePosition(line: 6, column: column, offset: 0) }
        let diagnostic = Diagnostic(
            .E201, "a full message needs an image",
            at: SourceLocation(file: "a.yaml", range: SourceRange(start: position(9), end: position(13)))
        )
        return DiagnosticReport(diagnostics: [diagnostic], sources: [], files: 1, campaigns: 1)
    }

    static let failingReportGitHub =
        "::error file=a.yaml,line=6,col=9,endLine=6,endColumn=13,title=E201::a full message needs an image\n"
        + "1 error, 0 warnings in 1 file (1 campaign)\n"

    static func options(_ output: CompileOutput, pretty: Bool = false, format: ReportFormat = .github, paths: [String] = []) -> CompileOptions {
        CompileOptions(checking: ValidateOptions(paths: paths, format: format, color: .never), output: output, pretty: pretty)
    }
}
