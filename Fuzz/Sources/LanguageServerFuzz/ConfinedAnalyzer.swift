import CampaignLanguageServer

/// The driver's analyzer, kept to the fuzzing project: a workspace root elsewhere (a mutated
/// `rootUri` such as `file:///`) has no project, so no input ever walks the machine's folders.
struct ConfinedAnalyzer: WorkspaceAnalyzer {
    let root: String
    let inner: DriverWorkspaceAnalyzer

    func projectFiles(inWorkspace folder: String) -> [String] {
        guard folder == root || folder.hasPrefix(root + "/") else { return [] }
        return inner.projectFiles(inWorkspace: folder).filter { $0.hasPrefix(root + "/") }
    }

    func project(_ projectFile: String) -> any ProjectAnalyzer {
        inner.project(projectFile)
    }

    /// Only inside the fuzzing project, so a linked root is resolved without looking elsewhere.
    func resolvedPath(_ path: String) -> String? {
        guard path == root || path.hasPrefix(root + "/") else { return nil }
        return inner.resolvedPath(path)
    }
}
