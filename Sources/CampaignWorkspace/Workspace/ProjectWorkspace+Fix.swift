extension ProjectWorkspace {
    /// What `validate --fix` would write for the input or project file at `path` (SPEC §13.8's
    /// `source.fixAll`), from its text of the last update (its open text, else the disk's) and
    /// the other inputs as they were checked; nil when it would change nothing. The fix engine
    /// runs over a copy of the project's workspace, so the project itself is not changed: the
    /// editor applies the result as an edit, and the change comes back as a new text.
    public func fixedText(of path: String) async -> [UInt8]? {
        guard let workspace else { return nil }
        let isProjectFile = path.isSamePath(projectFile)
        guard isProjectFile || workspace.input(shownAs: path) != nil else { return nil }
        var engine = FixEngine(workspace, projectFix: .reassemble, checkedText: { _ in nil })
        _ = try? await engine.run(only: path)
        let target = FixTarget(.file(path))
        return engine.texts.changedFiles.first { FixTarget(.file($0.path)) == target }?.entry.fixed
    }
}
