import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// The mistakes a new user made (issue 19), each with the message that says exactly what to
/// write: did-you-means beyond edit distance, keys in the wrong mapping, dates for times,
/// colour names, and an `expect` key that lists the allowed ones.
final class NewUserMistakesTests: XCTestCase {
    private let tail = "trigger: session_start\nmessage: { type: slideup, message: Hi }\n"
    private let scenarioHead = "scenario: s\nstart: 2026-03-02T10:00:00Z\n"

    func testIdAtTheTopLevelIsTheCampaignKey() {
        assertFixIts(
            "⟨k⟩id⟨/k⟩: spring-sale\n" + tail,
            [Expect(.E101, at: "k", "unknown key `id`", help: "did you mean `campaign`?")],
            fixIts: [0: [ExpectFix("replace `id` with `campaign`", "k", "/k", "campaign", safe: false)]])
        // With `campaign:` there too, the rename would make E002: the help stays, the fix-it goes.
        assertFixIts(
            "campaign: spring-sale\n⟨k⟩id: 7\n" + tail,
            [Expect(.E101, at: "k", "unknown key `id`", help: "did you mean `campaign`?")],
            fixIts: [:])
    }

    func testAWordTriggerWrittenAsAnEvent() {
        assertFixIts(
            "campaign: a\ntrigger: { ⟨k⟩event: session_start }\nmessage: { type: slideup, message: Hi }\n",
            [
                Expect(
                    .E104, at: "k", "expected `specific_purchase`, `custom_event` or `push_click`, found `event`",
                    help: "`session_start` is a trigger of its own: write `trigger: session_start`")
            ],
            fixIts: [:])
        // An event name is still the custom event it looks like.
        assertDiagnostics(
            "campaign: a\ntrigger: { ⟨k⟩event: added_to_cart }\nmessage: { type: slideup, message: Hi }\n",
            [
                Expect(
                    .E104, at: "k", "expected `specific_purchase`, `custom_event` or `push_click`, found `event`",
                    help: "did you mean `custom_event`?")
            ])
    }

    func testKeysWrittenDirectlyUnderMessageSayWhereTheyGo() {
        let project = ProjectSettings(viewTypes: [ViewTypeContract(name: "picker", messageTypes: [.modal], requiredExtras: ["attribute_key"])])
        assertFixIts(
            campaign(
                message: "type: modal\nmessage: Hi\n⟨v⟩view_type: picker\n⟨a⟩attribute_key: team\n⟨p⟩priorty: 80\n⟨t⟩trigger: session_start\n"
                    + "⟨b⟩background: white\n⟨c⟩colour: red"),
            [
                Expect(.E101, at: "v", "unknown key `view_type`", help: "`view_type` goes under `extras`: write `extras: { view_type: … }`"),
                Expect(.E101, at: "a", "unknown key `attribute_key`", help: "`attribute_key` goes under `extras`: write `extras: { attribute_key: … }`"),
                Expect(
                    .E101, at: "p", "unknown key `priorty`",
                    help: "did you mean `priority`? `priority` is a campaign key: write it at the top level, not under `message:`"),
                Expect(.E101, at: "t", "unknown key `trigger`", help: "`trigger` is a campaign key: write it at the top level, not under `message:`"),
                Expect(
                    .E101, at: "b", "unknown key `background`",
                    help: "`background` is a theme colour: write it under `theme: { light: { background: \"#RRGGBB\" } }`"),
                Expect(.E101, at: "c", "unknown key `colour`"),
            ],
            fixIts: [:], project: project)
    }

    func testAMisspeltMessageFieldAtTheTopLevelSaysWhereItGoes() {
        assertDiagnostics(
            "campaign: a\n⟨h⟩heder: Hi\n⟨s⟩start: 2026-03-01T09:00:00Z\n" + tail,
            [
                Expect(.E101, at: "h", "unknown key `heder`", help: "did you mean `header`? `header` is a field of the message: indent it under `message:`"),
                Expect(.E101, at: "s", "unknown key `start`", help: "`start` is a field of the schedule: write `schedule: { start: … }`"),
            ])
    }

