import CampaignDiagnostics
import CampaignDriver
import CampaignTestSupport
import CampaignWorkspace
import XCTest

@testable import CampaignLanguageServer

/// The analyzer behind `campaignc lsp`: the driver's check of a project, open texts in place of
/// the disk (SPEC §13.5), and what the server keeps of each input (its `FileFacts`).
final class DriverWorkspaceAnalyzerTests: XCTestCase {
    private var folder: TestFolder!
    private let analyzer = DriverWorkspaceAnalyzer(options: ServerOptions(now: 1_772_323_200), currentTime: { 0 })

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "exclude: [drafts]\n")
        try folder.write("c/a.yaml", "campaign: dup\ntrigger: session_start\nmessage: { type: full, message: Hi }\n")
        try folder.write("c/b.yaml", "campaign: other\nname: Other one\ntrigger: any_purchase\npriority: 80\nmessage: { type: modal, message: Hi }\n")
        try folder.write("drafts/d.yaml", "campaign: [\n")
        try folder.write(".hidden/h.yaml", "campaign: [\n")
    }

    override func tearDownWithError() throws {
        folder.remove()
    }

    private var project: String { folder.path("campaignc.yaml") }

    private func analyze(_ open: [String: [UInt8]] = [:], with analyzer: DriverWorkspaceAnalyzer? = nil) throws -> ProjectAnalysis {
        let texts = Dictionary(uniqueKeysWithValues: open.map { (PathKey($0.key), $0.value) })
        return try (analyzer ?? self.analyzer).project(project).analyze(openTexts: texts, refresh: WorkspaceRefresh(walks: true))
    }

    private func codes(_ analysis: ProjectAnalysis, _ relative: String) -> [String] {
        analysis.diagnostics.filter { $0.location.file == folder.path(relative) }.map(\.code.rawValue)
    }

    func testReportsWhatValidateReportsWithAbsolutePathsAndFingerprints() throws {
        let analysis = try analyze()
        XCTAssertEqual(analysis.inputs, [folder.path("c/a.yaml"), folder.path("c/b.yaml")])
        XCTAssertEqual(codes(analysis, "c/a.yaml"), ["E201"])
        XCTAssertEqual(codes(analysis, "c/b.yaml"), [])
        XCTAssertEqual(analysis.diagnostics.first?.fingerprint?.count, 32)
        XCTAssertEqual(analysis.lines.keys.map(\.path).sorted(), [project, folder.path("c/a.yaml"), folder.path("c/b.yaml")].sorted())
        XCTAssertEqual(analysis.facts.campaignIDs, ["dup", "other"])
    }

    /// A Liquid problem is published where the CLI reports it: at its character, through a
    /// double-quoted scalar's escapes, in UTF-16 units (`é` before it is one unit, `😀` two).
    func testALiquidDiagnosticHasTheRangeOfItsCharacter() throws {
        let path = folder.path("c/b.yaml")
        let text = "campaign: other\ntrigger: any_purchase\nmessage: { type: modal, message: \"\\u00e9😀 \\\"{{ ${first_name} | lstrip }}\" }\n"
        let analysis = try analyze([path: Array(text.utf8)])
        let diagnostics = analysis.diagnostics.filter { $0.location.file == path }
        XCTAssertEqual(diagnostics.map(\.code), [.W806, .E802])
        let converter = LSPDiagnostic(lines: analysis.lines, encoding: .utf16, uri: FileURI.uri(ofPath:))
        // Line 3: `message: { type: modal, message: "` is 34 units, `\u00e9` 6, `😀` 2, ` ` 1,
        // `\"` 2, `{{ ${first_name} | ` 19: the filter name starts at 64.
        XCTAssertEqual(
            converter.value(of: diagnostics[1]).range,
            LSPRange(start: LSPPosition(line: 2, character: 64), end: LSPPosition(line: 2, character: 70)))
        XCTAssertEqual(converter.value(of: diagnostics[0]).range.start, LSPPosition(line: 2, character: 48))
    }

    func testTheCampaignsAreKeptWithWhatAHoverShows() throws {
        let campaigns = try analyze().facts.campaigns
        XCTAssertEqual(campaigns.map(\.shownPath), ["c/a.yaml", "c/b.yaml"])
        XCTAssertEqual(campaigns.map(\.path), [folder.path("c/a.yaml"), folder.path("c/b.yaml")])
        XCTAssertEqual(
            campaigns[0].card,
            CampaignCard(
                id: "dup", idRange: 10..<13, line: 1, type: "full", priority: 50, trigger: "session start",
                units: [SourceUnit(id: "message", text: "Hi", range: 69..<71, line: 3)]))
        XCTAssertEqual(
            campaigns[1].card,
            CampaignCard(
                id: "other", idRange: 10..<15, line: 1, name: "Other one", type: "modal", priority: 80, trigger: "any purchase",
                units: [SourceUnit(id: "message", text: "Hi", range: 100..<102, line: 5)]))
    }

    func testOpenTextsWinOverTheDiskAndCrossFileRulesSeeThem() throws {
        let text = Array("campaign: dup\ntrigger: { custom_event: added }\nmessage: { type: modal, message: \"é\" }\n".utf8)
        let analysis = try analyze([folder.path("c/b.yaml"): text])
        XCTAssertEqual(codes(analysis, "c/b.yaml"), ["E401"])
        XCTAssertEqual(analysis.diagnostics.first { $0.code == .E401 }?.notes.first?.location?.file, folder.path("c/a.yaml"))
        XCTAssertEqual(analysis.facts.eventNames, ["added"])
        XCTAssertEqual(analysis.lines[PathKey(folder.path("c/b.yaml"))], LineTable(text))
    }

    /// The project's event names follow each edit of one project's analyzer: kept while a
    /// change leaves every file's names as they were, made again when one changes.
    func testTheEventNamesFollowEachEdit() throws {
        let path = PathKey(folder.path("c/b.yaml"))
        let projectAnalyzer = analyzer.project(project)
        func names(_ event: String, message: String) throws -> [String] {
            let text = "campaign: other\ntrigger: { custom_event: \(event) }\nmessage: { type: modal, message: \(message) }\n"
            return try projectAnalyzer.analyze(openTexts: [path: Array(text.utf8)], refresh: .openTexts).facts.eventNames
        }
        XCTAssertEqual(try names("added", message: "Hi"), ["added"])
        XCTAssertEqual(try names("added", message: "Hello"), ["added"])
        XCTAssertEqual(try names("renamed", message: "Hello"), ["renamed"])
        XCTAssertEqual(try names("renamed", message: "Hi"), ["renamed"])
        XCTAssertEqual(try names("added", message: "Hi"), ["added"])
    }

    /// An editor's fixes on save (`source.fixAll`) apply safe fix-its only: a misspelt key is
    /// renamed, a duration without a unit (W317, a guess) keeps its number as written.
    func testFixAllOnSaveLeavesTheDurationsUnit() throws {
        let path = folder.path("c/b.yaml")
        let text = "campaign: other\npriorty: high\ndelay: 7\nreeligible_after: 7\ntrigger: any_purchase\nmessage: { type: modal, message: Hi }\n"
        let projectAnalyzer = analyzer.project(project)
        let analysis = try projectAnalyzer.analyze(openTexts: [PathKey(path): Array(text.utf8)], refresh: WorkspaceRefresh(walks: true))
        XCTAssertEqual(codes(analysis, "c/b.yaml"), ["E101", "W317", "W317"])
        let fixed = try XCTUnwrap(projectAnalyzer.fixedText(of: path))
        XCTAssertEqual(String(decoding: fixed, as: UTF8.self), text.replacingOccurrences(of: "priorty", with: "priority"))
    }

    func testAnOpenDocumentNotOnDiskIsAnInputWhenTheWalkWouldReadIt() throws {
        let text = Array("campaign: fresh\ntrigger: session_start\nmessage: { type: modal }\n".utf8)
        let open = [
            folder.path("c/new.yaml"): text, folder.path("drafts/new.yaml"): text, folder.path(".hidden/new.yaml"): text, folder.path("c/notes.txt"): text,
            "/elsewhere/x.yaml": text,
        ]
        let analysis = try analyze(open)
        XCTAssertEqual(analysis.inputs, [folder.path("c/a.yaml"), folder.path("c/b.yaml"), folder.path("c/new.yaml")])
        XCTAssertEqual(codes(analysis, "c/new.yaml"), ["E102"])
        // A campaign that did not decode: its type as written, no priority or trigger.
        XCTAssertEqual(analysis.facts.campaigns.last?.card, CampaignCard(id: "fresh", idRange: 10..<15, line: 1, type: "modal"))
    }

    func testAnOpenProjectFileIsReadFromItsText() throws {
        let projectText = "view_types:\n  picker:\n    message_types: [modal]\n"
        let open = [
            project: Array(projectText.utf8),
            folder.path("c/b.yaml"): Array(
                "campaign: other\ntrigger: any_purchase\nmessage: { type: modal, message: Hi, extras: { view_type: pickr } }\n".utf8),
        ]
        let analysis = try analyze(open)
        XCTAssertEqual(codes(analysis, "c/b.yaml"), ["E503"])
        XCTAssertEqual(analysis.facts.viewTypes, [ViewTypeFact(name: "picker", messageTypes: ["modal"], keyRange: 14..<20)])
        // `exclude: [drafts]` is gone from the open text: the broken draft is an input now.
        XCTAssertEqual(codes(analysis, "drafts/d.yaml"), ["E001"])
    }

    func testAMissingBaselineIsAProblemAndDiagnosticsAreThoseWithoutIt() throws {
        let withBaseline = DriverWorkspaceAnalyzer(options: ServerOptions(baseline: folder.path("missing.json"), now: 1_772_323_200), currentTime: { 0 })
        let analysis = try analyze(with: withBaseline)
        XCTAssertEqual(codes(analysis, "c/a.yaml"), ["E201"])
        XCTAssertEqual(
            analysis.problems,
            ["campaignc: cannot read baseline '\(folder.path("missing.json"))': No such file or directory; diagnostics are shown without the baseline"])
    }

    func testProjectsOfAMonorepoAndOfAFolderInsideAProject() throws {
        let mono = try TestFolder()
        defer { mono.remove() }
        try mono.write("team-a/campaignc.yaml")
        try mono.write("team-b/campaignc.yaml")
        try mono.write("team-b/nested/campaignc.yaml")
        try mono.write(".git/campaignc.yaml")
        try mono.write("loose/a.yaml", "campaign: a\n")
        XCTAssertEqual(analyzer.projectFiles(inWorkspace: mono.path), [mono.path("team-a/campaignc.yaml"), mono.path("team-b/campaignc.yaml")])
        XCTAssertEqual(analyzer.projectFiles(inWorkspace: mono.path("team-b/nested")), [mono.path("team-b/nested/campaignc.yaml")])
        XCTAssertEqual(analyzer.projectFiles(inWorkspace: mono.path("loose")), [])
        XCTAssertEqual(analyzer.projectFiles(inWorkspace: folder.path("c")), [project])
    }
}
