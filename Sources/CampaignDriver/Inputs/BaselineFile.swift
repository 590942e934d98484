import CampaignDiagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reading `--baseline` (or the project file's `baseline:`) and writing `--write-baseline` files
/// (SPEC §3, §11). A missing, unreadable or malformed baseline, or one that cannot be written,
/// stops the command (exit status 2).
enum BaselineFile {
    /// The largest baseline file read (a baseline of every diagnostic of a large project
    /// is a few megabytes).
    static let maxBytes = 64 * 1024 * 1024

    /// The baseline of a run (SPEC §3, §11): `--baseline FILE`, else the file the project
    /// file's `baseline:` names, else none; `--no-baseline` reads none at all.
    static func resolve(_ options: ValidateOptions, project: LoadedProject) throws(DriverError) -> Baseline? {
        try resolve(explicit: options.baselinePath, noBaseline: options.noBaseline, writes: options.writeBaselinePath != nil, project: project)
    }

    /// The same for any caller (the language server): `explicit` is `--baseline`; in a run that
    /// `writes` a baseline, the project's file may be missing (`--write-baseline` creates it).
    static func resolve(explicit: String?, noBaseline: Bool, writes: Bool, project: LoadedProject) throws(DriverError) -> Baseline? {
        if noBaseline {
            if let explicit { throw contradiction(explicit) }
            return nil
        }
        if let explicit { return try read(explicit) }
        guard let path = project.settings.baseline else { return nil }
        if writes, case .failure(let failure) = FileStatus.of(path), failure.code == ENOENT {
            return nil
        }
        return try read(
            path, named: named(by: project.source?.path ?? InputDiscovery.projectFileName),
            help: "; record it with --write-baseline \(path), or run with --no-baseline")
    }

    /// `--baseline FILE` beside `--no-baseline` (exit status 2, for every command and `lsp`).
    static func contradiction(_ explicit: String) -> DriverError {
        .usage("--baseline '\(explicit)' and --no-baseline contradict each other: give one of them")
    }

    /// What the messages about a file the project file's `baseline:` names add after its path.
    static func named(by projectFile: String) -> String {
        " (named by `baseline:` in '\(projectFile)')"
    }

    /// Reads and checks the baseline at `path`; `named` and `help` go into the messages.
    static func read(_ path: String, named: String = "", help: String = "") throws(DriverError) -> Baseline {
        let bytes: [UInt8]
        switch FileReader.read(path, limit: maxBytes + 1) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .usage("cannot read baseline '\(path)'\(named): \(failure.reason)\(help)")
        }
        guard bytes.count <= maxBytes else { throw .usage("cannot read baseline '\(path)'\(named): larger than \(maxBytes) bytes") }
        switch Baseline.read(bytes) {
        case .success(let baseline): return baseline
        case .failure(let error): throw .usage("malformed baseline '\(path)'\(named): \(error.reason)")
        }
    }

    /// Writes `recorded` to `path` when both are given; returns the note for standard error
    /// (empty when nothing was left out).
    static func write(_ recorded: (baseline: Baseline, leftOut: Int)?, to path: String?) throws(DriverError) -> String {
        guard let recorded, let path else { return "" }
        if case .failure(let failure) = AtomicFileWriter.write(recorded.baseline.fileBytes, to: path) {
            throw failure.driverError
        }
        return note(leftOut: recorded.leftOut, path: path)
    }

    /// `note: …` about the diagnostics a baseline cannot hold, or nothing.
    static func note(leftOut: Int, path: String) -> String {
        guard leftOut > 0 else { return "" }
        let count = leftOut == 1 ? "1 diagnostic" : "\(leftOut) diagnostics"
        return "campaignc: note: \(count) not recorded in '\(path)': only adjustable codes can be baselined\n"
    }
}
