import CampaignDiagnostics
import CampaignModel
import CampaignWorkspace
import CampaignYAML
import Foundation
import XCTest

@testable import CampaignCompiler

/// The valid samples show every message type, layout and trigger form, and the seed's use
/// cases (the iOS in-app message implementation guide).
final class SamplesCoverageTests: XCTestCase {
    static func validCampaigns() throws -> [String: Campaign] {
        let folder = SamplesTests.samples
        let projectYAML = YAMLParser.parse(SourceFile(path: folder + "/campaignc.yaml", bytes: try CatalogueExampleRunner.read(folder + "/campaignc.yaml")))
        let (project, _) = CampaignCompiler.loadProject(projectYAML, root: folder, globProblem: GlobPattern.problem)
        let compiler = CampaignCompiler(
            project: project, now: CatalogueExampleRunner.defaultNow,
            files: AssetFiles(DiskFileSystem(), currentDirectory: FileManager.default.currentDirectoryPath))
        var campaigns: [String: Campaign] = [:]
        for file in try SampleFiles.campaignFiles(under: SamplesTests.valid) {
            let compiled = compiler.compile(YAMLParser.parse(SourceFile(path: file, bytes: try CatalogueExampleRunner.read(file))))
            for campaign in compiled.campaigns { campaigns[campaign.id.value] = campaign }
        }
        return campaigns
    }

    func testEveryMessageTypeLayoutAndTriggerForm() throws {
        let campaigns = try Self.validCampaigns().values
        XCTAssertEqual(Set(campaigns.map(\.message.type)), Set(MessageType.allCases))
        var layouts = Set<String>()
        for campaign in campaigns {
            switch campaign.message {
            case .modal(let m): layouts.insert("modal \(m.imageLayout.rawValue)")
            case .full(let m): layouts.insert("full \(m.imageLayout.rawValue) \(m.crop?.rawValue ?? "-")")
            case .slideup(let m): layouts.insert("slideup \(m.slideFrom.rawValue)")
            case .html: layouts.insert("html")
            }
        }
        XCTAssertEqual(
            layouts,
            [
                "slideup top", "slideup bottom", "modal standard", "modal image_only",
                "full standard fill", "full standard fit", "full image_only fill", "html",
            ])
        let triggers = campaigns.flatMap(\.triggers)
        XCTAssertEqual(Set(triggers.map(\.kind)), Set(TriggerKind.allCases))
        XCTAssertTrue(triggers.contains { $0.kind == .specificPurchase && !$0.filters.isEmpty })
        XCTAssertTrue(triggers.contains { $0.kind == .specificPurchase && $0.filters.isEmpty })
        XCTAssertTrue(triggers.contains { $0.kind == .customEvent && !$0.filters.isEmpty })
        XCTAssertTrue(campaigns.contains { $0.triggers.count > 1 }, "a campaign with a list of triggers")
    }

    func testSeedUseCases() throws {
        let campaigns = try Self.validCampaigns()
        guard case .slideup(let slideup) = campaigns["welcome-back"]?.message else { return XCTFail("welcome-back") }
        XCTAssertEqual(slideup.slideFrom, .top)

        let picker = try XCTUnwrap(campaigns["favourite-team-picker"]?.message)
        XCTAssertEqual(picker.type, .modal)
        XCTAssertEqual(picker.common.extras.entry("view_type")?.value.value, "picker")
        XCTAssertEqual(picker.common.extras.entry("attribute_key")?.value.value, "favorite_team")
        XCTAssertEqual(picker.text?.value.components(separatedBy: ", ").count, 5)

        let primer = try XCTUnwrap(campaigns["push-primer"]?.message)
        XCTAssertEqual(primer.type, .full)
        XCTAssertEqual(primer.common.extras.entry("view_type")?.value.value, "toggle_list")
        XCTAssertEqual(primer.common.image?.value.localAsset?.path, "valid/assets/push-primer.png")
        XCTAssertEqual(primer.common.image?.value.url, "https://cdn.example.com/iam/valid/assets/push-primer.png")
        XCTAssertEqual(primer.buttons.map(\.clickAction), [.actions([.requestPushPermission]), .close], "the primer asks for push permission")

        guard case .html(let html) = campaigns["spring-lookbook"]?.message else { return XCTFail("spring-lookbook") }
        XCTAssertEqual(html.assetURLs.count, 2)
        XCTAssertEqual(campaigns["spring-lookbook"]?.triggers.map(\.kind), [.pushClick])
    }
}