    func testWordsFromOtherToolsAndPlainEnglish() {
        assertFixIts(
            "campaign: a\ntrigger: session_start\nmessage:\n  type: ⟨t⟩fullscreen⟨/t⟩\n  image: https://cdn.example.com/a.png\n"
                + "  message: Hi\n  orientation: ⟨o⟩landscape_only⟨/o⟩\n",
            [
                Expect(.E104, at: "t", "expected `slideup`, `modal`, `full` or `html`, found `fullscreen`", help: "did you mean `full`?"),
                Expect(.E104, at: "o", "expected `any`, `portrait` or `landscape`, found `landscape_only`", help: "did you mean `landscape`?"),
            ],
            fixIts: [
                0: [ExpectFix("replace `fullscreen` with `full`", "t", "/t", "full", safe: false)],
                1: [ExpectFix("replace `landscape_only` with `landscape`", "o", "/o", "landscape", safe: false)],
            ])
        assertFixIts(
            campaign(message: "type: slideup\nmessage: Hi\nslide_from: ⟨s⟩up⟨/s⟩"),
            [Expect(.E104, at: "s", "expected `top` or `bottom`, found `up`", help: "did you mean `top`?")],
            fixIts: [0: [ExpectFix("replace `up` with `top`", "s", "/s", "top", safe: false)]])
    }

    func testScenarioWordsPropsAndTap() {
        assertFixIts(
            scenarioHead + "steps:\n  - custom_event: opened\n    ⟨p⟩props⟨/p⟩: { a: 1 }\n  - ⟨t⟩tap⟨/t⟩\n  - expect: { displayed: none }\n",
            [
                Expect(.E101, at: "p", "unknown key `props`", help: "did you mean `properties`?"),
                Expect(
                    .E104, at: "t",
                    "unknown step `tap`; the steps are `session_start`, `custom_event`, `purchase`, `push_click`, `wait`, `dismiss`, `click`, "
                        + "`request_next`, `display`, `background`, `foreground`, `rotate`, `network`, `restart` or `expect`",
                    help: "did you mean `click`?"),
            ],
            fixIts: [
                0: [ExpectFix("replace `props` with `properties`", "p", "/p", "properties", safe: false)],
                1: [ExpectFix("replace `tap` with `click`", "t", "/t", "click", safe: false)],
            ])
    }

    func testAnUnknownExpectKeyListsTheAllowedOnes() {
        assertDiagnostics(
            scenarioHead + "steps:\n  - expect: { ⟨k⟩shown: none }\n",
            [
                Expect(
                    .E101, at: "k", "unknown key `shown`",
                    help: "`expect` takes `displayed`, `visible`, `stack`, `dropped`, `no_match`, `text`, `variant` or `control`")
            ])
    }

    func testADateWhereATimeIsReadSaysToAddATime() {
        assertDiagnostics(
            "campaign: a\nschedule: { start: ⟨s⟩2027-01-01 }\n" + tail,
            [
                Expect(
                    .E106, at: "s", "expected an RFC 3339 time with an offset such as `2026-03-01T09:00:00Z`, found `2027-01-01`",
                    help: "add a time: `2027-01-01T00:00:00Z` (midnight UTC), or another time and offset")
            ])
        XCTAssertFalse(DecodingContext.isDate("2027-1-01"))
        XCTAssertFalse(DecodingContext.isDate("2027-01-01T"))
        XCTAssertTrue(DecodingContext.isDate("2027-12-31"))
    }

    func testAColourNameGetsItsValue() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\ntheme: { light: { background: ⟨w⟩white, text: ⟨n⟩Navy, header: ⟨x⟩whitish } }"),
            [
                Expect(
                    .E106, at: "w", "expected a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`, found `white`",
                    help: "write a colour as `#RRGGBB` in quotes: white is `\"#FFFFFF\"`"),
                Expect(
                    .E106, at: "n", "expected a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`, found `Navy`",
                    help: "write a colour as `#RRGGBB` in quotes: navy is `\"#000080\"`"),
                Expect(
                    .E106, at: "x", "expected a colour `#RGB`, `#RRGGBB` or `#RRGGBBAA`, found `whitish`",
                    help: "write a colour as `#RRGGBB` in quotes, e.g. `\"#1B78CF\"`"),
            ])
    }
}
