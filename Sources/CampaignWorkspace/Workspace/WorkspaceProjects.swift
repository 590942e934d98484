import CanonicalJSON

/// The projects of an editor's workspace (SPEC §13.5) and the files their walk would read.
public enum WorkspaceProjects {
    /// The project files of a workspace rooted at `root` (absolute): the nearest
    /// `campaignc.yaml` in the root or a folder above it; otherwise every one found walking the
    /// root (hidden entries skipped, folder links not followed), none below another one found.
    /// In byte-wise order.
    public static func projectFiles(inWorkspace root: String, in files: any SourceFileSystem) -> [String] {
        if let nearest = ProjectFileLocator.nearest(forArgument: root, workingDirectory: "/", in: files) { return [nearest] }
        var found: [String] = []
        collectProjectFiles(in: root, files: files, into: &found)
        return found.sorted(by: UTF8Order.precedes)
    }

    private static func collectProjectFiles(in folder: String, files: any SourceFileSystem, into found: inout [String]) {
        let candidate = InputDiscovery.join(folder, InputDiscovery.projectFileName)
        if files.isRegularFile(candidate) {
            found.append(candidate)
            return
        }
        guard case .success(let listing) = files.list(folder) else { return }
        for name in listing.names.sorted(by: UTF8Order.precedes) where !name.hasPrefix(".") {
            let path = InputDiscovery.join(folder, name)
            if case .success(let entry) = files.linkStatus(path), entry.kind == .directory {
                collectProjectFiles(in: path, files: files, into: &found)
            }
        }
    }

    /// Whether the walk of `root` would read `path` if it were on disk: a `.yaml` or `.yml`
    /// file below the root, no hidden component, not the project file, not excluded.
    public static func wouldBeFound(_ path: String, root: String) -> Bool {
        wouldBeFound(path, filter: InputFilter(patterns: [], root: root, workingDirectory: "/", forceExclude: false))
    }

    static func wouldBeFound(_ path: String, filter: InputFilter) -> Bool {
        guard let relative = filter.relativeComponents(of: path), let name = relative.last,
            InputDiscovery.isCampaignFileName(name), !relative.contains(where: { $0.hasPrefix(".") })
        else { return false }
        return !filter.excludesNamed(path)
    }

}
