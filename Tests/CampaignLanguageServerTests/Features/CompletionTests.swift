import Foundation
import XCTest

@testable import CampaignLanguageServer

/// Completion by context (SPEC §13.7), from the text alone; `|` marks the cursor (`‸` where
/// the text holds a `|` of its own).
final class CompletionTests: XCTestCase {
    private let facts = WorkspaceFacts(
        campaigns: ["cart-upsell", "welcome"].map { CampaignFact(path: "/w/c.yaml", shownPath: "c.yaml", card: CampaignCard(id: $0, idRange: 0..<1, line: 1)) },
        eventNames: ["added_to_cart", "opened_app"], productIDs: ["sku_1"], pushCampaignIDs: ["winback"],
        viewTypes: [
            ViewTypeFact(name: "picker", messageTypes: ["modal"], requiredExtras: ["attribute_key", "choices"]),
            ViewTypeFact(name: "toggle_list", messageTypes: ["full"]),
        ])

    private func complete(_ marked: String, file: CompletionProvider.FileKind = .campaigns) -> CompletionProvider.Completion? {
        let marker = marked.contains("‸") ? "‸" : "|"
        let parts = marked.components(separatedBy: marker)
        let cursor = parts[0].utf8.count
        return CompletionProvider.complete(text: Array(parts.joined().utf8), at: cursor, file: file, facts: facts)
    }

    private func labels(_ marked: String, file: CompletionProvider.FileKind = .campaigns) -> [String] {
        complete(marked, file: file)?.candidates.map(\.label) ?? []
    }

    func testCampaignTopLevelKeysWithoutThoseWritten() {
        XCTAssertEqual(
            labels("campaign: a\n|\nmessage: { type: modal, message: hi }\n"),
            [
                "control", "delay", "description", "expire_after", "localise", "minimum_interval", "name", "priority", "reeligible_after",
                "reevaluate_eligibility", "schedule", "trigger", "variants",
            ])
    }

    func testADocumentWithoutCampaignOrScenarioAlsoGetsScenario() {
        XCTAssertTrue(labels("|").contains("scenario"))
        XCTAssertTrue(labels("|").contains("campaign"))
        XCTAssertFalse(labels("campaign: a\n|").contains("scenario"))
    }

    func testMessageKeysFollowItsType() {
        XCTAssertEqual(
            labels("message:\n  type: slideup\n  |\n"),
            [
                "animate", "click_action", "dismiss", "extras", "hide_chevron", "image", "image_alt", "language", "message", "orientation", "slide_from",
                "text_align", "theme",
            ])
        XCTAssertTrue(labels("message:\n  type: html\n  |\n").contains("html"))
        XCTAssertFalse(labels("message:\n  type: html\n  |\n").contains("header"))
        // Below the cursor counts too, and without a known type every key is offered.
        XCTAssertFalse(labels("message:\n  |\n  type: html\n").contains("buttons"))
        XCTAssertTrue(labels("message:\n  |\n  type: htm\n").contains("buttons"))
        XCTAssertTrue(labels("message:\n  |\n").contains("type"))
    }

    func testKeysInAFlowMappingOnTheCursorLine() {
        XCTAssertEqual(labels("message: { type: full, | }"), labels("message:\n  type: full\n  |\n"))
        XCTAssertFalse(labels("message: { type: full, i| }").contains("type"))
    }

    func testTriggerKeysAndFiltersOnceAnEventIsNamed() {
        XCTAssertEqual(labels("trigger:\n  |\n"), ["custom_event", "push_click", "specific_purchase"])
        XCTAssertEqual(labels("trigger: { custom_event: a, | }"), ["filters", "push_click", "specific_purchase"])
        XCTAssertEqual(labels("trigger:\n  - |\n"), ["any_purchase", "custom_event", "push_click", "session_start", "specific_purchase"])
    }

