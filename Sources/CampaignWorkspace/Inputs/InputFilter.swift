import CampaignModel

/// The exclusions of a run (SPEC §1): the project file's `exclude:` globs and every
/// `--exclude`, matched against paths relative to the project root.
///
/// Paths are related to the root lexically (`a/../b` is `b`), both made absolute against
/// the working directory only for the comparison; a path outside the project root is never
/// excluded.
struct InputFilter: Sendable {
    let patterns: [GlobPattern]
    /// The project root's absolute components.
    let root: [String]
    /// The working directory's components, for relative paths.
    let workingDirectory: [String]
    /// `--force-exclude`: named files are filtered too.
    let forceExclude: Bool

    /// No exclusions at all.
    static let none = InputFilter(patterns: [], root: "/", workingDirectory: "/", forceExclude: false)

    /// `root` is the project root as shown (relative to `workingDirectory` or absolute).
    init(patterns: [GlobPattern], root: String, workingDirectory: String, forceExclude: Bool) {
        self.patterns = patterns
        self.workingDirectory = ProjectFileLocator.normalizedAbsolute(ProjectFileLocator.components(workingDirectory))
        self.root = Self.absolute(root, in: self.workingDirectory)
        self.forceExclude = forceExclude
    }

    /// Whether an entry found while searching a folder is excluded: only its own path is
    /// matched, since the search never enters an excluded folder below the one named.
    func excludesFound(_ path: String, isDirectory: Bool) -> Bool {
        guard !patterns.isEmpty, let relative = relativeComponents(of: path) else { return false }
        return patterns.contains { $0.matches(relative, isDirectory: isDirectory) }
    }

    /// Whether a file named on the command line is excluded: it, or a folder holding it
    /// (below the project root), matches.
    func excludesNamed(_ path: String) -> Bool {
        guard !patterns.isEmpty, let relative = relativeComponents(of: path) else { return false }
        return patterns.contains { $0.matchesPathOrParent(relative, isDirectory: false) }
    }

    /// The components of `path` below the project root, or nil when it is not below it.
    func relativeComponents(of path: String) -> [String]? {
        let full = Self.absolute(path, in: workingDirectory)
        guard full.count > root.count, Array(full.prefix(root.count)) == root else { return nil }
        return Array(full.dropFirst(root.count))
    }

    private static func absolute(_ path: String, in workingDirectory: [String]) -> [String] {
        let components = ProjectFileLocator.components(path)
        return ProjectFileLocator.normalizedAbsolute(path.hasPrefix("/") ? components : workingDirectory + components)
    }
}
