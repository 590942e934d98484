import CampaignDiagnostics

/// Reading `--baseline` (or the project file's `baseline:`) (SPEC §3, §11). A missing,
/// unreadable or malformed baseline stops the command (exit status 2); writing one is the
/// driver's (`BaselineWriter`).
public enum BaselineFile {
    /// The largest baseline file read (a baseline of every diagnostic of a large project
    /// is a few megabytes).
    static let maxBytes = 64 * 1024 * 1024

    /// The baseline of a run (SPEC §3, §11): `--baseline FILE`, else the file the project
    /// file's `baseline:` names, else none; `--no-baseline` reads none at all.
    /// The same for any caller (the language server): `explicit` is `--baseline`; in a run that
    /// `writes` a baseline, the project's file may be missing (`--write-baseline` creates it).
    static func resolve(
        explicit: String?, noBaseline: Bool, writes: Bool, project: LoadedProject, in files: any SourceFileSystem
    ) throws(RunError) -> Baseline? {
        if noBaseline {
            if let explicit { throw contradiction(explicit) }
            return nil
        }
        if let explicit { return try read(explicit, in: files) }
        guard let path = project.settings.baseline else { return nil }
        if writes, case .failure(let failure) = files.status(path), failure.isNotFound {
            return nil
        }
        return try read(
            path, in: files, named: named(by: project.source?.path ?? InputDiscovery.projectFileName),
            help: "; record it with --write-baseline \(path), or run with --no-baseline")
    }

    /// `--baseline FILE` beside `--no-baseline` (exit status 2, for every command and `lsp`).
    public static func contradiction(_ explicit: String) -> RunError {
        .usage("--baseline '\(explicit)' and --no-baseline contradict each other: give one of them")
    }

    /// What the messages about a file the project file's `baseline:` names add after its path.
    static func named(by projectFile: String) -> String {
        " (named by `baseline:` in '\(projectFile)')"
    }

    /// Reads and checks the baseline at `path`; `named` and `help` go into the messages.
    static func read(_ path: String, in files: any SourceFileSystem, named: String = "", help: String = "") throws(RunError) -> Baseline {
        let bytes: [UInt8]
        switch files.read(path, limit: maxBytes + 1) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .usage("cannot read baseline '\(path)'\(named): \(failure.reason)\(help)")
        }
        guard bytes.count <= maxBytes else { throw .usage("cannot read baseline '\(path)'\(named): larger than \(maxBytes) bytes") }
        switch Baseline.read(bytes) {
        case .success(let baseline): return baseline
        case .failure(let error): throw .usage("malformed baseline '\(path)'\(named): \(error.reason)")
        }
    }

    /// `note: …` about the diagnostics a baseline cannot hold, or nothing.
    public static func note(leftOut: Int, path: String) -> String {
        guard leftOut > 0 else { return "" }
        let count = leftOut == 1 ? "1 diagnostic" : "\(leftOut) diagnostics"
        return "campaignc: note: \(count) not recorded in '\(path)': only adjustable codes can be baselined\n"
    }
}
