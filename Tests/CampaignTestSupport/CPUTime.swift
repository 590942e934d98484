import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Processor time, for tests that check that work grows linearly with its input (SPEC §7)
/// without asserting on wall-clock time, which a busy machine distorts. The calling thread's
/// time by default; the whole process's for work that runs on other threads too (a command's
/// parallel work: tests run one at a time, so the process's time is the test's).
public enum CPUTime {
    /// Whose processor time is counted.
    public enum Clock: Sendable {
        case thread, process
    }

    /// Seconds of processor time spent in `body`.
    public static func measure(_ clock: Clock = .thread, _ body: () throws -> Void) rethrows -> Double {
        let start = now(clock)
        try body()
        return now(clock) - start
    }

    /// `measure` for async work (a command), counted on the whole process.
    public static func measure(_ body: () async throws -> Void) async rethrows -> Double {
        let start = now(.process)
        try await body()
        return now(.process) - start
    }

    /// Runs `work` at `size` and at `factor` × `size` and fails when the larger run costs more
    /// than `slack` × `factor` times the smaller one (a quadratic path costs `factor`² times).
    /// Each size runs `rounds` times and keeps its fastest, so a pause elsewhere weighs less.
    public static func assertLinear(
        size: Int, factor: Int = 8, slack: Double = 3, rounds: Int = 3, _ label: String = "", file: StaticString = #filePath,
        line: UInt = #line, _ work: (Int) throws -> Void
    ) rethrows {
        try assertLinear(size: size, factor: factor, slack: slack, rounds: rounds, label, file: file, line: line, prepare: { $0 }, work)
    }

    /// `assertLinear` timing only `work`, on what `prepare` made for each size (outside the clock).
    public static func assertLinear<Input>(
        size: Int, factor: Int = 8, slack: Double = 3, rounds: Int = 3, _ label: String = "", file: StaticString = #filePath,
        line: UInt = #line, prepare: (Int) throws -> Input, _ work: (Input) throws -> Void
    ) rethrows {
        func fastest(_ n: Int) throws -> Double {
            let input = try prepare(n)
            var best = Double.infinity
            for _ in 0..<rounds { best = min(best, try measure(.thread) { try work(input) }) }
            return best
        }
        let small = max(try fastest(size), 0.002)
        let large = try fastest(size * factor)
        XCTAssertLessThan(
            large, small * Double(factor) * slack,
            "\(label): \(size) took \(small) s of processor time, \(size * factor) took \(large) s (linear would be about \(factor)×)",
            file: file, line: line)
    }

    private static func now(_ clock: Clock) -> Double {
        var time = timespec()
        clock_gettime(clock == .thread ? CLOCK_THREAD_CPUTIME_ID : CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// `assertLinear` for async work (a command run), on the process's processor time.
    public static func assertLinear<Input>(
        size: Int, factor: Int = 8, slack: Double = 3, rounds: Int = 2, _ label: String = "", file: StaticString = #filePath,
        line: UInt = #line, prepare: (Int) throws -> Input, _ work: (Input) async throws -> Void
    ) async rethrows {
        func fastest(_ n: Int) async throws -> Double {
            let input = try prepare(n)
            var best = Double.infinity
            for _ in 0..<rounds { best = min(best, try await measure { try await work(input) }) }
            return best
        }
        let small = max(try await fastest(size), 0.002)
        let large = try await fastest(size * factor)
        XCTAssertLessThan(
            large, small * Double(factor) * slack,
            "\(label): \(size) took \(small) s of processor time, \(size * factor) took \(large) s (linear would be about \(factor)×)",
            file: file, line: line)
    }
}
