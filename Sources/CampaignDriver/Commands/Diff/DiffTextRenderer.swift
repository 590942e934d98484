/// The text form (the default).
enum DiffTextRenderer {
    /// Shown for a path that has no value on one side.
    static let absent = "(absent)"

    static func render(_ report: DiffReport) -> String {
        var text = ""
        for added in report.added {
            text += "+ \(DiffReport.shown(added.id)) (\(added.summary))\n"
            for detail in added.details {
                text += "  \(detail.path): \(detail.new?.yaml ?? absent)\n"
            }
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
        if !report.project.isEmpty { text += "~ project\n" }
        for change in report.project {
            text += "  \(change.path): \(change.old?.yaml ?? absent) → \(change.new?.yaml ?? absent)\n"
        }
        return text + report.summary + "\n"
    }
}
