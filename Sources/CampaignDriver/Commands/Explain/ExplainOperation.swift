import CampaignCompiler
import CampaignDiagnostics
import CampaignMessages
import CampaignWorkspace

/// `campaignc explain CODE`: prints what the code catalogue says about one diagnostic code —
/// its title, the explanation, a failing example with the report campaignc really prints for
/// it, and the fixed example (SPEC §4).
///
/// Codes are matched without regard to case (`e201` is E201). An unknown code is a usage
/// error (exit status 2) with a did-you-mean suggestion when one is close.
public enum ExplainOperation {
    public static func run(code text: String) async -> CommandResult {
        guard let code = CodeCatalogue.code(named: text) else {
            return CommandResult(failure: .usage(unknownCodeMessage(text)))
        }
        let entry = CodeCatalogue.entry(for: code)
        let report = await ExampleRun.report(of: entry.failing)
        let renderer = TextDiagnosticRenderer(colour: false)
        let rendering = report.diagnostics.map { renderer.render($0, sources: report.sources) }.joined(separator: "\n")
        return CommandResult(exitStatus: ExitStatus.success, standardOutput: ExplainFormatter().render(entry, rendering: rendering))
    }

    /// "unknown diagnostic code `E200`; did you mean `E201`? …".
    static func unknownCodeMessage(_ text: String) -> String {
        var message = "unknown diagnostic code `\(text)`"
        if let suggestion = suggestion(for: text) {
            message += "; did you mean `\(suggestion.rawValue)`?"
        } else {
            message += "; codes are \(span(of: .error)) and \(span(of: .warning)), such as `E201`"
        }
        return message
    }

    /// "E001 to E605": the lowest and highest code of one default severity.
    private static func span(of severity: Severity) -> String {
        let codes = DiagnosticCode.allCases.filter { $0.defaultSeverity == severity }.sorted()
        return "\(codes.first?.rawValue ?? "") to \(codes.last?.rawValue ?? "")"
    }

    /// The code closest to `text`: the code with the other letter (`W201` for E201), the code
    /// with a letter in front (`201`), or one edit away (`E2011`, `E200`); ties go to the
    /// lowest code.
    static func suggestion(for text: String) -> DiagnosticCode? {
        let upper = text.uppercased()
        let codes = DiagnosticCode.allCases.sorted()
        let digits = upper.drop { $0 == "E" || $0 == "W" }
        if digits.count == 3, digits.allSatisfy(\.isNumber) {
            if let code = codes.first(where: { $0.rawValue.dropFirst() == digits }) { return code }
        }
        return DidYouMean.suggestion(for: upper, among: codes.map(\.rawValue)).flatMap(DiagnosticCode.init(rawValue:))
    }
}
