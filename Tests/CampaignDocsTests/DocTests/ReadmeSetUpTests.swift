import CampaignTestSupport
import XCTest

/// The README's set-up commands stay true: the first block of "Try it" is exactly the two
/// commands a new contributor runs, and what the README says the first one prints is what
/// `campaignc validate Samples/valid` prints in the repository (the doc tests run in an empty
/// folder, so this one runs in the package root).
final class ReadmeSetUpTests: XCTestCase {
    static let commands = ["swift run campaignc validate Samples/valid", "swift test"]

    func testTheSetUpCommandsAndWhatTheFirstPrints() throws {
        let readme = try DocsRepository.page("README.md")
        let block = try XCTUnwrap(readme.blocks.first { $0.language == "sh" && $0.content.first?.hasPrefix("swift run") == true })
        XCTAssertEqual(block.content, Self.commands)
        let after = readme.lines[(block.closeLine + 1)...].joined(separator: "\n")
        let said = try XCTUnwrap(after.components(separatedBy: "The first prints `").dropFirst().first?.components(separatedBy: "`").first)
        let output = try CampaigncProcess.run(["validate", "Samples/valid"], in: DocsRepository.root)
        XCTAssertEqual(output.status, 0, output.standardError)
        XCTAssertEqual(said + "\n", output.standardOutput)
    }
}
