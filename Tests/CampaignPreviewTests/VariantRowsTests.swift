import CampaignModel
import XCTest

@testable import CampaignPreview

/// A campaign with variants (SPEC §17) shows one row of frames per variant, each headed with its
/// name and percent, and its split among the facts.
final class VariantRowsTests: XCTestCase {
    private typealias F = PreviewFixtures

    private func sale() -> Campaign {
        var campaign = F.slideup("sale", text: "Short copy")
        let long = F.modal("x", header: "Sale", body: "Long copy").message
        campaign.variantSplit = VariantSplit(
            variants: [
                Variant(name: F.located("short-copy"), percent: F.located(45), message: campaign.message),
                Variant(name: F.located("long-copy"), percent: F.located(45), message: long),
            ], control: 10)
        return campaign
    }

    func testEachVariantHasItsHeadedRowOfFrames() {
        let options = PreviewOptions()
        let html = F.index([F.card(sale())], options: options)
        let headings = html.components(separatedBy: "<h3 class=\"variant\"").dropFirst().map { $0.prefix { $0 != "\n" } }
        XCTAssertEqual(
            headings,
            [
                #" data-variant="short-copy">variant <code><bdi>short-copy</bdi></code> · 45%</h3>"#,
                #" data-variant="long-copy">variant <code><bdi>long-copy</bdi></code> · 45%</h3>"#,
            ])
        let afterShort = html.components(separatedBy: "data-variant=\"short-copy\"")[1].components(separatedBy: "data-variant=\"long-copy\"")
        XCTAssertTrue(afterShort[0].contains("Short copy") && !afterShort[0].contains("Long copy"))
        XCTAssertTrue(afterShort[1].contains("Long copy"))
        XCTAssertTrue(afterShort[0].contains("data-frame=\"sale.short-copy/light/portrait\""), afterShort[0])
        XCTAssertTrue(afterShort[1].contains("data-frame=\"sale.long-copy/light/portrait\""), afterShort[1])
        XCTAssertFalse(html.contains("data-frame=\"sale/"))
        XCTAssertTrue(
            html.contains("<dt>variants</dt><dd><bdi>short-copy</bdi> 45%, <bdi>long-copy</bdi> 45%; control 10%</dd>"), html)
    }

    func testACampaignWithoutVariantsHasNoVariantHeading() {
        XCTAssertFalse(F.index([F.card(F.slideup("plain", text: "Hi"))]).contains("class=\"variant\""))
    }
}
