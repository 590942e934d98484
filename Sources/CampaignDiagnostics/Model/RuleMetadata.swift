/// What a report needs to know about one code beyond its diagnostics (for SARIF's `rules`).
/// The code catalogue builds these; this target only carries them.
public struct RuleMetadata: Hashable, Sendable {
    public var code: DiagnosticCode
    /// A short title: "full message without an image".
    public var title: String
    /// A paragraph explaining the rule and why it exists.
    public var explanation: String
    /// How to fix a finding, if the catalogue has a general answer.
    public var help: String?

    public init(code: DiagnosticCode, title: String, explanation: String, help: String? = nil) {
        self.code = code
        self.title = title
        self.explanation = explanation
        self.help = help
    }

    /// The severity of the code before any policy.
    public var defaultSeverity: Severity { code.defaultSeverity }
}
