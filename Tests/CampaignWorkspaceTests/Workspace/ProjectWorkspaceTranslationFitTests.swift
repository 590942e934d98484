import CampaignDiagnostics
import CampaignTestSupport
import CampaignWorkspace
import XCTest

/// A localised project in an editor: the translations' text fit (W905), which an update
/// reuses for the translation files whose facts and campaigns did not change, is what a whole
/// run reports after each change to a campaign or to a translation.
final class ProjectWorkspaceTranslationFitTests: XCTestCase {
    private var folder: TestFolder!

    override func setUpWithError() throws {
        folder = try TestFolder()
        try folder.write("campaignc.yaml", "localisation:\n  source: en\n  locales: [de]\n")
        try folder.write("campaigns/trial.yaml", Self.campaign(buttons: 2))
        try folder.write("translations/de.yaml", Self.translation(label: "Jetzt kostenlos testen"))
    }

    override func tearDownWithError() throws {
        folder.remove()
    }

    private static func campaign(buttons: Int) -> String {
        let later = buttons == 2 ? "    - { text: Later, id: 2 }\n" : ""
        return "campaign: trial\ntrigger: session_start\nmessage:\n  type: modal\n  header: Try it free\n  message: Thirty days.\n"
            + "  buttons:\n    - { text: Start trial, id: 1 }\n" + later
    }

    private static func translation(label: String) -> String {
        "locale: de\ncampaigns:\n  trial:\n    header: Gratis testen\n    message: Dreißig Tage.\n    buttons.0.text: \(label)\n"
            + "    buttons.1.text: Später\n"
    }

    private func workspace() -> ProjectWorkspace<String> {
        ProjectWorkspace(
            projectFile: folder.path("campaignc.yaml"), options: ServerOptions(now: 1_772_323_200, jobs: 2),
            keeper: FileKeeper { source, _, _ in source.path }, currentTime: { 0 })
    }

    private func lines(_ project: ProjectWorkspace<String>, _ open: [String: String], walks: Bool = false) async -> [String] {
        let texts = Dictionary(uniqueKeysWithValues: open.map { (PathKey(folder.path($0.key)), Array($0.value.utf8)) })
        let analysis = await project.update(openTexts: texts, refresh: WorkspaceRefresh(walks: walks))
        return analysis.diagnostics.map {
            "\($0.code.rawValue) \($0.location.file.dropFirst(folder.path.count + 1)):\($0.location.range.start.line):\($0.location.range.start.column)"
        }
    }

    /// What a fresh workspace reports on the same texts.
    private func whole(_ open: [String: String]) async -> [String] {
        await lines(workspace(), open, walks: true)
    }

    func testTheFitOfTranslationsFollowsEachChangeToTheirCampaignAndToThemselves() async throws {
        let project = workspace()
        let tooWide = Array(repeating: "W905 translations/de.yaml:6:21", count: 3)
        // A two-button modal: the German label is wider than a half-width button on each platform.
        let first = await lines(project, [:], walks: true)
        XCTAssertEqual(first, tooWide)

        // One button: the label fits the whole width, and the second button's unit is W903.
        let oneButton = ["campaigns/trial.yaml": Self.campaign(buttons: 1)]
        let second = await lines(project, oneButton)
        XCTAssertEqual(second, ["W903 translations/de.yaml:7:5"])
        let expectedSecond = await whole(oneButton)
        XCTAssertEqual(second, expectedSecond)

        // Two buttons again: measured again.
        let twoButtons = ["campaigns/trial.yaml": Self.campaign(buttons: 2)]
        let third = await lines(project, twoButtons)
        XCTAssertEqual(third, tooWide)

        // A shorter translation, the campaign unchanged: it fits.
        let shorter = ["campaigns/trial.yaml": Self.campaign(buttons: 2), "translations/de.yaml": Self.translation(label: "Testen")]
        let fourth = await lines(project, shorter)
        XCTAssertEqual(fourth, [])
        let expectedFourth = await whole(shorter)
        XCTAssertEqual(fourth, expectedFourth)

        // Nothing changed: the same report.
        let fifth = await lines(project, shorter)
        XCTAssertEqual(fifth, [])
    }
}
