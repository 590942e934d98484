import CampaignDiagnostics
import CampaignModel
import CampaignWorkspace
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// The rules stage runs on whatever parts of a campaign decoded, and the compiler looks local
/// images up only through the file system it was given.
final class RulesStageTests: XCTestCase {
    private func compile(_ text: String, files: any AssetFileSystem, project: ProjectSettings = .standard) -> CompiledFile {
        let yaml = YAMLParser.parse(SourceFile(path: "campaigns/a.yaml", text: text))
        return CampaignCompiler(project: project, now: testNow, files: files).compile(yaml).inReportOrder()
    }

    private let noFiles = InMemoryFileSystem(currentDirectory: "/nowhere", files: [:])

    func testRulesStillRunWhenAnotherPartOfTheCampaignFailed() {
        let file = compile(
            "campaign: a\nschedule: { start: 2026-03-02T00:00:00Z, end: 2026-03-01T00:00:00Z }\nsurprise: 1\n"
                + "trigger: [session_start, session_start]\nmessage: { type: full, message: Hi }\n",
            files: noFiles
        )
        XCTAssertEqual(file.campaigns, [])
        XCTAssertEqual(file.diagnostics.map(\.code), [.E306, .E101, .W315, .E201])
    }

    func testAScheduleThatEndsBeforeItStartsGetsNoFollowOnWarnings() {
        let file = compile(
            "campaign: a\ndelay: 2h\nschedule: { start: 2020-03-02T00:00:00Z, end: 2020-03-01T00:00:00Z }\n"
                + "trigger: session_start\nmessage: { type: slideup, message: Hi }\n",
            files: noFiles
        )
        XCTAssertEqual(file.diagnostics.map(\.code), [.E306])
        XCTAssertEqual(file.campaigns, [])
    }

    /// Rules report right after their part decoded, so past the cap the first problems found
    /// are kept: E306 (found with the schedule) before the unknown keys (found at the end).
    func testARuleReportFoundBeforeTheCapIsKept() {
        let keys = (0..<1_200).map { "k\($0): 1\n" }.joined()
        let file = compile(
            "campaign: a\nschedule: { start: 2026-03-02T00:00:00Z, end: 2026-03-01T00:00:00Z }\n" + keys
                + "trigger: session_start\nmessage: { type: slideup, message: Hi }\n",
            files: noFiles
        )
        XCTAssertEqual(file.diagnostics.count, DecodingContext.diagnosticLimit)
        XCTAssertEqual(file.diagnostics.filter { $0.code == .E306 }.count, 1)
    }

    func testTheCompilerReadsLocalImagesThroughTheGivenFileSystem() {
        let files = InMemoryFileSystem(
            currentDirectory: "/site",
            files: ["/site/campaigns/hero.gif": Array("GIF89a-hero".utf8)]
        )
        let project = ProjectSettings(root: ".", assets: AssetSettings(baseURL: "https://cdn.example.com/iam/"))
        let text = "campaign: a\ntrigger: session_start\nmessage: { type: slideup, message: Hi, image: hero.gif }\n"
        let file = compile(text, files: files, project: project)
        XCTAssertEqual(file.diagnostics.map(render), [])
        XCTAssertEqual(file.campaigns.first?.message.common.image?.value.localAsset?.url, "https://cdn.example.com/iam/campaigns/hero.gif")
        let missing = compile(text, files: noFiles, project: project)
        XCTAssertEqual(missing.diagnostics.map(\.code), [.E209])
    }

    func testTheDiskTakesItsWorkingDirectoryAsAValue() {
        XCTAssertEqual(AssetFiles(DiskFileSystem(), currentDirectory: "/somewhere").currentDirectory, "/somewhere")
    }
}
