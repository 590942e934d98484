public import CampaignDiagnostics
import CampaignMessages

/// What the code catalogue says about one diagnostic code (SPEC §4): the text `campaignc explain`
/// prints, the rule metadata of SARIF reports, and two examples a test runs through the compiler —
/// the failing one must produce exactly this code at its marked place, the fixed one nothing.
public struct CatalogueEntry: Sendable {
    public let code: DiagnosticCode
    /// A short title: "full message without an image".
    public let title: String
    /// One or more paragraphs (separated by a blank line) explaining the rule and why it exists.
    public let explanation: String
    /// How to fix a finding, in general: the code's message family says it
    /// (`MessageFamilies.generalHelp(of:)`), so it is never spelled twice.
    public let help: String?
    /// An input that produces this code, with the place it is reported marked.
    public let failing: CatalogueExample
    /// The same input corrected: it produces no diagnostic at all.
    public let fixed: CatalogueExample

    init(
        _ code: DiagnosticCode,
        title: String,
        explanation: String,
        failing: CatalogueExample,
        fixed: CatalogueExample
    ) {
        self.code = code
        self.title = title
        self.explanation = explanation
        self.help = MessageFamilies.generalHelp(of: code)
        self.failing = failing
        self.fixed = fixed
    }

    /// The severity of the code before `severity:` overrides and `--warnings-as-errors`.
    public var defaultSeverity: Severity { code.defaultSeverity }

    /// The entry as SARIF rule metadata.
    public var ruleMetadata: RuleMetadata {
        RuleMetadata(code: code, title: title, explanation: explanation, help: help)
    }
}
