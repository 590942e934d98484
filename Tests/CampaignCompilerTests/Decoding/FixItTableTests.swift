import CampaignDiagnostics
import CampaignMessages
import CampaignModel
import CampaignYAML
import XCTest

@testable import CampaignCompiler

/// Every row of SPEC §13.1's fix-it table, with its title, range (byte offsets included),
/// replacement and safety, and the cases where the table withholds the fix-it.
final class FixItTableTests: XCTestCase {
    private let tail = "trigger: session_start\nmessage: { type: slideup, message: Hi }\n"

    // MARK: E101

    func testE101RenamesAMisspeltPlainKey() {
        assertFixIts(
            "campaign: a\n⟨k⟩prority⟨/k⟩: high\n" + tail,
            [Expect(.E101, at: "k", "unknown key `prority`", help: "did you mean `priority`?")],
            fixIts: [0: [ExpectFix("replace `prority` with `priority`", "k", "/k", "priority", safe: true)]])
    }

    /// Version 2 offered the rename even when the key was there already, and applying it made
    /// E002 (issue 19, SPEC §14 item 7).
    func testE101WithholdsTheRenameWhenTheKeyIsAlreadyThere() {
        assertFixIts(
            "campaign: a\n⟨k⟩prority: high\npriority: low\n" + tail,
            [Expect(.E101, at: "k", "unknown key `prority`", help: "did you mean `priority`?")],
            fixIts: [:])
    }

    func testE101WithholdsTheRenameOfAQuotedKeyOrWithTwoSuggestions() {
        assertFixIts(
            "campaign: a\n⟨k⟩\"prority\": high\n" + tail,
            [Expect(.E101, at: "k", "unknown key `prority`", help: "did you mean `priority`?")],
            fixIts: [:])
        // `title` is an alias of both `header` and `text`... here only `header` is a key.
        assertFixIts(
            campaign(message: "type: modal\nmessage: Hi\n⟨k⟩title⟨/k⟩: Sale"),
            [Expect(.E101, at: "k", "unknown key `title`", help: "did you mean `header`?")],
            fixIts: [0: [ExpectFix("replace `title` with `header`", "k", "/k", "header", safe: false)]])
    }

    // MARK: One rule for keys and words

    /// A misspelt key and a misspelt word are safe alike when one slip in a word of five or more
    /// characters points at one word only; shorter words, two slips and look-alikes are guesses.
    func testOneSpellingRuleForKeysAndWords() {
        assertFixIts(
            "campaign: a\n⟨k⟩priorty⟨/k⟩: high\ntrigger: { ⟨t⟩custom_evnet⟨/t⟩: e }\nmessage: { type: slideup, message: Hi, slide_from: ⟨s⟩botom⟨/s⟩ }\n",
            [
                Expect(.E101, at: "k", "unknown key `priorty`", help: "did you mean `priority`?"),
                Expect(
                    .E104, at: "t", "expected `specific_purchase`, `custom_event` or `push_click`, found `custom_evnet`",
                    help: "did you mean `custom_event`?"),
                Expect(.E104, at: "s", "expected `top` or `bottom`, found `botom`", help: "did you mean `bottom`?"),
            ],
            fixIts: [
                0: [ExpectFix("replace `priorty` with `priority`", "k", "/k", "priority", safe: true)],
                1: [ExpectFix("replace `custom_evnet` with `custom_event`", "t", "/t", "custom_event", safe: true)],
                2: [ExpectFix("replace `botom` with `bottom`", "s", "/s", "bottom", safe: true)],
            ])
        XCTAssertTrue(FixItSafety.spelling("priorty", "priority", among: ["priority", "delay"]))
        XCTAssertFalse(FixItSafety.spelling("prorty", "priority", among: ["priority"]), "two slips")
        XCTAssertFalse(FixItSafety.spelling("modl", "modal", among: ["modal", "full"]), "a short word")
        XCTAssertFalse(FixItSafety.spelling("filll", "fill", among: ["fill", "fills"]), "another word two slips away")
        XCTAssertTrue(FixItSafety.spelling("Top", "top", among: ["top", "bottom"]), "the same word")
    }

    // MARK: E104

