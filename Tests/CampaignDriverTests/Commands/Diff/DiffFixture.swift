import CampaignDriver
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

    /// Asserts that `text` is the golden file `name`; with `CAMPAIGNC_REGENERATE_GOLDEN=1` the
    /// file is rewritten and the test fails, to say so.
    static func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let path = golden + "/" + name
        if ProcessInfo.processInfo.environment["CAMPAIGNC_REGENERATE_GOLDEN"] == "1" {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            XCTFail("rewrote \(name); run again without CAMPAIGNC_REGENERATE_GOLDEN", file: file, line: line)
            return
        }
        let stored = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        XCTAssertEqual(text, stored, "differs from \(name); regenerate with CAMPAIGNC_REGENERATE_GOLDEN=1", file: file, line: line)
    }
}
