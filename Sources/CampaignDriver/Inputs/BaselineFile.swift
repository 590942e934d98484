import CampaignDiagnostics

/// Reading `--baseline` and writing `--write-baseline` files (SPEC §11). A missing, unreadable
/// or malformed baseline, or one that cannot be written, stops the command (exit status 2).
enum BaselineFile {
    /// The largest baseline file read (a baseline of every diagnostic of a large project
    /// is a few megabytes).
    static let maxBytes = 64 * 1024 * 1024

    /// Reads and checks the baseline at `path`.
    static func read(_ path: String) throws(DriverError) -> Baseline {
        let bytes: [UInt8]
        switch FileReader.read(path, limit: maxBytes + 1) {
        case .success(let read): bytes = read
        case .failure(let failure): throw .usage("cannot read baseline '\(path)': \(failure.reason)")
        }
        guard bytes.count <= maxBytes else { throw .usage("cannot read baseline '\(path)': larger than \(maxBytes) bytes") }
        switch Baseline.read(bytes) {
        case .success(let baseline): return baseline
        case .failure(let error): throw .usage("malformed baseline '\(path)': \(error.reason)")
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