    func testE104IsSafeOnlyForTheSameWordSpelledOtherwise() {
        assertFixIts(
            "campaign: a\ntrigger: session_start\nmessage:\n  type: ⟨t⟩Modal⟨/t⟩\n  message: Hi\n  layout: ⟨l⟩image-only⟨/l⟩\n"
                + "  image: https://cdn.example.com/a.png\n",
            [
                Expect(.E104, at: "t", "expected `slideup`, `modal`, `full` or `html`, found `Modal`", help: "did you mean `modal`?"),
                Expect(.E104, at: "l", "expected `standard` or `image_only`, found `image-only`", help: "did you mean `image_only`?"),
            ],
            fixIts: [
                0: [ExpectFix("replace `Modal` with `modal`", "t", "/t", "modal", safe: true)],
                1: [ExpectFix("replace `image-only` with `image_only`", "l", "/l", "image_only", safe: true)],
            ])
        // `fil` is one letter from both `fill` and `fit`: a guess, not safe.
        assertFixIts(
            "campaign: a\ntrigger: session_start\nmessage:\n  type: full\n  image: https://cdn.example.com/a.png\n  message: Hi\n"
                + "  crop: ⟨c⟩fil⟨/c⟩\n  slide_from: x\n",
            [
                Expect(.E104, at: "c", "expected `fill` or `fit`, found `fil`", help: "did you mean `fill`?"),
                Expect(.E203, 8, 3, "`slide_from` is not allowed on full messages; allowed on: slideup"),
            ],
            fixIts: [0: [ExpectFix("replace `fil` with `fill`", "c", "/c", "fill", safe: false)]])
    }

    func testE104OnAQuotedWordOrWithoutASuggestionHasNoFixIt() {
        assertFixIts(
            campaign(message: "type: ⟨t⟩\"modl\"\nmessage: Hi"),
            [Expect(.E104, at: "t", "expected `slideup`, `modal`, `full` or `html`, found the string \"modl\"", help: "did you mean `modal`?")],
            fixIts: [:])
        assertFixIts(
            campaign(message: "type: ⟨t⟩banner\nmessage: Hi"),
            [Expect(.E104, at: "t", "expected `slideup`, `modal`, `full` or `html`, found `banner`")],
            fixIts: [:])
    }

    func testE104OnTriggerWordsAndPriorityWords() {
        assertFixIts(
            "campaign: a\npriority: ⟨p⟩High⟨/p⟩\ntrigger: ⟨t⟩session-start⟨/t⟩\nmessage: { type: slideup, message: Hi }\n",
            [
                Expect(.E104, at: "p", "expected `low`, `medium`, `high` or an integer from 0 to 100, found `High`", help: "did you mean `high`?"),
                Expect(
                    .E104, at: "t", "expected `session_start`, `any_purchase`, `specific_purchase`, `custom_event` or `push_click`, found `session-start`",
                    help: "did you mean `session_start`?"),
            ],
            fixIts: [
                0: [ExpectFix("replace `High` with `high`", "p", "/p", "high", safe: true)],
                1: [ExpectFix("replace `session-start` with `session_start`", "t", "/t", "session_start", safe: true)],
            ])
    }

    func testE104OnClickActionAndDismissWords() {
        assertFixIts(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action: ⟨c⟩Close⟨/c⟩\ndismiss: ⟨d⟩manaul⟨/d⟩"),
            [
                Expect(
                    .E104, at: "c", "expected `close` or a mapping with `uri` or `actions`, found `Close`", help: "did you mean `close`?"),
                Expect(.E104, at: "d", "expected `manual` or a mapping with `after`, found `manaul`", help: "did you mean `manual`?"),
            ],
            fixIts: [
                0: [ExpectFix("replace `Close` with `close`", "c", "/c", "close", safe: true)],
                1: [ExpectFix("replace `manaul` with `manual`", "d", "/d", "manual", safe: true)],
            ])
    }

    // MARK: E103

