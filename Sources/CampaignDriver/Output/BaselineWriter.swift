import CampaignDiagnostics
import CampaignWorkspace

/// Writes `--write-baseline` files (SPEC §11): atomically, or exit status 2 when it cannot.
enum BaselineWriter {
    /// Writes `recorded` to `path` when both are given; returns the note for standard error
    /// (empty when nothing was left out).
    static func write(_ recorded: (baseline: Baseline, leftOut: Int)?, to path: String?) throws(RunError) -> String {
        guard let recorded, let path else { return "" }
        if case .failure(let failure) = AtomicFileWriter.write(recorded.baseline.fileBytes, to: path) {
            throw failure.driverError
        }
        return BaselineFile.note(leftOut: recorded.leftOut, path: path)
    }
}
