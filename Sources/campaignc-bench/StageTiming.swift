/// The wall and processor times of several runs of one benchmark stage.
struct StageTiming {
    /// Wall seconds, in the order the runs happened.
    let runs: [Double]
    /// Processor seconds (user + system, every thread of the process) of each run.
    let cpu: [Double]
    /// What the last run computed (events, documents, …), so the work cannot be optimised
    /// away and can be shown as a sanity check.
    let checksum: Int

    var best: Double { runs.min() ?? 0 }

    /// The processor time of the fastest run: on a machine shared with other work the wall
    /// time of a parallel stage says little, its processor time still shows the work done.
    var bestCPU: Double {
        guard let index = runs.indices.min(by: { runs[$0] < runs[$1] }) else { return 0 }
        return cpu[index]
    }

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
        var cpu: [Double] = []
        var checksum = 0
        for _ in 0..<max(1, repeats) {
            let (start, startCPU) = (clock.now, ProcessorTime.seconds())
            checksum = try body()
            runs.append(seconds(clock.now - start))
            cpu.append(ProcessorTime.seconds() - startCPU)
        }
        return StageTiming(runs: runs, cpu: cpu, checksum: checksum)
    }

    /// The same for work that suspends (the driver's commands are async).
    static func measureAsync(repeats: Int, _ body: () async -> Int) async -> StageTiming {
        let clock = ContinuousClock()
        var runs: [Double] = []
        var cpu: [Double] = []
        var checksum = 0
        for _ in 0..<max(1, repeats) {
            let (start, startCPU) = (clock.now, ProcessorTime.seconds())
            checksum = await body()
            runs.append(seconds(clock.now - start))
            cpu.append(ProcessorTime.seconds() - startCPU)
        }
        return StageTiming(runs: runs, cpu: cpu, checksum: checksum)
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