    func testE103BooleansBecomeTrueOrFalse() {
        let words = ["yes", "Y", "ON", "no", "n", "Off", "True", "TRUE", "False", "FALSE"]
        for word in words {
            let expected = ["yes", "Y", "ON", "True", "TRUE"].contains(word) ? "true" : "false"
            assertFixIts(
                campaign(message: "type: slideup\nmessage: Hi\nanimate: ⟨v⟩\(word)⟨/v⟩"),
                [Expect(.E103, at: "v", "expected true or false, found `\(word)`", help: "write true or false")],
                fixIts: [0: [ExpectFix("replace `\(word)` with `\(expected)`", "v", "/v", expected, safe: true)]])
        }
        // `tRuE` is none of the table's spellings; a quoted `"yes"` is text.
        assertFixIts(
            campaign(message: "type: slideup\nmessage: Hi\nanimate: ⟨v⟩tRuE\nhide_chevron: ⟨q⟩\"yes\""),
            [
                Expect(.E103, at: "v", "expected true or false, found `tRuE`", help: "write true or false"),
                Expect(.E103, at: "q", "expected true or false, found the string \"yes\"", help: "write true or false"),
            ],
            fixIts: [:])
    }

    func testE103QuotedValuesTheFieldAcceptsLoseTheirQuotes() {
        assertFixIts(
            "campaign: a\npriority: ⟨p⟩\"80\"⟨/p⟩\n" + "trigger: session_start\nmessage:\n  type: slideup\n  message: Hi\n  animate: ⟨a⟩'false'⟨/a⟩\n",
            [
                Expect(
                    .E103, at: "p", "expected `low`, `medium`, `high` or an integer from 0 to 100, found the string \"80\"",
                    help: "remove the quotes"),
                Expect(.E103, at: "a", "expected true or false, found the string \"false\"", help: "remove the quotes"),
            ],
            fixIts: [
                0: [ExpectFix("replace `\"80\"` with `80`", "p", "/p", "80", safe: true)],
                1: [ExpectFix("replace `'false'` with `false`", "a", "/a", "false", safe: true)],
            ])
        // Unquoted, `"150"` would be out of range: no fix-it.
        assertFixIts(
            "campaign: a\npriority: ⟨p⟩\"150\"\n" + tail,
            [
                Expect(
                    .E103, at: "p", "expected `low`, `medium`, `high` or an integer from 0 to 100, found the string \"150\"",
                    help: "remove the quotes")
            ],
            fixIts: [:])
    }

    // MARK: E106, E208

    func testE106IdSuggestionIsNotSafe() {
        assertFixIts(
            "campaign: ⟨i⟩Spring Sale⟨/i⟩\n" + tail,
            [
                Expect(
                    .E106, at: "i",
                    "expected an id (1 to 64 lowercase letters, digits, `_` or `-`, starting with a letter or digit), found `Spring Sale`",
                    help: "write `spring-sale`")
            ],
            fixIts: [0: [ExpectFix("replace `Spring Sale` with `spring-sale`", "i", "/i", "spring-sale", safe: false)]])
    }

    func testE208ReplacesTheSchemeAndIsNotSafe() {
        let message = "`image` uses clear-text `http://`, which mobile platforms block"
        assertFixIts(
            campaign(message: "type: modal\nmessage: Hi\nimage: ⟨u⟩http⟨/u⟩://cdn.example.com/a.png"),
            [Expect(.E208, at: "u", message, help: "serve the file over `https://`")],
            fixIts: [0: [ExpectFix("replace `http` with `https`", "u", "/u", "https", safe: false)]])
        assertFixIts(
            campaign(message: "type: modal\nmessage: Hi\nimage: ⟨q⟩\"⟨u⟩HTTP⟨/u⟩://cdn.example.com/a.png\""),
            [Expect(.E208, at: "q", message, help: "serve the file over `https://`")],
            fixIts: [0: [ExpectFix("replace `HTTP` with `https`", "u", "/u", "https", safe: false)]])
    }

    // MARK: E503, E601

