import CampaignWorkspace

/// Where paths are relative to the project root (`diff --base`, `preview`'s cards): a path as
/// given on the command line (relative to the working directory, or absolute) becomes a path
/// below the root, lexically (`a/../b` is `b`), so that it can be found again in the root's
/// files at a git revision, or shown the same however it was given.
struct RootPlace {
    private let root: [String]
    private let workingDirectory: String

    init(root: String, workingDirectory: String) {
        self.workingDirectory = workingDirectory
        self.root = Self.absolute(root, in: workingDirectory)
    }

    /// `path` below the root (`campaigns/a.yaml`; empty for the root itself), or nil when it
    /// is outside.
    func relative(_ path: String) -> String? {
        let components = Self.absolute(path, in: workingDirectory)
        guard components.count >= root.count, Array(components.prefix(root.count)) == root else { return nil }
        return components.dropFirst(root.count).joined(separator: "/")
    }

    private static func absolute(_ path: String, in workingDirectory: String) -> [String] {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        return ProjectFileLocator.normalizedAbsolute(ProjectFileLocator.components(joined))
    }
}
