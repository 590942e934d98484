/// The formats of `campaignc diff` (SPEC §5.1).
public enum DiffFormat: String, Hashable, Sendable, CaseIterable {
    /// `+ fresh (modal, custom_event hi)`, `- gone`, `~ alpha` with one line per change, and a
    /// summary line.
    case text
    /// One JSON document (`Schemas/diff.schema.json`).
    case json
    /// A heading with the summary and a table per changed campaign, for `$GITHUB_STEP_SUMMARY`
    /// or a review comment.
    case markdown

    /// The bytes of `report` in this format (each ends with a newline).
    func render(_ report: DiffReport) -> String {
        switch self {
        case .text: DiffTextRenderer.render(report)
        case .json: DiffJSONRenderer.render(report)
        case .markdown: DiffMarkdownRenderer.render(report)
        }
    }
}