    func testE503NamesTheDeclaredViewType() {
        let project = ProjectSettings(viewTypes: [ViewTypeContract(name: "picker", messageTypes: [.modal])])
        assertFixIts(
            campaign(message: "type: modal\nmessage: Hi\nextras: { view_type: ⟨v⟩pickr⟨/v⟩ }"),
            [Expect(.E503, at: "v", "view type `pickr` is not declared in the project file", help: "did you mean `picker`?")],
            fixIts: [0: [ExpectFix("replace `pickr` with `picker`", "v", "/v", "picker", safe: false)]], project: project)
        assertFixIts(
            campaign(message: "type: modal\nmessage: Hi\nextras: { view_type: ⟨v⟩\"pickr\" }"),
            [Expect(.E503, at: "v", "view type `pickr` is not declared in the project file", help: "did you mean `picker`?")],
            fixIts: [:], project: project)
    }

    func testE601NamesTheCampaign() throws {
        let compiler = CampaignCompiler(now: testNow, files: testFiles)
        let campaigns = compiler.compile(YAMLParser.parse(SourceFile(path: "c.yaml", text: "campaign: cart-upsell\n" + tail)))
        let marked = MarkedText(
            "scenario: s\nstart: 2026-03-02T10:00:00Z\nsteps: [ { expect: { displayed: ⟨a⟩cart-upsel⟨/a⟩ } }, "
                + "{ expect: { visible: \"cart-upsel\" } } ]\n")
        let scenario = compiler.compile(YAMLParser.parse(SourceFile(path: "s.yaml", text: marked.text)))
        let found = CampaignCompiler.analyze([campaigns, scenario])
        XCTAssertEqual(found.map(\.code), [.E601, .E601])
        let fix = try XCTUnwrap(found.first?.fixIts.first)
        XCTAssertEqual(found.first?.fixIts.count, 1)
        XCTAssertEqual(fix.message, "replace `cart-upsel` with `cart-upsell`")
        XCTAssertEqual(fix.range, SourceRange(start: marked.position("a"), end: marked.position("/a")))
        XCTAssertEqual(fix.replacement, "cart-upsell")
        XCTAssertFalse(fix.safe)
        XCTAssertEqual(found.last?.fixIts, [], "a quoted name gets no fix-it")
    }

    // MARK: W317

    func testW317AppendsSecondsAfterTheNumber() {
        assertFixIts(
            "campaign: a\ndelay: ⟨d⟩30⟨/d⟩\n" + tail,
            [
                Expect(
                    .W317, at: "d", "`delay` is written without a unit: `30` means 30 seconds",
                    help: "write the unit: `30s` if seconds are meant, else `30m`, `30h` or `30d`")
            ],
            fixIts: [0: [ExpectFix("append `s`", "/d", "/d", "s", safe: false)]])
    }

    func testW317OffersDaysFirstOnReeligibility() {
        assertFixIts(
            "campaign: a\nreeligible_after: ⟨d⟩7⟨/d⟩\n" + tail,
            [
                Expect(
                    .W317, at: "d", "`reeligible_after` is written without a unit: `7` means 7 seconds",
                    help: "write the unit: `7d` if days are meant, `7s` if seconds are, else `7m` or `7h`")
            ],
            fixIts: [0: [ExpectFix("append `d`", "/d", "/d", "d", safe: false), ExpectFix("append `s`", "/d", "/d", "s", safe: false)]])
    }

    // MARK: Nothing else

    func testCodesOutsideTheTableHaveNoFixIt() {
        assertFixIts(
            campaign(message: "type: ⟨t⟩full\nmessage: Hi"),
            [
                Expect(
                    .E201, at: "t", "a full message needs an image", help: "add `image: https://…`, or use `type: modal`",
                    notes: [ExpectNote("the SDK discards a full in-app message without an image when it is about to display it")])
            ],
            fixIts: [:])
    }

    /// Applying every fix-it of a file by its byte offsets gives the text the titles promise.
    func testFixItsApplyByByteOffsets() {
        let text = "campaign: café-week\nprority: \"80\"\ndelay: 5\ntrigger: session_start\nmessage: { type: Modal, message: Olá, animate: yes }\n"
        let compiled = compileYAML(text)
        XCTAssertEqual(
            applying(compiled.diagnostics, to: text),
            "campaign: café-week\npriority: \"80\"\ndelay: 5s\ntrigger: session_start\nmessage: { type: modal, message: Olá, animate: true }\n")
    }
}
