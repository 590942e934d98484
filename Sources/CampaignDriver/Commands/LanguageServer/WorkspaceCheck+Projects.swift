import CampaignModel
import CanonicalJSON

extension WorkspaceCheck {
    /// Checks the options `campaignc lsp` shares with `validate` before anything is read (SPEC
    /// §13.3): `--config` and `--baseline` must name files, `--exclude` globs and `--now` must
    /// read. Relative paths are made absolute against `workingDirectory`.
    public static func checkOptions(
        config: String?, baseline: String?, exclude: [String], now: String?, workingDirectory: String
    ) throws(DriverError) -> CheckedOptions {
        let configPath = config.map { absolute($0, in: workingDirectory) }
        if let config, let configPath {
            try requireFile(configPath, shown: config, what: "config file")
        }
        let baselinePath = baseline.map { absolute($0, in: workingDirectory) }
        if let baseline, let baselinePath {
            try requireFile(baselinePath, shown: baseline, what: "baseline")
        }
        var patterns: [GlobPattern] = []
        for text in exclude {
            do {
                patterns.append(try GlobPattern(text))
            } catch {
                throw .usage("invalid --exclude glob '\(text)': \(error.reason)")
            }
        }
        var seconds: Int64?
        if let now {
            guard let parsed = RFC3339Time.nowSeconds(now) else {
                throw .usage("invalid --now '\(now)': expected an RFC 3339 time with an offset, such as 2026-03-01T09:00:00Z")
            }
            seconds = parsed
        }
        return CheckedOptions(config: configPath, baseline: baselinePath, exclude: patterns, now: seconds)
    }

    /// The server's options once checked: paths absolute, globs and time read.
    public struct CheckedOptions: Sendable {
        public var config: String?
        public var baseline: String?
        public var exclude: [GlobPattern]
        public var now: Int64?
    }

    private static func requireFile(_ path: String, shown: String, what: String) throws(DriverError) {
        switch FileStatus.of(path) {
        case .failure(let failure): throw .usage("cannot open \(what) '\(shown)': \(failure.reason)")
        case .success(let status) where status.kind == .directory: throw .usage("cannot open \(what) '\(shown)': Is a directory")
        case .success: return
        }
    }

    /// `path` made absolute against `folder` and normalised lexically (`a/../b` is `b`).
    public static func absolute(_ path: String, in folder: String) -> String {
        let components = ProjectFileLocator.components(path)
        let full = path.hasPrefix("/") ? components : ProjectFileLocator.components(folder) + components
        return "/" + ProjectFileLocator.normalizedAbsolute(full).joined(separator: "/")
    }

    /// The project files of a workspace rooted at `root` (absolute), by SPEC §13.5: the nearest
    /// `campaignc.yaml` in the root or a folder above it; otherwise every one found walking the
    /// root (hidden entries skipped, folder links not followed), none below another one found.
    /// In byte-wise order.
    public static func projectFiles(inWorkspace root: String) -> [String] {
        if let nearest = ProjectFileLocator.nearest(forArgument: root, workingDirectory: "/") { return [nearest] }
        var found: [String] = []
        collectProjectFiles(in: root, into: &found)
        return found.sorted(by: UTF8Order.precedes)
    }

    private static func collectProjectFiles(in folder: String, into found: inout [String]) {
        let candidate = InputDiscovery.join(folder, InputDiscovery.projectFileName)
        if case .success(let status) = FileStatus.of(candidate), status.kind == .regularFile {
            found.append(candidate)
            return
        }
        guard case .success(let names) = DirectoryLister.names(in: folder) else { return }
        for name in names.sorted(by: UTF8Order.precedes) where !name.hasPrefix(".") {
            let path = InputDiscovery.join(folder, name)
            if case .success(let entry) = FileStatus.ofLink(path), entry.kind == .directory {
                collectProjectFiles(in: path, into: &found)
            }
        }
    }

    /// Whether `path` is a regular file now.
    public static func isRegularFile(_ path: String) -> Bool {
        if case .success(let status) = FileStatus.of(path) { return status.kind == .regularFile }
        return false
    }
}
