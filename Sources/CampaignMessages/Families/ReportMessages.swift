public import CampaignDiagnostics

/// What the report assembly decides once the whole run is known (SPEC §11): W010, an inline
/// suppression that suppressed nothing; beside `CatalogueEntry+Suppressions.swift`.
public enum ReportMessages: MessageFamily {
    public static let stage = PipelineStage.report
    public static let codes: [DiagnosticCode] = [.W010]

    /// How to fix a finding of each code this family is the home of, in general: what
    /// `campaignc explain`, the generated rule pages and SARIF's rule metadata show.
    public static let generalHelp: [DiagnosticCode: String] = [
        .W010: unusedSuppressionHelp
    ]

    /// W010's help, which the catalogue shows too.
    public static let unusedSuppressionHelp = "remove the comment, or move it to the line where the diagnostic starts"

    public static func unusedSuppression(_ codes: [DiagnosticCode]) -> DiagnosticMessage {
        message(
            .W010, "this suppression of \(codes.map(\.rawValue).joined(separator: ", ")) suppressed nothing",
            help: unusedSuppressionHelp)
    }
}
