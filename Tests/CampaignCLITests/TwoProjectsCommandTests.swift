import CampaignTestSupport
import Foundation
import XCTest

/// The project file is looked up from each input (SPEC §3, §19 item 10): inputs of two projects
/// are E108 at the start of the second project's file, exit 1; `diff OLD NEW` compiles each
/// side with its own project file.
final class TwoProjectsCommandTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("shop/campaignc.yaml", "trigger_minimum_interval: 30s\n")
        try folder.write("shop/campaigns/a.yaml", "campaign: a\ntrigger: session_start\nmessage: { type: modal, message: Hi }\n")
        try folder.write("blog/campaignc.yaml", "# the blog's project\n")
        try folder.write("blog/b.yaml", "campaign: b\ntrigger: any_purchase\nmessage: { type: modal, message: Hi }\n")
        try folder.write("loose/c.yaml", "campaign: c\ntrigger: any_purchase\nmessage: { type: modal, message: Hi }\n")
    }

    override func tearDown() {
        folder.remove()
    }

    private func campaignc(_ arguments: [String]) throws -> ProcessOutput {
        try CampaigncProcess.run(arguments + ["--color", "never"], in: folder.url)
    }

    func testInputsOfTwoProjectsAreE108AtTheSecondProjectsFile() throws {
        XCTAssertEqual(
            try campaignc(["validate", "shop/campaigns", "blog/b.yaml"]),
            ProcessOutput(
                status: 1,
                standardOutput: """
                    shop/campaignc.yaml:1:1: error[E108]: these inputs belong to two projects: run campaignc once per project
                       |
                     1 | trigger_minimum_interval: 30s
                       | ^
                       = note: `blog/b.yaml` belongs to the project of `blog/campaignc.yaml`
                       = note: `shop/campaigns` belongs to the project of `shop/campaignc.yaml`
                       = help: run campaignc once per project, or name the project file with `--config`

                    1 error, 0 warnings in 2 files (2 campaigns)

                    """,
                standardError: ""))
    }

    /// An input outside every project is a second project too, whichever comes first.
    func testAnInputOfNoProjectBesideOneOfAProject() throws {
        let result = try campaignc(["validate", "shop/campaigns", "loose/c.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardOutput.hasPrefix(
                "shop/campaignc.yaml:1:1: error[E108]: these inputs belong to two projects: run campaignc once per project\n"),
            result.standardOutput)
        XCTAssertTrue(
            result.standardOutput.contains(
                "= note: `loose/c.yaml` belongs to no project: there is no campaignc.yaml in its folder or above\n"), result.standardOutput)
    }

    func testOneProjectOrConfigIsNoProblem() throws {
        XCTAssertEqual(try campaignc(["validate", "shop/campaigns", "shop/campaignc.yaml"]).status, 0)
        XCTAssertEqual(try campaignc(["validate", "shop/campaigns", "blog/b.yaml", "--config", "shop/campaignc.yaml"]).status, 0)
    }

    /// `diff OLD NEW`: each side has its own project file.
    func testDiffComparesSidesOfTwoProjects() throws {
        let result = try CampaigncProcess.run(["diff", "shop/campaigns", "blog"], in: folder.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertFalse(result.standardOutput.contains("E108"), result.standardOutput)
        XCTAssertEqual(result.standardError, "")
    }
}
