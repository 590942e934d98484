import ArgumentParser
import CampaignDriver
import CampaignTestSupport
import XCTest

@testable import campaignc

#if canImport(Glibc)
    import Glibc
    private let RUSAGE_CHILDREN_WHO = RUSAGE_CHILDREN.rawValue
#elseif canImport(Darwin)
    import Darwin
    private let RUSAGE_CHILDREN_WHO = RUSAGE_CHILDREN
#endif

/// The quick reading of a command line (`QuickCommandLine`) against ArgumentParser's: every
/// line the quick one accepts must mean exactly what ArgumentParser makes of it, and every line
/// it is unsure of is left to ArgumentParser (help, usage errors), so users see no difference.
final class QuickCommandLineTests: XCTestCase {
    /// ArgumentParser's reading of `words`, as the invocation its command would run; nil when it
    /// reads no such command (a usage error, help, another command).
    private func argumentParserReading(_ words: [String]) -> Invocation? {
        guard let command = try? Campaignc.parseAsRoot(words) else { return nil }
        switch command {
        case let command as ValidateCommand: return command.invocation
        case let command as CompileCommand: return command.invocation
        case let command as TestCommand: return command.invocation
        case let command as PreviewCommand: return command.invocation
        case let command as RenderCommand: return command.invocation
        default: return nil
        }
    }

    private func assertSameReading(_ words: [String], file: StaticString = #filePath, line: UInt = #line) {
        guard let quick = QuickCommandLine.parse(words) else { return }
        XCTAssertEqual(quick, argumentParserReading(words), "\(words)", file: file, line: line)
    }

    func testCommonLinesAreReadQuicklyAndAsArgumentParserReadsThem() {
        let lines: [[String]] = [
            ["validate"],
            ["validate", "Samples"],
            ["validate", "a.yaml", "b.yaml", "-", "--stdin-filename", "c.yaml"],
            ["validate", "Samples", "--format", "json", "--now", "2026-03-01T09:00:00Z", "--color", "never", "--jobs", "3"],
            ["validate", "--format=sarif", "--now=2026-03-01T09:00:00+01:00", "Samples", "--warnings-as-errors"],
            ["validate", "--exclude", "drafts/**", "x", "--exclude=*.tmp.yaml", "--force-exclude", "--config", "campaignc.yaml"],
            ["validate", "--baseline", "b.json", "--write-baseline", "w.json", "--no-baseline"],
            ["validate", "--fix", "a.yaml"], ["validate", "--fix", "--diff", "-"],
            ["validate", "validate", "help", "compile"],
            ["validate", "--now=a=b", "--exclude=-x", "--jobs", "+2"], ["validate", "--jobs", "0"],
            ["compile", "Samples", "--output", "out.json"], ["compile", "Samples", "--output", "-", "--pretty"],
            ["compile", "--output-dir", "out", "a.yaml", "--format", "gitlab"],
            ["test", "Samples", "--scenario", "a", "--scenario", "b", "--trace", "--payload", "p.json"],
            ["test", "--format", "junit", "s.yaml"],
            ["test", "s.yaml", "--platform", "all"], ["test", "--platform", "web", "s.yaml"],
            ["render", "Samples", "--user", "u.yaml"],
            ["render", "--user=u.yaml", "--event", "e.yaml", "--locale", "fr-CA", "--output", "r.json", "--pretty", "--now", "2026-03-01T09:00:00Z"],
            ["render", "--payload", "p.json", "--user", "u.yaml", "--output", "-", "--format", "json"],
            ["preview", "Samples", "--output-dir", "gallery"],
            [
                "preview", "--output-dir=g", "--theme", "dark", "--device", "tablet", "--orientation", "both", "--platform", "all", "--platform",
                "web", "--jobs", "1", "--exclude", "a", "--force-exclude", "--now", "2026-03-01T09:00:00Z", "--config", "c.yaml",
            ],
        ]
        for words in lines {
            XCTAssertNotNil(QuickCommandLine.parse(words), "\(words) should be read quickly")
            assertSameReading(words)
        }
    }

