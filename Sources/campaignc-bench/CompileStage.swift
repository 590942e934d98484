import CampaignDriver
import Foundation

/// Stage (d): `compile --output FILE` end to end in-process over the corpus folder: the
/// checks of (c), then the payload built and written atomically to a file in a temporary
/// folder of its own (removed afterwards).
enum CompileStage {
    struct Outcome {
        let timing: StageTiming
        let exitStatus: Int32
        /// The report's last line, or the error output.
        let summary: String
        let jobs: Int
        /// The size of the payload file written by the last run.
        let payloadBytes: Int
    }

    static func measure(corpus: Corpus, repeats: Int, jobs: Int?) async throws -> Outcome {
        let folder = try Corpus.makeTemporaryDirectory(prefix: "campaignc-bench-payload")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let output = folder + "/payload.json"
        let checking = ValidateOptions(paths: [corpus.root], format: .text, now: ValidateStage.now, color: .never, jobs: jobs)
        let options = CompileOptions(checking: checking, output: .file(output))
        let environment = ValidateStage.environment()
        var last = CommandResult(exitStatus: -1)
        let timing = await StageTiming.measureAsync(repeats: repeats) {
            last = await CompileOperation.run(options, environment: environment)
            return last.standardError.utf8.count
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: output)[.size] as? Int) ?? 0
        return Outcome(
            timing: timing, exitStatus: last.exitStatus, summary: ValidateStage.lastLine(last.standardError),
            jobs: jobs ?? environment.processorCount, payloadBytes: size
        )
    }
}
