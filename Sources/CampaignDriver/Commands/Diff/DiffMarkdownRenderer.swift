/// The markdown form, for GitHub (`$GITHUB_STEP_SUMMARY`, a review comment): a heading with
/// the summary, the added and removed campaigns as lists, and one table per changed campaign
/// (path | before | after). Every path, id and value is a code span, so nothing in a campaign
/// renders as markup: a backtick in it gets a longer fence, and `|` is escaped as `\|`, which
/// GitHub's tables read inside code spans too; values are on one line (`LanguageValue.yaml`).
enum DiffMarkdownRenderer {
    static func render(_ report: DiffReport) -> String {
        var text = "## campaignc diff: \(report.summary)\n"
        if !report.added.isEmpty {
            text += "\n**Added**\n\n"
            for added in report.added {
                text += "- \(code(DiffReport.shown(added.id))) (\(code(added.summary)))\n"
                for detail in added.details {
                    text += "  - \(code(detail.path)): \(cell(detail.new))\n"
                }
            }
        }
        if !report.removed.isEmpty {
            text += "\n**Removed**\n\n"
            for id in report.removed {
                text += "- \(code(DiffReport.shown(id)))\n"
            }
        }
        for changed in report.changed {
            text += "\n### \(code(DiffReport.shown(changed.id)))\n\n| path | before | after |\n|---|---|---|\n"
            for change in changed.changes {
                text += "| \(code(change.path)) | \(cell(change.old)) | \(cell(change.new)) |\n"
            }
        }
        if !report.project.isEmpty {
            text += "\n### project\n\n| path | before | after |\n|---|---|---|\n"
            for change in report.project {
                text += "| \(code(change.path)) | \(cell(change.old)) | \(cell(change.new)) |\n"
            }
        }
        return text
    }

    /// A value, or an empty cell with a dash where the path has no value.
    private static func cell(_ value: LanguageValue?) -> String {
        value.map { code($0.yaml) } ?? "—"
    }

    /// `text` as a code span: fenced by one more backtick than its longest run of backticks,
    /// padded with a space where it starts or ends with one, `|` escaped for tables.
    static func code(_ text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        let escaped = text.replacing("|", with: "\\|")
        return fence + padding + escaped + padding + fence
    }
}