    func testLinesItIsUnsureOfAreLeftToArgumentParser() {
        let lines: [[String]] = [
            [], ["--help"], ["--version"], ["help", "validate"], ["validate", "--help"], ["validate", "-h"], ["rules"], ["lsp"],
            ["validate", "--bogus"], ["validate", "--", "a.yaml"], ["validate", "-x"], ["validate", ""], ["validate", "--format"],
            ["validate", "--format", "xml"], ["validate", "--format", "--now"], ["validate", "--now", "-5"], ["validate", "--exclude="],
            ["validate", "--format", "json", "--format", "text"], ["validate", "--fix", "--fix"], ["validate", "--fix=yes"],
            ["validate", "--diff"], ["validate", "--jobs", "two"], ["validate", "--output", "x"], ["compile", "a.yaml"],
            ["compile", "a.yaml", "--output", "x", "--output-dir", "y"], ["preview", "a.yaml"], ["preview", "--output-dir", "g", "--platform", "tv"],
            ["test", "--payload"], ["validate", "---completion", "bash"], ["render", "Samples"], ["render", "--user"],
            ["render", "--user", "u.yaml", "--output-dir", "d"], ["render", "--user", "u.yaml", "--user", "v.yaml"],
        ]
        for words in lines {
            XCTAssertNil(QuickCommandLine.parse(words), "\(words) should be left to ArgumentParser")
        }
    }

    /// Random lines over words chosen to sit on every edge of both readings.
    func testRandomLinesAreReadAlike() {
        let vocabulary = [
            "validate", "compile", "test", "preview", "help", "a.yaml", "Samples", "-", "--", "-h", "--help", "", "json", "text", "xml", "0", "7",
            "+3", "-1", "a=b", "--format", "--format=json", "--format=", "--now", "--now=-5", "--color", "always", "--jobs", "--exclude",
            "--exclude=*.yaml", "--force-exclude", "--config", "--stdin-filename", "--baseline", "--write-baseline", "--no-baseline",
            "--warnings-as-errors", "--fix", "--diff", "--output", "--output-dir", "--pretty", "--payload", "--scenario", "--trace",
            "--theme", "dark", "--device", "tablet", "--orientation", "landscape", "--platform", "web", "all", "tv", "--bogus", "--version",
            "render", "--user", "u.yaml", "--event", "--locale", "fr",
        ]
        var random = SplitMix64(seed: 0x51C)
        var accepted = 0
        for _ in 0..<1_500 {
            var words = [["validate", "compile", "test", "preview", "render"][random.below(5)]]
            for _ in 0..<random.below(9) { words.append(vocabulary[random.below(vocabulary.count)]) }
            if QuickCommandLine.parse(words) != nil { accepted += 1 }
            assertSameReading(words)
        }
        XCTAssertGreaterThan(accepted, 150, "too few random lines were read quickly for the comparison to mean much")
    }

    /// Issue 23 item 10: many paths and many `--exclude` cost time in proportion to their number.
    func testManyWordsAreReadInLinearTime() {
        let words = { (n: Int) in ["validate"] + (0..<n).map { "campaigns/file-\($0).yaml" } + (0..<n).flatMap { ["--exclude", "drafts-\($0)/**"] } }
        CPUTime.assertLinear(size: 4_000, "paths and --exclude", prepare: words, { XCTAssertNotNil(QuickCommandLine.parse($0)) })
    }

    /// The same through the built executable, timed by the processor time of the child process:
    /// 16,000 paths took 6 s and 8,000 `--exclude` 4 s when ArgumentParser read every line.
    func testManyPathsAndExclusionsCostTheProcessLinearTime() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let sample = CampaigncProcess.packageRoot.appendingPathComponent("Samples/valid/cart-upsell.yaml").path
        try folder.write("a.yaml", String(contentsOfFile: sample, encoding: .utf8))
        func run(_ n: Int) throws -> Double {
            let words = ["validate", "--now", "2026-03-01T09:00:00Z"] + Array(repeating: "a.yaml", count: n) + (0..<n).flatMap { ["--exclude", "d\($0)/**"] }
            var best = Double.infinity
            for _ in 0..<2 {
                let before = Self.childProcessorSeconds()
                let result = try CampaigncProcess.run(words, in: folder.url)
                best = min(best, Self.childProcessorSeconds() - before)
                XCTAssertEqual(result.status, 0, result.standardError)
                XCTAssertEqual(result.standardOutput, "ok: 1 campaign in 1 file\n")
            }
            return max(0.005, best)
        }
        let small = try run(2_000)
        let large = try run(16_000)
        XCTAssertLessThan(large / small, 8 * 2.5, "16,000 paths and exclusions cost \(large) s of CPU, 2,000 cost \(small) s: not linear")
    }

    /// The processor seconds of the child processes that have ended so far.
    private static func childProcessorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN_WHO, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }
}
