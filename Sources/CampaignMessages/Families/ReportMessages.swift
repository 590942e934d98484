import CampaignDiagnostics

/// What the report assembly decides once the whole run is known (SPEC §11): W010, an inline
/// suppression that suppressed nothing; beside `CatalogueEntry+Suppressions.swift`.
public enum ReportMessages: MessageFamily {
    public static let stage = PipelineStage.report
    public static let codes: [DiagnosticCode] = [.W010]

    public static func unusedSuppression(_ codes: [DiagnosticCode]) -> DiagnosticMessage {
        message(
            .W010, "this suppression of \(codes.map(\.rawValue).joined(separator: ", ")) suppressed nothing",
            help: "remove the comment, or move it to the line where the diagnostic starts")
    }
}
