import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processor time a piece of work costs, for tests that a hostile input costs time in
/// proportion to its size: measured in CPU seconds of this process (never wall-clock time, so a
/// busy machine does not fail them), and compared between two sizes of the same input.
public enum CPUTime {
    /// The CPU seconds this process has used so far (all threads).
    public static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The CPU seconds `work` takes: the least of `repeats` runs.
    public static func measure(repeats: Int = 3, _ work: () async throws -> Void) async rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<repeats {
            let start = now()
            try await work()
            best = min(best, now() - start)
        }
        return best
    }

    /// Asserts that `work(scale × n)` costs at most `slack` × `scale` times `work(n)`: linear
    /// work passes with room for noise, quadratic work (`scale`² times) fails. Times below a
    /// millisecond are raised to one, so that a tiny baseline does not make the ratio noise.
    public static func assertLinear(
        baseline n: Int, scale: Int = 8, slack: Double = 2.5, file: StaticString = #filePath, line: UInt = #line,
        _ work: (Int) async throws -> Void
    ) async rethrows {
        let small = max(0.001, try await measure { try await work(n) })
        let large = try await measure(repeats: 2) { try await work(n * scale) }
        XCTAssertLessThan(
            large / small, Double(scale) * slack,
            "\(n * scale) cost \(large) s of CPU, \(n) cost \(small) s: not linear", file: file, line: line)
    }
}
