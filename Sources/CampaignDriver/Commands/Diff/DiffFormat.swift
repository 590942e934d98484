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

/// The text form (the default).
enum DiffTextRenderer {
    /// Shown for a path that has no value on one side.
    static let absent = "(absent)"

    static func render(_ report: DiffReport) -> String {
        var text = ""
        for added in report.added {
            text += "+ \(DiffReport.shown(added.id)) (\(added.summary))\n"
        }
        for id in report.removed {
            text += "- \(DiffReport.shown(id))\n"
        }
        for changed in report.changed {
            text += "~ \(DiffReport.shown(changed.id))\n"
            for change in changed.changes {
                text += "  \(change.path): \(change.old?.yaml ?? absent) → \(change.new?.yaml ?? absent)\n"
            }
        }
        return text + report.summary + "\n"
    }
}
