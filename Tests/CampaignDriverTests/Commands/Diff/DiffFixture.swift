import CampaignDriver
import CampaignTestSupport
import Foundation
import XCTest

/// The golden diff's inputs (`Tests/Golden/diff/old` and `new`) and expected outputs, and the
/// environment the diff tests run in.
enum DiffFixture {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let golden = packageRoot.appendingPathComponent("Tests/Golden/diff").path
    static let old = golden + "/old"
    static let new = golden + "/new"

    /// 2026-03-02T00:00:00Z.
    static func environment(in folder: String = packageRoot.path) -> DriverEnvironment {
        DriverEnvironment(workingDirectory: folder, currentTime: 1_772_409_600, processorCount: 2)
    }

    static func run(_ options: DiffOptions, in folder: String = packageRoot.path) async -> CommandResult {
        await DiffOperation.run(options, environment: environment(in: folder))
    }

    /// Asserts that `text` is the golden file `name` (recorded with `CAMPAIGNC_RECORD=1`, as
    /// every golden file is).
    static func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        GoldenFile.assert(text, matches: "Tests/Golden/diff/" + name, file: file, line: line)
    }
}
