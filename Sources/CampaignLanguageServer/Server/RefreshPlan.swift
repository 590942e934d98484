import CampaignDiagnostics
import CampaignWorkspace

/// What the next refresh must do (SPEC §13.5), gathered as notifications come: whether there
/// is anything to analyze, whether to find the projects again (a `campaignc.yaml` came, went
/// or changed), what to look at on disk besides the open texts (walk the roots, re-read the
/// files an event named), and which inputs to publish whatever their set (opened or changed).
/// A refresh takes the plan and leaves an empty one.
struct RefreshPlan: Hashable, Sendable {
    /// Something changed since the last analysis.
    private(set) var isNeeded = false
    private(set) var findsProjects = false
    private(set) var disk = WorkspaceRefresh.openTexts
    /// Inputs opened or changed since the last analysis, in that order.
    private(set) var alwaysPublished: [String] = []
    /// Closed URIs whose file's diagnostics are published under other URIs now, with its path.
    private(set) var clearedURIs: [ClearedURI] = []

    struct ClearedURI: Hashable, Sendable {
        let uri: String
        let path: String
    }

    /// The first analysis (`initialized`): find the projects and walk their roots, with what
    /// came before it.
    mutating func start() {
        isNeeded = true
        findsProjects = true
        disk.walks = true
    }

    /// An open text changed (opened, edited): its diagnostics are published whatever they are.
    mutating func textChanged(_ path: String?, publish: Bool) {
        isNeeded = true
        guard let path else { return }
        if Self.isProjectFile(path) { findsProjects = true }
        if publish { alwaysPublished.append(path) }
    }

    /// A file was saved: its text, and the roots walked again (a client without file watching
    /// sees a checkout at its next save).
    mutating func saved(_ path: String?) {
        textChanged(path, publish: false)
        disk.walks = true
    }

    /// A document was closed: the disk's text comes back; a file that is not on disk stops being an input.
    mutating func closed(_ path: String?) {
        if path.map(Self.isProjectFile) ?? false { findsProjects = true }
        isNeeded = true
        disk.walks = true
    }

    /// A closed URI's diagnostics are to be cleared: its file's go to other URIs now.
    mutating func cleared(uri: String, path: String) {
        clearedURIs.append(ClearedURI(uri: uri, path: path))
    }

    /// Files changed on disk (file events): each is read again, and the roots are walked.
    mutating func filesChanged(_ paths: [String]) {
        for path in paths {
            if Self.isProjectFile(path) { findsProjects = true }
            disk.reread.insert(PathKey(path))
        }
        isNeeded = true
        disk.walks = true
    }

    private static func isProjectFile(_ path: String) -> Bool {
        path.hasSuffix("/campaignc.yaml")
    }
}
