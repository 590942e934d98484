import CampaignTestSupport
import XCTest

/// A suppression comment costs memory by its text, however many items its list holds: 2.3 MB
/// of `,` between `ignore[` and `]` once peaked at 55 times the file (every empty item kept
/// before the first was found wrong). Measured on the built binary as a child process.
final class SuppressionMemoryTests: XCTestCase {
    private let head = "campaign: c\ntrigger: session_start\nmessage: { type: slideup, message: m }\n"

    func testMillionsOfEmptyCodesCostNoMoreThanTheirText() throws {
        let folder = try TestFolder()
        defer { folder.remove() }
        let big = head + "# campaignc: ignore[" + String(repeating: ",", count: 2_300_000) + "]\n"
        try folder.write("small.yaml", head + "# campaignc: ignore[,]\n")
        try folder.write("big.yaml", big)
        let small = try PeakMemoryRun.run(["validate", "--color", "never", folder.path("small.yaml")], in: folder)
        let large = try PeakMemoryRun.run(["validate", "--color", "never", folder.path("big.yaml")], in: folder)
        XCTAssertEqual(small.status, 0)
        XCTAssertEqual(large.status, 0)
        let first = large.standardOutput.split(separator: "\n").first.map(String.init)
        XCTAssertEqual(first, folder.path("big.yaml") + ":4:1: warning[W012]: malformed suppression comment: empty code in the list")
        XCTAssertTrue(large.standardOutput.hasSuffix("0 errors, 1 warning in 1 file (1 campaign)\n"), large.standardOutput.suffix(200).description)
        // What the big file costs beyond the small one's fixed start-up: a few times its size.
        let growth = large.peakBytes - small.peakBytes
        XCTAssertLessThan(growth, 20 * big.utf8.count, "peak \(large.peakBytes) bytes against \(small.peakBytes) for a one-line file")
    }
}
