import CampaignLiquid
import CanonicalJSON
import XCTest

@testable import CampaignLanguageServer

/// Completion and hover inside `{{ }}` and `{% %}` (SPEC §15.7), from the text alone; `|`
/// marks the cursor (`‸` where the text holds a `|` of its own).
final class LiquidCompletionTests: XCTestCase {
    private var facts: WorkspaceFacts {
        var facts = WorkspaceFacts()
        facts.attributes = ["loyalty_tier": "string", "favourite_dish": "string", "orders": "number"]
        facts.events = ["cart_viewed": ["item": "string", "total": "number"], "opened_app": ["source": "string"]]
        return facts
    }

    private func split(_ marked: String) -> (text: [UInt8], cursor: Int) {
        let marker = marked.contains("‸") ? "‸" : "|"
        let parts = marked.components(separatedBy: marker)
        return (Array(parts.joined().utf8), parts[0].utf8.count)
    }

    private func complete(_ marked: String) -> LiquidCompletion.Completion? {
        let (text, cursor) = split(marked)
        return LiquidCompletion.complete(text: text, at: cursor, facts: facts)
    }

    private func inserts(_ marked: String) -> [String] {
        complete(marked)?.items.map(\.insertText) ?? []
    }

    private let campaign = "campaign: cart\ntrigger: { custom_event: cart_viewed }\nmessage:\n  type: modal\n  message: "

    func testAValuePlaceOffersDeclaredCustomAttributesFirstThenEventPropertiesStandardAttributesAndObjects() {
        let items = complete(campaign + "\"Hi {{ |\"\n")?.items ?? []
        XCTAssertEqual(
            items.map(\.insertText),
            [
                "custom_attribute.${favourite_dish}", "custom_attribute.${loyalty_tier}", "custom_attribute.${orders}",
                "event_properties.${item}", "event_properties.${total}",
            ] + LiquidVocabulary.standardAttributes.map { "${\($0)}" } + [
                "app", "campaign", "content_blocks", "custom_attribute", "event_properties", "most_recently_used_device", "subscribed_state",
                "targeted_device",
            ])
        XCTAssertEqual(items.first?.label, "favourite_dish")
        XCTAssertEqual(items.first?.detail, "custom attribute (string)")
        XCTAssertEqual(items[4].detail, "property of cart_viewed (number)")
        XCTAssertEqual(LiquidVocabulary.standardAttributes.count, 17)
    }

    func testTheReplacedWordIsTheOneBeforeTheCursor() {
        let text = campaign + "\"Hi {{ fir|\"\n"
        let completion = complete(text)
        let start = (campaign + "\"Hi {{ ").utf8.count
        XCTAssertEqual(completion?.replaced, start..<(start + 3))
        XCTAssertEqual(completion?.items.first(where: { $0.label == "first_name" })?.filterText, "first_name")
    }

    func testAfterAPersonalizationTagOpener() {
        XCTAssertEqual(inserts(campaign + "\"Hi {{${|\"\n"), LiquidVocabulary.standardAttributes)
        XCTAssertEqual(inserts(campaign + "\"{{custom_attribute.${lo|}}\"\n"), ["favourite_dish", "loyalty_tier", "orders"])
        XCTAssertEqual(inserts(campaign + "\"{{event_properties.${|\"\n"), ["item", "total"])
    }

    func testAfterAnObjectAndADot() {
        XCTAssertEqual(inserts(campaign + "\"{{ campaign.|\"\n"), ["api_id", "message_name", "name"])
        XCTAssertEqual(inserts(campaign + "\"{{ event_properties.|\"\n"), ["${item}", "${total}"])
        XCTAssertEqual(inserts(campaign + "\"{{ custom_attribute.|\"\n"), ["${favourite_dish}", "${loyalty_tier}", "${orders}"])
        XCTAssertEqual(inserts(campaign + "\"{{ nothing.|\"\n"), [])
    }