    func testFilterKeysAndTheOperatorsOfItsType() {
        let text = "trigger:\n  custom_event: a\n  filters:\n    - property: total\n      type: number\n      |\n"
        XCTAssertEqual(
            labels(text), ["any_of", "equals", "exists", "greater_than", "greater_than_or_equal", "less_than", "less_than_or_equal", "not_equals"])
        XCTAssertEqual(labels("trigger:\n  custom_event: a\n  filters:\n    - property: t\n      equals: 1\n      |\n"), ["any_of", "type"])
        let anyOf = labels("trigger:\n  custom_event: a\n  filters:\n    - any_of:\n        - { property: a, type: time, | }\n")
        XCTAssertEqual(anyOf, ["after", "before", "exists", "less_than_ago", "less_than_in", "more_than_ago", "more_than_in"])
        XCTAssertEqual(labels("trigger:\n  custom_event: a\n  filters:\n  - |\n").count, 18)
    }

    func testAppearanceKeysByMessageType() {
        XCTAssertEqual(labels("message:\n  type: slideup\n  text_align:\n    |\n"), ["message"])
        XCTAssertEqual(labels("message:\n  type: modal\n  text_align: { | }"), ["header", "message"])
        XCTAssertEqual(labels("message:\n  type: slideup\n  theme:\n    light:\n      |\n"), ["background", "close_button", "icon", "icon_background", "text"])
        XCTAssertTrue(labels("message:\n  type: modal\n  theme:\n    dark:\n      |\n").contains("buttons"))
        XCTAssertFalse(labels("message:\n  type: modal\n  theme:\n    light:\n      |\n").contains("buttons"))
        XCTAssertEqual(labels("message:\n  theme:\n    |\n"), ["dark", "light"])
        XCTAssertEqual(labels("message:\n  buttons:\n    - text: a\n      style: { | }\n"), ["background", "border", "text"])
        XCTAssertEqual(labels("message:\n  buttons:\n    - text: a\n      |\n"), ["click_action", "id", "style"])
    }

    func testClickActionsAndBrazeActionSteps() {
        XCTAssertEqual(labels("message:\n  click_action:\n    |\n"), ["actions", "uri", "webview"])
        XCTAssertEqual(
            labels("message:\n  click_action:\n    actions:\n      - |\n"),
            [
                "add_to_custom_attribute_array", "add_to_subscription_group", "log_custom_event", "open_link", "remove_from_custom_attribute_array",
                "remove_from_subscription_group", "request_push_permission", "set_custom_attribute", "set_email_subscription", "set_push_subscription",
            ])
        XCTAssertEqual(labels("message:\n  click_action:\n    actions:\n      - set_custom_attribute: { | }\n"), ["key", "value"])
        XCTAssertEqual(
            labels("message:\n  click_action:\n    actions:\n      - set_push_subscription: |\n"), ["opted_in", "subscribed", "unsubscribed"])
    }

    func testExtrasOfferTheViewTypesOfTheMessagesTypeAndTheirMissingExtras() {
        XCTAssertEqual(labels("message:\n  type: modal\n  extras:\n    view_type: |\n"), ["picker"])
        XCTAssertEqual(labels("message:\n  extras:\n    view_type: |\n"), ["picker", "toggle_list"])
        XCTAssertEqual(labels("message:\n  type: modal\n  extras:\n    view_type: picker\n    attribute_key: x\n    |\n"), ["choices"])
        let item = complete("message:\n  extras: { view_type: p| }")!.candidates.first!
        XCTAssertEqual(item.kind, .value)
    }

    func testClosedListsOfWords() {
        XCTAssertEqual(labels("priority: |"), ["high", "low", "medium"])
        XCTAssertEqual(labels("trigger: |"), ["any_purchase", "session_start"])
        XCTAssertEqual(labels("message:\n  type: m|"), ["full", "html", "modal", "slideup"])
        XCTAssertEqual(labels("message:\n  crop: |"), ["fill", "fit"])
        XCTAssertEqual(labels("message:\n  click_action: |"), ["close"])
        XCTAssertEqual(labels("message:\n  dismiss: |"), ["manual"])
        XCTAssertEqual(labels("message:\n  animate: |"), ["false", "true"])
        XCTAssertEqual(labels("message: { text_align: { header: | } }"), ["center", "end", "start"])
        XCTAssertEqual(labels("trigger: { custom_event: a, filters: [ { property: p, type: | } ] }"), ["boolean", "number", "string", "time"])
        XCTAssertEqual(labels("trigger: { custom_event: a, filters: [ { property: p, exists: | } ] }"), ["false", "true"])
        XCTAssertEqual(complete("priority: |")?.candidates.first?.kind, .enumMember)
    }

