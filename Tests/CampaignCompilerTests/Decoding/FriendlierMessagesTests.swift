import CampaignDiagnostics
import CampaignMessages
import XCTest

@testable import CampaignCompiler

/// Messages that made a new user guess (issue 13): names from other tools get the right
/// suggestion, one typo gives one error, and message fields at the top level say where they go.
final class FriendlierMessagesTests: XCTestCase {
    func testAliasesSuggestWhatEditDistanceMisses() {
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\n⟨i⟩image_url: https://cdn.example.com/a.png\n⟨b⟩btns: []\n⟨a⟩action: close"),
            [
                Expect(.E101, at: "i", "unknown key `image_url`", help: "did you mean `image`?"),
                Expect(.E101, at: "b", "unknown key `btns`", help: "did you mean `buttons`?"),
                Expect(.E101, at: "a", "unknown key `action`", help: "did you mean `click_action`?"),
            ])
        XCTAssertEqual(DidYouMean.help(for: "image_url", among: ["image", "image_alt"]), "did you mean `image`?", "not `image_alt`")
    }

    func testATriggerWordWithTwoMeaningsNamesBoth() {
        assertDiagnostics(
            "campaign: c\ntrigger: ⟨t⟩purchase\nmessage: { type: slideup, message: m }\n",
            [
                Expect(
                    .E104, at: "t",
                    "expected `session_start`, `any_purchase`, `specific_purchase`, `custom_event` or `push_click`, found `purchase`",
                    help: "did you mean `any_purchase` or `specific_purchase`?")
            ])
        XCTAssertNil(DidYouMean.single(for: "purchase", among: ["any_purchase", "specific_purchase"]), "no single fix")
    }

    func testOneTypoGivesOneError() {
        // `equal:` is the filter's operator misspelt: E101 with the suggestion, not also E304.
        assertDiagnostics(
            "campaign: c\ntrigger: { custom_event: e, filters: [ { property: a, ⟨k⟩equal: 5 } ] }\nmessage: { type: slideup, message: m }\n",
            [
                Expect(.E101, at: "k", "unknown key `equal`", help: "did you mean `equals`?")
            ])
        // `label:` is the button's `text` misspelt: E101, not also E102.
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - ⟨l⟩label: OK"),
            [
                Expect(.E101, at: "l", "unknown key `label`", help: "did you mean `text`?")
            ])
        // A key that is nothing like the missing one still leaves the E102.
        assertDiagnostics(
            campaign(message: "type: modal\nmessage: Hi\nbuttons:\n  - ⟨s⟩style: {}"),
            [
                Expect(.E102, at: "s", "missing required key `text`")
            ])
    }

    func testMessageFieldsAtTheTopLevelSayWhereTheyGo() {
        assertDiagnostics(
            "campaign: c\ntrigger: session_start\n⟨t⟩type: modal\n⟨h⟩header: Hi\nmessage: { type: modal, message: m }\n",
            [
                Expect(.E101, at: "t", "unknown key `type`", help: "`type` is a field of the message: indent it under `message:`"),
                Expect(.E101, at: "h", "unknown key `header`", help: "`header` is a field of the message: indent it under `message:`"),
            ])
    }
}

/// URL and regular-expression errors say what is wrong (issue 13).
final class ProblemReasonTests: XCTestCase {
    func testURLProblems() {
        let cases: [(String, String?)] = [
            ("https://cdn.example.com/a b.png", "it contains a space (write `%20`)"),
            ("https://café.example.com/a.png", "the host `café.example.com` is not ASCII: write its punycode form (`xn--…`)"),
            ("https:///a.png", "it has no host after `https://`"),
            ("https://", "it has no host after `https://`"),
            ("https://cdn.example.com:abc/a.png", "the port `abc` is not a number"),
            ("https://cdn_x.example.com/a.png", "the host `cdn_x.example.com` contains `_`, which DNS names cannot"),
            ("https://cdn.example.com/%zz.png", "`%zz` is not a percent escape (`%` and two hex digits)"),
            ("https://cdn.example.com/ü.png", "it contains `ü`, which URLs must percent-encode"),
            ("https://cdn.example.com/a|b.png", "it contains `|`, which URLs must percent-encode"),
            ("cdn.example.com/a.png", "it has no scheme such as `https://`"),
            ("https://cdn.example.com/a.png", nil),
        ]
        for (url, problem) in cases {
            XCTAssertEqual(URLReference.problem(url), problem, url)
        }
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nimage: ⟨v⟩https://café.example.com/a.png"),
            [
                Expect(
                    .E106, at: "v",
                    "expected an https URL, found `https://café.example.com/a.png`: the host `café.example.com` is not ASCII: write its punycode form (`xn--…`)"
                )
            ])
    }

    func testRegularExpressionReasons() {
        let cases: [(String, String?)] = [
            ("(unclosed", "a `(` is never closed by `)`"),
            ("((a)", "a `(` is never closed by `)`"),
            ("((a", "2 `(` are never closed by `)`"),
            ("a)", "`)` at column 2 closes no `(`"),
            ("*a", "`*` at column 1 repeats nothing"),
            ("a|+b", "`+` at column 3 repeats nothing"),
            ("[a-z", "a `[` is never closed by `]`"),
            ("a\\", "it ends with a lone `\\`"),
            ("(?i)^[a-z]+\\d{2,}$", nil),
            ("a*?b", nil),
            ("\\(x\\)", nil),
        ]
        for (pattern, reason) in cases {
            XCTAssertEqual(RegexProblem.reason(pattern), reason, pattern)
        }
        assertDiagnostics(
            "campaign: c\ntrigger: { custom_event: e, filters: [ { property: p, matches: ⟨v⟩'(boots' } ] }\nmessage: { type: slideup, message: m }\n",
            [
                Expect(
                    .E303, at: "v", "invalid regular expression: a `(` is never closed by `)`",
                    help: "write an ICU regular expression (matched case-insensitively); escape `(`, `[`, `*`, `+`, `?` and `\\` with `\\`")
            ])
    }
}
