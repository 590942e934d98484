import CampaignDiagnostics

extension ProjectWorkspace {
    /// What `validate --fix` would write for the input or project file at `path` (SPEC §13.8's
    /// `source.fixAll`), from its text of the last update (its open text, else the disk's) and
    /// the other inputs' summaries; nil when it would change nothing. Each pass checks the file
    /// again and assembles the report with the other files, as the command does.
    public func fixedText(of path: String) -> [UInt8]? {
        guard let context, let original = currentText(of: path) else { return nil }
        let files = inputSummaries
        guard path == projectFile || files.contains(where: { $0.path == path }) else { return nil }
        var text = original
        for _ in 0..<FixSelection.maximumPasses {
            var passContext = context
            var passFiles = files
            let source = SourceFile(path: path, bytes: text)
            if path == projectFile {
                passContext.project = LoadedProject(source, root: root)
            } else {
                passFiles = files.map { $0.path == path ? context.checkFile(source, keeper: .nothing).summary : $0 }
            }
            let report = passContext.report(passFiles).report
            let edits = FixSelection.edits(for: report.diagnostics.filter { $0.location.file == path })
            if edits.isEmpty { break }
            text = TextEdit.apply(edits, to: text)
        }
        return text == original ? nil : text
    }
}