    func testProjectValuesAtTheirKeys() {
        let events = complete("trigger:\n  custom_event: |\n")!
        XCTAssertEqual(events.candidates.map(\.label), ["added_to_cart", "opened_app"])
        XCTAssertEqual(Set(events.candidates.map(\.kind)), [.event])
        XCTAssertEqual(labels("trigger: [ { specific_purchase: | } ]"), ["sku_1"])
        XCTAssertEqual(labels("trigger:\n  - push_click: |\n"), ["winback"])
        // The word at the cursor itself is not offered (it is this document's own use).
        XCTAssertEqual(labels("trigger:\n  custom_event: opened_app|\n"), ["added_to_cart"])
    }

    func testScenarioKeysStepsAndCampaignIDs() {
        let scenario = "scenario: s\nstart: 2026-03-01T00:00:00Z\n"
        XCTAssertEqual(labels(scenario + "|\n"), ["campaigns", "description", "device", "display", "history", "simulator", "steps", "user"])
        let steps = labels(scenario + "steps:\n  - |\n")
        XCTAssertTrue(steps.contains("session_start") && steps.contains("custom_event") && steps.contains("expect"))
        XCTAssertFalse(steps.contains("properties"))
        XCTAssertTrue(labels(scenario + "steps:\n  - custom_event: a\n    |\n").contains("properties"))
        XCTAssertEqual(
            labels(scenario + "steps:\n  - expect: { | }\n"), ["control", "displayed", "dropped", "no_match", "stack", "text", "variant", "visible"])
        let ids = complete(scenario + "steps:\n  - expect: { displayed: | }\n")!.candidates
        XCTAssertEqual(ids.map(\.label), ["cart-upsell", "none", "welcome"])
        XCTAssertEqual(ids.map(\.kind), [.reference, .enumMember, .reference])
        XCTAssertEqual(labels(scenario + "campaigns: [welcome, |]\n"), ["cart-upsell", "welcome"])
        XCTAssertEqual(labels(scenario + "steps:\n  - expect:\n      stack:\n        - |\n"), ["cart-upsell", "welcome"])
        XCTAssertEqual(labels(scenario + "history:\n  - campaign: |\n"), ["cart-upsell", "welcome"])
        let reasons = labels(scenario + "steps:\n  - expect: { dropped: { campaign: welcome, reason: | } }\n")
        XCTAssertTrue(Set(["outranked", "rate_limited", "filters", "expired"]).isSubset(of: reasons))
        XCTAssertFalse(reasons.contains("welcome"))
        XCTAssertEqual(labels(scenario + "steps:\n  - expect: { dropped: [ { campaign: | } ] }\n"), ["cart-upsell", "welcome"])
        XCTAssertEqual(labels(scenario + "steps:\n  - custom_event: |\n"), ["added_to_cart", "opened_app"])
        XCTAssertEqual(labels(scenario + "device:\n  |\n"), ["failing_assets", "form_factor", "locale", "online", "orientation"])
        XCTAssertEqual(labels(scenario + "display: |\n"), ["discard", "later", "now", "reenqueue"])
    }

