import CampaignModel
import XCTest

@testable import CampaignPreview

/// A personalised message's card lists the attributes and event properties its texts read, and
/// a templated one says it is rendered when triggered (SPEC §15.5, §15.7).
final class LiquidFactsTests: XCTestCase {
    private typealias F = PreviewFixtures

    private func facts(_ campaign: Campaign) -> String {
        let html = F.index([F.card(campaign)])
        return html.components(separatedBy: "<dl class=\"facts\">")[1].components(separatedBy: "</dl>")[0]
    }

    func testTheNamesATemplateReadsInTextOrderEachOnce() {
        let campaign = F.modal(
            "cart", header: "Hi {{${first_name} | default: 'there'}}",
            body: "{% if custom_attribute.${tier} == 'gold' %}{{${first_name}}}, 10% off{% endif %}", buttons: ["See {{${city}}}"])
        XCTAssertTrue(
            facts(campaign).contains(
                "<dt>uses</dt><dd><code><bdi>${first_name}</bdi></code>, <code><bdi>custom_attribute.${tier}</bdi></code>, "
                    + "<code><bdi>${city}</bdi></code></dd>"),
            facts(campaign))
        XCTAssertFalse(facts(campaign).contains("<dt>delivery</dt>"))
    }

    func testATemplatedMessageIsMarked() {
        let campaign = F.slideup("added", text: "{{event_properties.${item}}} is in your cart")
        XCTAssertTrue(
            facts(campaign).contains(
                "<dt>uses</dt><dd><code><bdi>event_properties.${item}</bdi></code></dd>"
                    + "<dt>delivery</dt><dd>templated: rendered when triggered; needs the network</dd>"),
            facts(campaign))
        var reevaluated = F.slideup("again", text: "Plain")
        reevaluated.reevaluateEligibility = true
        XCTAssertTrue(facts(reevaluated).contains("<dt>delivery</dt><dd>templated: rendered when triggered; needs the network</dd>"))
        XCTAssertFalse(facts(reevaluated).contains("<dt>uses</dt>"))
    }

    func testAPlainMessageHasNeitherRow() {
        let plain = facts(F.slideup("plain", text: "Hi {there}"))
        XCTAssertFalse(plain.contains("<dt>uses</dt>") || plain.contains("<dt>delivery</dt>"), plain)
    }
}
