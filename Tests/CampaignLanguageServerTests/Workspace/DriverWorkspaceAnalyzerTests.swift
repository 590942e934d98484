import CampaignDiagnostics
import CampaignTestSupport
import XCTest

@testable import CampaignLanguageServer

/// The analyzer behind `campaignc lsp`: the driver's check of a project, open texts in place of
/// the disk (SPEC §13.5).
final class DriverWorkspaceAnalyzerTests: XCTestCase {
    private var folder: TestFolder!
    private let analyzer = DriverWorkspaceAnalyzer(now: 1_772_323_200, currentTime: { 0 })

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "exclude: [drafts]\n")
        try folder.write("c/a.yaml", "campaign: dup\ntrigger: session_start\nmessage: { type: full, message: Hi }\n")
        try folder.write("c/b.yaml", "campaign: other\ntrigger: any_purchase\nmessage: { type: modal, message: Hi }\n")
        try folder.write("drafts/d.yaml", "campaign: [\n")
        try folder.write(".hidden/h.yaml", "campaign: [\n")
    }

    override func tearDownWithError() throws {
        folder.remove()
    }

    private var project: String { folder.url("campaignc.yaml") }

    private func codes(_ analysis: ProjectAnalysis, _ relative: String) -> [String] {
        analysis.diagnostics.filter { $0.location.file == folder.url(relative) }.map(\.code.rawValue)
    }

    func testReportsWhatValidateReportsWithAbsolutePathsAndFingerprints() throws {
        let analysis = try analyzer.analyze(projectFile: project, openTexts: [:])
        XCTAssertEqual(analysis.inputs, [folder.url("c/a.yaml"), folder.url("c/b.yaml")])
        XCTAssertEqual(codes(analysis, "c/a.yaml"), ["E201"])
        XCTAssertEqual(codes(analysis, "c/b.yaml"), [])
        XCTAssertEqual(analysis.diagnostics.first?.fingerprint?.count, 32)
        XCTAssertEqual(analysis.sources.keys.sorted(), [folder.url("c/a.yaml")])
        XCTAssertEqual(analysis.facts.campaignIDs, ["dup", "other"])
    }

    func testOpenTextsWinOverTheDiskAndCrossFileRulesSeeThem() throws {
        let open = [folder.url("c/b.yaml"): Array("campaign: dup\ntrigger: { custom_event: added }\nmessage: { type: modal, message: Hi }\n".utf8)]
        let analysis = try analyzer.analyze(projectFile: project, openTexts: open)
        XCTAssertEqual(codes(analysis, "c/b.yaml"), ["E401"])
        XCTAssertEqual(analysis.diagnostics.first { $0.code == .E401 }?.notes.first?.location?.file, folder.url("c/a.yaml"))
        XCTAssertEqual(analysis.facts.eventNames, ["added"])
        XCTAssertEqual(analysis.sources[folder.url("c/b.yaml")], open[folder.url("c/b.yaml")])
    }

    func testAnOpenDocumentNotOnDiskIsAnInputWhenTheWalkWouldReadIt() throws {
        let text = Array("campaign: fresh\ntrigger: session_start\nmessage: { type: modal }\n".utf8)
        let open = [
            folder.url("c/new.yaml"): text, folder.url("drafts/new.yaml"): text, folder.url(".hidden/new.yaml"): text, folder.url("c/notes.txt"): text,
            "/elsewhere/x.yaml": text,
        ]
        let analysis = try analyzer.analyze(projectFile: project, openTexts: open)
        XCTAssertEqual(analysis.inputs, [folder.url("c/a.yaml"), folder.url("c/b.yaml"), folder.url("c/new.yaml")])
        XCTAssertEqual(codes(analysis, "c/new.yaml"), ["E102"])
    }

    func testAnOpenProjectFileIsReadFromItsText() throws {
        let open = [
            project: Array("view_types:\n  picker:\n    message_types: [modal]\n".utf8),
            folder.url("c/b.yaml"): Array("campaign: other\ntrigger: any_purchase\nmessage: { type: modal, message: Hi, extras: { view_type: pickr } }\n".utf8),
        ]
        let analysis = try analyzer.analyze(projectFile: project, openTexts: open)
        XCTAssertEqual(codes(analysis, "c/b.yaml"), ["E503"])
        XCTAssertEqual(analysis.facts.viewTypes, [ViewTypeFact(name: "picker", messageTypes: ["modal"])])
        // `exclude: [drafts]` is gone from the open text: the broken draft is an input now.
        XCTAssertEqual(codes(analysis, "drafts/d.yaml"), ["E001"])
    }

    func testAMissingBaselineIsAProblemAndDiagnosticsAreThoseWithoutIt() throws {
        var withBaseline = analyzer
        withBaseline.baselinePath = folder.url("missing.json")
        let analysis = try withBaseline.analyze(projectFile: project, openTexts: [:])
        XCTAssertEqual(codes(analysis, "c/a.yaml"), ["E201"])
        XCTAssertEqual(analysis.problems.count, 1)
        XCTAssertTrue(analysis.problems[0].hasPrefix("campaignc: cannot read baseline '\(folder.url("missing.json"))'"), analysis.problems[0])
    }

    func testProjectsOfAMonorepoAndOfAFolderInsideAProject() throws {
        let mono = try TestFolder()
        defer { mono.remove() }
        try mono.write("team-a/campaignc.yaml")
        try mono.write("team-b/campaignc.yaml")
        try mono.write("team-b/nested/campaignc.yaml")
        try mono.write(".git/campaignc.yaml")
        try mono.write("loose/a.yaml", "campaign: a\n")
        XCTAssertEqual(analyzer.projectFiles(inWorkspace: mono.path), [mono.url("team-a/campaignc.yaml"), mono.url("team-b/campaignc.yaml")])
        XCTAssertEqual(analyzer.projectFiles(inWorkspace: mono.url("team-b/nested")), [mono.url("team-b/nested/campaignc.yaml")])
        XCTAssertEqual(analyzer.projectFiles(inWorkspace: mono.url("loose")), [])
        XCTAssertEqual(analyzer.projectFiles(inWorkspace: folder.url("c")), [project])
    }
}
