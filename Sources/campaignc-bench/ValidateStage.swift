import CampaignDriver
import Foundation

/// Stage (c): `validate` end to end in-process over the corpus folder — discovery,
/// reading, parallel per-file work and report rendering — through the driver library,
/// exactly as the executable calls it (text format, no colour, one job per core unless
/// `--jobs` says otherwise).
enum ValidateStage {
    /// A fixed `--now`, so W314 never depends on the day the bench runs.
    static let now = "2026-03-01T09:00:00Z"

    struct Outcome {
        let timing: StageTiming
        let exitStatus: Int32
        /// The report's last line (`ok: …` or the counts), or the error output.
        let summary: String
        let jobs: Int
    }

    static func measure(corpus: Corpus, repeats: Int, jobs: Int?) async -> Outcome {
        let options = ValidateOptions(paths: [corpus.root], format: .text, now: now, color: .never, jobs: jobs)
        let environment = environment()
        var last = CommandResult(exitStatus: -1)
        let timing = await StageTiming.measureAsync(repeats: repeats) {
            last = await ValidateOperation.run(options, environment: environment)
            return last.standardOutput.utf8.count
        }
        let text = last.standardOutput.isEmpty ? last.standardError : last.standardOutput
        return Outcome(timing: timing, exitStatus: last.exitStatus, summary: lastLine(text), jobs: jobs ?? environment.processorCount)
    }

    /// The facts the executable would read, with one job per core.
    static func environment() -> DriverEnvironment {
        DriverEnvironment(
            workingDirectory: FileManager.default.currentDirectoryPath,
            currentTime: Int64(Date().timeIntervalSince1970),
            processorCount: max(1, ProcessInfo.processInfo.activeProcessorCount)
        )
    }

    static func lastLine(_ text: String) -> String {
        text.split(separator: "\n").last.map(String.init) ?? "(no output)"
    }
}
