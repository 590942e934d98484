import CampaignTestSupport
import Foundation
import XCTest

/// Runs `Scripts/check_web_regex.js` (node's RegExp as the oracle for the Web SDK's reading)
/// against the built `campaignc-patterns`, so that `swift test` checks it too where node is
/// installed; `.ci/run` runs the script itself.
final class WebRegexOracleTests: XCTestCase {
    static let node = "/usr/bin/node"

    func testNodeAgreesWithTheWebReading() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.node) else { throw XCTSkip("node is not at \(Self.node)") }
        let products = try CampaigncProcess.executable().deletingLastPathComponent()
        let executable = products.appendingPathComponent("campaignc-patterns")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw XCTSkip("campaignc-patterns is not built (swift build --product campaignc-patterns)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.node)
        process.arguments = [CampaigncProcess.packageRoot.appendingPathComponent("Scripts/check_web_regex.js").path, executable.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        print(text, terminator: "")
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("1500 generated"), text)
    }
}
