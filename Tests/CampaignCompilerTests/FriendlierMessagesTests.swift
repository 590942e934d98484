import CampaignDiagnostics
import XCTest

@testable import CampaignCompiler

/// Messages that made a new user guess (issue 13): names from other tools get the right
/// suggestion, one typo gives one error, and message fields at the top level say where they go.
final class FriendlierMessagesTests: XCTestCase {
    func testAliasesSuggestWhatEditDistanceMisses() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\n⟨i⟩image_url: https://cdn.example.com/a.png\n⟨b⟩btns: []\n⟨a⟩action: close"), [
                Expect(.E101, at: "i", "unknown key `image_url`", help: "did you mean `image`?"),
                Expect(.E101, at: "b", "unknown key `btns`", help: "did you mean `buttons`?"),
                Expect(.E101, at: "a", "unknown key `action`", help: "did you mean `click_action`?"),
            ])
        XCTAssertEqual(DidYouMean.help(for: "image_url", among: ["image", "image_alt"]), "did you mean `image`?", "not `image_alt`")
    }

    func testATriggerWordWithTwoMeaningsNamesBoth() {
        assertDiagnostics("campaign: c\ntrigger: ⟨t⟩purchase\nmessage: { type: slideup, message: m }\n", [
            Expect(
                .E104, at: "t",
                "expected `session_start`, `any_purchase`, `specific_purchase`, `custom_event` or `push_click`, found `purchase`",
                help: "did you mean `any_purchase` or `specific_purchase`?"),
        ])
        XCTAssertEqual(DidYouMean.fixIt(for: "purchase", among: ["any_purchase", "specific_purchase"], at: .fileStart), [], "no single fix")
    }

    func testOneTypoGivesOneError() {
        // `equal:` is the filter's operator misspelt: E101 with the suggestion, not also E304.
        assertDiagnostics(
            "campaign: c\ntrigger: { custom_event: e, filters: [ { property: a, ⟨k⟩equal: 5 } ] }\nmessage: { type: slideup, message: m }\n", [
                Expect(.E101, at: "k", "unknown key `equal`", help: "did you mean `equals`?"),
            ])
        // `label:` is the button's `text` misspelt: E101, not also E102.
        assertDiagnostics(campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - ⟨l⟩label: OK"), [
            Expect(.E101, at: "l", "unknown key `label`", help: "did you mean `text`?"),
        ])
        // A key that is nothing like the missing one still leaves the E102.
        assertDiagnostics(campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - ⟨s⟩style: {}"), [
            Expect(.E102, at: "s", "missing required key `text`"),
        ])
    }

    func testMessageFieldsAtTheTopLevelSayWhereTheyGo() {
        assertDiagnostics("campaign: c\ntrigger: session_start\n⟨t⟩type: modal\n⟨h⟩header: Hi\nmessage: { type: modal, message: m }\n", [
            Expect(.E101, at: "t", "unknown key `type`", help: "`type` is a field of the message: indent it under `message:`"),
            Expect(.E101, at: "h", "unknown key `header`", help: "`header` is a field of the message: indent it under `message:`"),
        ])
    }
}
