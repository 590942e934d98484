/// The wall times of several runs of one benchmark stage.
struct StageTiming {
    /// Seconds, in the order the runs happened.
    let runs: [Double]
    /// What the last run computed (events, documents, …), so the work cannot be optimised
    /// away and can be shown as a sanity check.
    let checksum: Int

    var best: Double { runs.min() ?? 0 }

    var median: Double {
        let sorted = runs.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Runs `body` `repeats` times on this thread and times each run with the monotonic clock.
    static func measure(repeats: Int, _ body: () throws -> Int) rethrows -> StageTiming {
        let clock = ContinuousClock()
        var runs: [Double] = []
        var checksum = 0
        for _ in 0..<max(1, repeats) {
            let start = clock.now
            checksum = try body()
            runs.append(seconds(clock.now - start))
        }
        return StageTiming(runs: runs, checksum: checksum)
    }

    /// The same for work that suspends (the driver's commands are async).
    static func measureAsync(repeats: Int, _ body: () async -> Int) async -> StageTiming {
        let clock = ContinuousClock()
        var runs: [Double] = []
        var checksum = 0
        for _ in 0..<max(1, repeats) {
            let start = clock.now
            checksum = await body()
            runs.append(seconds(clock.now - start))
        }
        return StageTiming(runs: runs, checksum: checksum)
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
