import CampaignDiagnostics
import CampaignModel

/// The baseline one project of the language server uses (SPEC §3, §13.5): `--baseline`, else
/// the file the project file's `baseline:` names (relative to the project file), none with
/// `--no-baseline`. It is read again when that path changes (the project file's `baseline:`
/// was edited) and when the file's stamp changed; a file that is missing or malformed is a
/// problem to show, and the diagnostics are those without a baseline until it reads.
struct WorkspaceBaseline {
    /// The file in use, absolute; nil when the project uses none.
    private(set) var path: String?
    /// The baseline as last read; nil when there is none or it did not read.
    private(set) var baseline: Baseline?
    /// What is wrong with the file, for the user; nil when it read (or there is none).
    private(set) var problem: String?
    /// The file's stamp when it was last read.
    private var stamp: TextVersion?

    /// The file the project of `projectFile` (absolute, with `settings` read from it) uses.
    static func path(options: ServerOptions, settings: ProjectSettings, projectFile: String) -> String? {
        if options.noBaseline { return nil }
        if let explicit = options.baseline { return explicit }
        return settings.baseline.map { ServerOptions.absolute($0, in: ProjectLoader.folder(of: projectFile)) }
    }

    /// Brings the baseline up to date with the file at `path`, which the project of
    /// `projectFile` uses as `--baseline` (`explicit`) or through its `baseline:`. The file is
    /// read when the path changed, when `force` (a file event named it) or when its stamp
    /// changed.
    mutating func update(path: String?, explicit: Bool, projectFile: String, force: Bool, in files: any SourceFileSystem) {
        let unchanged = PathKey.same(path, self.path) && !force && (path.map { files.version($0) == stamp } ?? true)
        guard !unchanged else { return }
        self.path = path
        guard let path else {
            (baseline, problem, stamp) = (nil, nil, nil)
            return
        }
        stamp = files.version(path)
        do {
            baseline = try BaselineFile.read(path, in: files, named: explicit ? "" : BaselineFile.named(by: projectFile))
            problem = nil
        } catch {
            baseline = nil
            problem = "campaignc: \(error.reason); diagnostics are shown without the baseline"
        }
    }
}
