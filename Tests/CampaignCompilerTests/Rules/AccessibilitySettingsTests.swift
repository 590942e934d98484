import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// `accessibility: {contrast: AA | AAA}` in the project file (SPEC §3) and W704, an image-only
/// message without `image_alt` (SPEC §4.5).
final class AccessibilitySettingsTests: XCTestCase {
    func testTheContrastLevel() {
        XCTAssertEqual(loadProjectYAML("").0.contrastLevel, .aa)
        XCTAssertEqual(loadProjectYAML("accessibility: {contrast: AA}\n").0.contrastLevel, .aa)
        let (aaa, diagnostics) = loadProjectYAML("accessibility:\n  contrast: AAA\n")
        XCTAssertEqual(aaa.contrastLevel, .aaa)
        XCTAssertEqual(diagnostics, [])
    }

    func testAnotherWordIsE104ListingTheLevels() {
        assertProject(
            "accessibility: { contrast: ⟨v⟩aaa, ⟨k⟩contrst: AA }\n",
            [
                Expect(.E104, at: "v", "expected `AA` or `AAA`, found `aaa`"),
                Expect(.E101, at: "k", "unknown key `contrst`", help: "did you mean `contrast`?"),
            ])
        XCTAssertEqual(loadProjectYAML("accessibility: { contrast: AA+ }\n").0.contrastLevel, .aa, "a bad word keeps the default")
        assertProject("accessibility: ⟨v⟩AAA\n", [Expect(.E103, at: "v", "expected a mapping, found `AAA`")])
    }

    func testTheLevelDecidesWhatFails() {
        let marked = campaign(message: "type: modal\nmessage: Hi\nbuttons: [ { text: Go } ]")
        assertClean(marked)
        XCTAssertEqual(compileYAML(marked, project: ContrastRuleTests.aaa).diagnostics.map(\.code), [.W703])
    }

    func testAnImageOnlyMessageWithoutAltIsW704AtTheLayout() {
        for type in ["modal", "full"] {
            assertDiagnostics(
                campaign(message: "type: \(type)\nlayout: ⟨l⟩image_only\nimage: https://cdn.example.com/a.png"),
                [
                    Expect(
                        .W704, at: "l", "an image-only message without image_alt: a screen reader has nothing to read",
                        help: "add image_alt: with what the image says")
                ])
        }
        XCTAssertEqual(compileYAML(campaign(message: "type: modal\nlayout: ⟨l⟩image_only\nimage: https://cdn.example.com/a.png")).diagnostics.first?.fixIts, [])
    }

    func testW704NeedsAnImageOnlyLayoutWithAnImage() {
        assertClean(campaign(message: "type: modal\nlayout: image_only\nimage: https://cdn.example.com/a.png\nimage_alt: Summer looks"))
        assertClean(campaign(message: "type: modal\nlayout: standard\nimage: https://cdn.example.com/a.png\nmessage: Hi"))
        assertClean(campaign(message: "type: modal\nimage: https://cdn.example.com/a.png\nmessage: Hi"))
        assertDiagnostics(
            campaign(message: "type: modal\nlayout: ⟨l⟩image_only"),
            [
                Expect(
                    .E202, at: "l", "an image-only message needs an image", help: "add `image: https://…`, or use `layout: standard`",
                    notes: [MessageRuleTests.imageOnlyNote])
            ])
    }
}
