import CampaignModel
import XCTest

@testable import CampaignPreview

/// Clicks with Braze Actions in the gallery (SPEC §10): `data-actions` and a `title` on the
/// clicked element, one list per click under the frames, shown and never run or linked.
final class ClickActionsMarkupTests: XCTestCase {
    private typealias F = PreviewFixtures

    private let primerSteps: [ActionStep] = [
        .requestPushPermission,
        .logCustomEvent(name: "push_primer_accepted", properties: ["source": .string("onboarding"), "step": .number(3)]),
        .setCustomAttribute(key: "wants_push", value: .boolean(true)),
    ]

    private func modal(body: ClickAction = .close, buttons: [(String, ClickAction)]) -> Campaign {
        let list = buttons.enumerated().map { index, button in Button(id: index + 6, text: F.located(button.0), clickAction: button.1, range: F.here) }
        let message = ImmersiveMessage(common: F.common(.modal, click: body), header: F.located("H"), message: F.located("B"), buttons: list)
        return F.campaign("primer", message: .modal(message))
    }

    func testAButtonWithActionsCarriesItsWordsAndTheCardListsItsSteps() {
        let html = F.index([F.card(modal(buttons: [("Not now", .close), ("Turn on", .actions(primerSteps))]))])
        let attributes =
            #"data-actions="request_push_permission log_custom_event set_custom_attribute" "#
            + #"title="Braze Actions on click: request_push_permission, log_custom_event, set_custom_attribute""#
        XCTAssertEqual(html.components(separatedBy: "<span class=\"button\" data-part=\"button\" " + attributes).count - 1, 2, "the button in both frames")
        XCTAssertEqual(html.components(separatedBy: "data-actions=").count - 1, 2, "only that button")
        XCTAssertTrue(
            html.contains(
                #"<ol class="bridge" data-click-actions="primer/button/7"><li>request_push_permission</li>"#
                    + #"<li>log_custom_event <bdi>push_primer_accepted</bdi> <bdi>{&quot;source&quot;:&quot;onboarding&quot;,&quot;step&quot;:3}</bdi></li>"#
                    + #"<li>set_custom_attribute <bdi>wants_push</bdi> <bdi>true</bdi></li></ol>"#
                    + #"<p class="note" data-note="push-permission">shows the system's push permission prompt; Android and Web skip this message "#
                    + "when the prompt cannot show</p>"), html)
        XCTAssertFalse(html.contains("data-click-actions=\"primer/button/6\""))
        XCTAssertFalse(html.contains("data-click-actions=\"primer/body\""))
        XCTAssertTrue(
            html.contains("<dt>button 2</dt><dd><bdi>Turn on</bdi> (id 7): actions: request_push_permission, log_custom_event, set_custom_attribute</dd>"))
    }

    func testABodyClickWithActionsMarksTheMessageBoxAndShowsTheChevron() {
        let steps: [ActionStep] = [.openLink(uri: "javascript:alert(1)", webview: true)]
        let html = F.index([F.card(F.slideup("teaser", text: "Hi", click: .actions(steps)))])
        XCTAssertTrue(html.contains(#"data-part="message" data-actions="open_link" title="Braze Actions on click: open_link" style="#))
        XCTAssertTrue(html.contains(#"<ol class="bridge" data-click-actions="teaser/body"><li>open_link <bdi>javascript:alert(1) (webview)</bdi></li></ol>"#))
        XCTAssertTrue(html.contains("data-part=\"chevron\""), "a click with actions is a click action")
        XCTAssertFalse(html.contains("href="), "the link is shown as text, never linked")
        XCTAssertFalse(html.contains("data-note=\"push-permission\""))
    }

    func testStepTextIsEscaped() {
        let hostile = "<script>alert('x')</script>"
        let html = F.index([F.card(modal(body: .actions([.logCustomEvent(name: hostile, properties: ["k": .string("</ol>")])]), buttons: []))])
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertTrue(
            html.contains(
                #"<li>log_custom_event <bdi>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</bdi> <bdi>{&quot;k&quot;:&quot;&lt;/ol&gt;&quot;}</bdi></li>"#))
        XCTAssertTrue(html.contains(#"data-click-actions="primer/body""#))
    }

    func testClicksWithoutActionsAddNothing() {
        let html = F.index([F.card(modal(buttons: [("Go", .uri("myapp://x", webview: false))])), F.card(F.slideup("s", text: "Hi"))])
        XCTAssertFalse(html.contains("data-actions"))
        XCTAssertFalse(html.contains("data-click-actions"))
    }
}