    func testProjectFileKeys() {
        let top = labels("|\n", file: .project)
        XCTAssertTrue(top.contains("view_types") && top.contains("accessibility") && top.contains("baseline") && top.contains("exclude"))
        XCTAssertEqual(top.count, Set(top).count, "each key once: \(top)")
        XCTAssertEqual(labels("accessibility:\n  |\n", file: .project), ["contrast"])
        XCTAssertEqual(labels("assets:\n  |\n", file: .project), ["allowed_hosts", "base_url", "max_bytes"])
        XCTAssertEqual(labels("view_types:\n  picker:\n    |\n", file: .project), ["message_format", "message_types", "required_extras"])
        XCTAssertEqual(labels("view_types:\n  picker:\n    message_types: [modal, |]\n", file: .project), ["full", "html", "modal", "slideup"])
        XCTAssertEqual(labels("accessibility: { contrast: | }", file: .project), ["AA", "AAA"])
        let severity = labels("severity:\n  |\n", file: .project)
        XCTAssertTrue(severity.contains("E201") && severity.contains("W402") && !severity.contains("E101"))
        XCTAssertEqual(labels("severity:\n  W402: |\n", file: .project), ["error", "off", "warning"])
    }

    func testItemsTextEditsAndDocumentation() throws {
        let completion = try XCTUnwrap(complete("message:\n  ty|"))
        XCTAssertEqual(completion.replaced, 11..<13)
        XCTAssertFalse(completion.followedByColon)
        let type = try XCTUnwrap(completion.candidates.first { $0.label == "type" })
        XCTAssertEqual(type.kind, .property)
        XCTAssertEqual(type.documentation?.hasPrefix("`slideup`: a small banner"), true)
        let json = CompletionProvider.json(completion, range: { .string("\($0)") })
        let item = json["items"]?.arrayValue?.first { $0["label"] == "type" }
        XCTAssertEqual(item?["textEdit"], ["range": "11..<13", "newText": "type: "])
        XCTAssertEqual(item?["documentation"]?["kind"], "markdown")
        // Before an existing `:` only the key is inserted.
        let colon = try XCTUnwrap(complete("message:\n  ty|: modal\n"))
        XCTAssertTrue(colon.followedByColon)
        XCTAssertEqual(
            CompletionProvider.json(colon, range: { _ in .null })["items"]?.arrayValue?.first { $0["label"] == "type" }?["textEdit"]?["newText"], "type")
        XCTAssertEqual(json["isIncomplete"], false)
    }

    func testNoCompletionInCommentsQuotesBlockScalarsAndMultiLineFlow() {
        for text in [
            "campaign: a  # |", "# |", "name: \"Spr|", "name: 'a\n  b|", "message:\n  html: |\n    <p>‸\n", "message: {\n  type: |\n}",
            "trigger: { custom_event: a } |", "name: Spring sa|",
        ] {
            XCTAssertNil(complete(text), text)
        }
        XCTAssertEqual(CompletionProvider.json(nil, range: { _ in .null }), ["isIncomplete": false, "items": []])
    }

    func testHostileNestingGetsNoContextQuickly() {
        let brackets = "a: " + String(repeating: "[", count: 200_000) + "|"
        XCTAssertNil(complete(brackets))
        let dashes = String(repeating: "- ", count: 200_000) + "|"
        XCTAssertNil(complete(dashes))
        // Mappings nested deeper than YAML's limit (64, SPEC §7) anywhere above the cursor.
        let indented = (0..<1_000).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + "\n|"
        XCTAssertNil(complete(indented))
        let shallow = (0..<60).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n") + "\n" + String(repeating: " ", count: 60) + "|"
        XCTAssertEqual(complete(shallow)?.candidates, [])
    }

    func testEachDocumentOfAStreamHasItsOwnContext() {
        XCTAssertEqual(labels("campaign: a\n---\nscenario: s\n|\n").contains("steps"), true)
        XCTAssertEqual(labels("scenario: s\n---\ncampaign: a\n|\n").contains("trigger"), true)
    }

    func testCompactListsAtTheKeysIndentation() {
        let text = "trigger:\n  custom_event: a\n  filters:\n  - property: x\n    |\n"
        XCTAssertTrue(labels(text).contains("equals"))
        XCTAssertFalse(labels(text).contains("property"))
    }
}
