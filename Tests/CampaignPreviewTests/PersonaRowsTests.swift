import CampaignLiquid
import CampaignModel
import XCTest

@testable import CampaignPreview

/// A personalised message is drawn once per persona and once for the user without attributes,
/// each row labelled; a plain or templated message once as written (SPEC §15.7).
final class PersonaRowsTests: XCTestCase {
    private typealias F = PreviewFixtures

    private let personas = PreviewPersonas(
        personas: [
            Persona(name: "ana", profile: UserProfile(liquid: LiquidProfile(attributes: ["first_name": .string("Ana")]))),
            Persona(name: "bo <vip>", profile: UserProfile(liquid: LiquidProfile(customAttributes: ["stop": .boolean(true)]))),
        ],
        environment: LiquidRenderEnvironment(now: LiquidTime(seconds: 0)))

    private func index(_ campaign: Campaign) -> String {
        GalleryRenderer.render([F.card(campaign)], options: PreviewOptions(), personas: personas).files.first { $0.path == "index.html" }
            .map { String(decoding: $0.bytes, as: UTF8.self) } ?? ""
    }

    func testOneLabelledRowPerPersonaThenTheUserWithoutAttributes() {
        let html = index(
            F.slideup("hi", text: "{% if custom_attribute.${stop} %}{% abort_message('vip') %}{% endif %}Hi {{${first_name} | default: 'there'}}!"))
        let headings = html.components(separatedBy: "<h3 class=\"persona\"").dropFirst().map { $0.prefix { $0 != "\n" } }
        XCTAssertEqual(
            headings,
            [
                #" data-persona="ana">persona <code><bdi>ana</bdi></code></h3>"#,
                #" data-persona="bo &lt;vip&gt;">persona <code><bdi>bo &lt;vip&gt;</bdi></code></h3>"#,
                #" data-persona="">a user without attributes</h3>"#,
            ])
        let rows: [String] = Array(html.components(separatedBy: "<h3 class=\"persona\"")[1...])
        XCTAssertTrue(rows[0].contains("Hi Ana!") && rows[0].contains("data-frame=\"hi@1/light/portrait\""), rows[0])
        XCTAssertTrue(rows[1].contains("<p class=\"persona-note\">not shown: <code>abort_message</code>: vip</p>"), rows[1])
        XCTAssertFalse(rows[1].contains("data-frame=\"hi@2/"))
        XCTAssertTrue(rows[2].contains("Hi there!") && rows[2].contains("data-frame=\"hi/light/portrait\""), rows[2])
        XCTAssertFalse(html.contains("{{"))
    }

    func testAPlainOrTemplatedMessageIsDrawnOnceAsWritten() {
        let plain = index(F.slideup("plain", text: "Hello"))
        XCTAssertFalse(plain.contains("class=\"persona\""))
        XCTAssertTrue(plain.contains("data-frame=\"plain/light/portrait\""))
        let templated = index(F.slideup("added", text: "{{event_properties.${item}}} added"))
        XCTAssertFalse(templated.contains("class=\"persona\""))
        XCTAssertTrue(templated.contains("data-frame=\"added/light/portrait\""))
    }

    func testARenderingErrorIsNotedInItsRow() {
        let html = index(F.slideup("bad", text: "{{ 'x' | date: 5 }} {{${first_name}}}"))
        XCTAssertEqual(html.components(separatedBy: "<p class=\"persona-note\">cannot be rendered: ").count, 4, html)
    }
}