    func testFiltersAfterABar() {
        let items = complete(campaign + "\"{{ ${first_name} | def‸\"\n")?.items ?? []
        XCTAssertEqual(items.map(\.label), LiquidVocabulary.allFilters)
        XCTAssertEqual(items.count, 65)
        XCTAssertEqual(items.first(where: { $0.label == "default" })?.documentation, "The argument when the value is nil, false or empty.")
        XCTAssertEqual(items.first?.kind, .function)
    }

    func testTagsAtATagsStartAndValuesAfterItsName() {
        let tags = complete(campaign + "\"{%- |\"\n")?.items ?? []
        XCTAssertEqual(tags.map(\.label), LiquidVocabulary.allTags)
        XCTAssertEqual(tags.first(where: { $0.label == "if" })?.documentation, "Outputs its body when the condition holds, up to `{% endif %}`.")
        XCTAssertEqual(inserts(campaign + "\"{% if |\"\n").first, "custom_attribute.${favourite_dish}")
    }

    func testEventPropertiesFollowTheTriggerOfTheCursorsDocumentOnly() {
        let other = "campaign: welcome\ntrigger: { custom_event: opened_app }\n---\n"
        XCTAssertEqual(inserts(other + campaign + "\"{{event_properties.${|\"\n---\ntrigger:\n  - custom_event: 'opened_app'\n"), ["item", "total"])
        XCTAssertEqual(inserts("trigger:\n  - custom_event: \"opened_app\"  # first\nmessage:\n  message: \"{{event_properties.${|\"\n"), ["source"])
        XCTAssertEqual(inserts("trigger: { session_start: true }\nmessage: { message: \"{{event_properties.${|\" }\n"), [])
    }

    func testNoLiquidCompletionOutsideOpenMarkup() {
        XCTAssertNil(complete(campaign + "\"Hi {{ name }} |\"\n"))
        XCTAssertNil(complete(campaign + "\"Hi {|{\"\n"))
        XCTAssertNil(complete("message: {{ x\n  |"))
        XCTAssertNil(complete(campaign + "\"{% if x %}|\"\n"))
    }

    func testTheAnswerKeepsTheOrderInSortText() {
        let json = LiquidCompletion.json(complete(campaign + "\"{{ x | ‸\"\n")!, range: { _ in .null })
        guard case .object(let answer) = json, case .array(let items)? = answer["items"], case .object(let first)? = items.first,
            case .object(let last)? = items.last
        else { return XCTFail("no items") }
        XCTAssertEqual(first["label"], "abs")
        XCTAssertEqual(first["sortText"], "00")
        XCTAssertEqual(last["sortText"], "64")
        XCTAssertEqual(first["kind"], 3)
        XCTAssertEqual(first["textEdit"], ["range": .null, "newText": "abs"])
    }

    private func hover(_ marked: String) -> LiquidHover.Found? {
        let (text, cursor) = split(marked)
        return LiquidHover.hover(text: text, at: cursor)
    }

    func testHoverOnAFilterATagAndAnEndTag() {
        XCTAssertEqual(hover("m: \"{{ name | up‸case }}\"")?.text, "`upcase` (filter)\n\nThe text in upper case.")
        let found = hover("m: \"{%- ab|ort_message %}\"")
        XCTAssertEqual(found?.text, "`abort_message` (tag)\n\nStops the message: this user is not sent it (Braze).")
        XCTAssertEqual(found?.range, 8..<21)
        XCTAssertEqual(hover("m: \"{% end|if %}\"")?.text, "`endif` (tag)\n\nEnds `if`.")
        XCTAssertNil(hover("m: \"{{ up|case }}\""))
        XCTAssertNil(hover("m: \"{% if up|case %}\""))
        XCTAssertNil(hover("m: \"up‸case | upcase\""))
    }

    func testEveryFilterAndTagHasADescription() {
        XCTAssertEqual(LiquidVocabulary.allFilters.filter { LiquidVocabulary.filterDescriptions[$0] == nil }, [])
        XCTAssertEqual(LiquidVocabulary.allTags.filter { LiquidVocabulary.tagDescriptions[$0] == nil }, [])
    }
}
