import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// The Liquid checks of SPEC §15.3 at the exact character of the file, through each way YAML
/// writes a text; E812 outside the Liquid fields; the URI rule of §15.6.
final class LiquidRulesTests: XCTestCase {
    static let notClosedHelp = "end the output with `}}`"
    static let defaultHelp = "add a default: `{{ ${first_name} | default: '…' }}`, or show it inside `{% if ${first_name} %}`"

    func testOutputNotClosedInAPlainScalarIsAtItsBraces() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi ⟨o⟩{{ ${first_name} }"),
            [Expect(.E801, at: "o", "`{{` is not closed by `}}`", help: Self.notClosedHelp)])
    }

    func testPositionsAfterEscapesInADoubleQuotedScalar() {
        assertDiagnostics(
            campaign(message: #"type: slideup\#nmessage: "Caf\u00e9 \"best\" ⟨o⟩{{ ${first_name} | default: \"x\" }""#),
            [Expect(.E801, at: "o", "`{{` is not closed by `}}`", help: Self.notClosedHelp)])
    }

    func testACharacterFromAnEscapeIsReportedAtTheEscape() {
        // `\u201C` is a typographic quote: reported at the escape's backslash.
        assertDiagnostics(
            campaign(message: #"type: slideup\#nmessage: "Hi {{ ${first_name} | default: ⟨q⟩\u201Cthere⟨r⟩\u201D }}""#),
            [
                Expect(
                    .E801, at: "q", "typographic quote `\u{201C}` in Liquid markup",
                    help: "write the straight quote `\"`: Braze rejects typographic quotes"),
                Expect(
                    .E801, at: "r", "typographic quote `\u{201D}` in Liquid markup",
                    help: "write the straight quote `\"`: Braze rejects typographic quotes"),
            ])
    }

    func testATypographicQuoteWrittenAsItselfHasASafeFixItEscapedForItsScalar() throws {
        let compiled = compileYAML(campaign(message: "type: slideup\nmessage: \"Hi {{ ${first_name} | default: \u{201C}there\\\" }}\""))
        let fixIts = compiled.diagnostics.flatMap(\.fixIts)
        XCTAssertEqual(fixIts.map(\.replacement), ["\\\""])
        XCTAssertEqual(fixIts.map(\.safe), [true])
        XCTAssertEqual(fixIts.first?.range.start, SourcePosition(line: 5, column: 44, offset: 106))
    }

    func testPositionsInASingleQuotedScalar() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: 'It''s {{⟨a⟩${frist_name} | default: ''you''}}'"),
            [Expect(.E803, at: "a", "`${frist_name}` is not a standard attribute", help: "did you mean `first_name`?")])
    }

    func testPositionsInALiteralBlockScalar() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: |\n  Hello\n    there {{⟨a⟩${first_name}}}\n  bye"),
            [Expect(.W806, at: "a", "`${first_name}` has no `default`: users without it see nothing here", help: Self.defaultHelp)])
    }

    func testPositionsInAFoldedBlockScalarWithTheBlockNotClosedNote() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: >-\n  Hello\n  ⟨t⟩{% if ${first_name} %}\n\n  again⟨e⟩"),
            [
                Expect(
                    .E801, at: "t", "`{% if %}` is not closed by `{% endif %}`", help: "add `{% endif %}` where the block ends",
                    notes: [ExpectNote("the field ends here without `{% endif %}`", at: "e")])
            ])
    }

    func testPositionsInAFoldedPlainScalar() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hello\n   and {% if ${first_name} %}{{ ${first_name} | ⟨f⟩lstrip }}{% endif %}"),
            [Expect(.E802, at: "f", "Braze does not support the filter `lstrip`: Braze has only `strip`", help: "use `strip` instead")])
    }

    func testButtonTextHeaderAndImageAltAreVisibleText() {
        assertDiagnostics(
            campaign(
                message: """
                    type: modal
                    header: "Hi {{⟨h⟩${first_name}}}"
                    message: Welcome
                    image: https://cdn.example.com/a.png
                    image_alt: "{{⟨i⟩${last_name}}}"
                    buttons:
                      - text: "Go {{⟨b⟩${city}}}"
                    """),
            [
                Expect(.W806, at: "h", "`${first_name}` has no `default`: users without it see nothing here", help: Self.defaultHelp),
                Expect(
                    .W806, at: "i", "`${last_name}` has no `default`: users without it see nothing here",
                    help: "add a default: `{{ ${last_name} | default: '…' }}`, or show it inside `{% if ${last_name} %}`"),
                Expect(
                    .W806, at: "b", "`${city}` has no `default`: users without it see nothing here",
                    help: "add a default: `{{ ${city} | default: '…' }}`, or show it inside `{% if ${city} %}`"),
            ])
    }

    func testLiquidElsewhereIsE812AtItsFirstMarkup() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi", extra: "name: 'Hi ⟨n⟩{{ x }}'\n"),
            [
                Expect(
                    .E812, at: "n", "Liquid is not allowed in `name`: it is read when compiling, never rendered",
                    help: "write the value itself: Liquid is rendered only in texts, links and extras")
            ])
    }

    /// A file whose bytes spell no `{{` is still checked when an escape makes one: the rules
    /// skip only files without braces and backslashes.
    func testLiquidSpelledByAnEscapeIsStillChecked() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi", extra: #"name: "Hi ⟨n⟩\x7B{ x }}""# + "\n"),
            [
                Expect(
                    .E812, at: "n", "Liquid is not allowed in `name`: it is read when compiling, never rendered",
                    help: "write the value itself: Liquid is rendered only in texts, links and extras")
            ])
        assertDiagnostics(
            campaign(message: #"type: slideup\#nmessage: "Hi ⟨o⟩{\\#n  { ${first_name} }""#),
            [Expect(.E801, at: "o", "`{{` is not closed by `}}`", help: Self.notClosedHelp)])
    }

    func testAVariantsTextsAreLiquidFieldsAndItsNameIsNot() {
        assertClean(
            """
            campaign: test
            trigger: session_start
            variants:
              - name: a
                percent: 50
                message: { type: slideup, message: "Hi {{${first_name} | default: 'you'}}" }
              - name: b
                percent: 50
                message:
                  type: modal
                  header: "{{${first_name} | default: 'Hello'}}"
                  message: Hi
                  buttons: [{ text: "Go {{${first_name} | default: 'now'}}", click_action: { uri: "myapp://x?u={{${user_id} | url_param_escape}}" } }]
            """)
        assertDiagnostics(
            """
            campaign: test
            trigger: session_start
            variants:
              - name: ⟨q⟩"⟨n⟩{{ x }}"
                percent: 50
                message: { type: slideup, message: A }
              - name: b
                percent: 50
                message: { type: slideup, message: B }
            """,
            [
                Expect(
                    .E106, at: "q",
                    "expected an id (1 to 64 lowercase letters, digits, `_` or `-`, starting with a letter or digit), found the string \"{{ x }}\""),
                Expect(
                    .E812, at: "n", "Liquid is not allowed in `name`: it is read when compiling, never rendered",
                    help: "write the value itself: Liquid is rendered only in texts, links and extras"),
            ])
    }

    func testLiquidInATriggerFilterIsE812() {
        assertDiagnostics(
            """
            campaign: test
            trigger:
              custom_event: opened
              filters:
                - { property: plan, equals: "⟨v⟩{{ x }}" }
            message:
              type: slideup
              message: Hi
            """,
            [
                Expect(
                    .E812, at: "v", "Liquid is not allowed in `equals`: triggers are matched on the device as written",
                    help: "write the value itself: Liquid is rendered only in texts, links and extras")
            ])
    }

    func testALiquidURIWithAWrittenSchemePasses() {
        assertClean(campaign(message: "type: slideup\nmessage: Hi\nclick_action:\n  uri: \"myapp://cart?u={{${user_id} | url_param_escape}}\""))
        assertClean(campaign(message: "type: slideup\nmessage: Hi\nclick_action:\n  uri: \"{{custom_attribute.${deep_link}}}\""))
    }

    func testAnUnescapedQueryOutputIsW814() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action:\n  uri: \"myapp://cart?u=⟨o⟩{{${user_id}}}\""),
            [
                Expect(
                    .W814, at: "o", "this output in the link's query is not escaped",
                    help: "add `| url_param_escape` so the value cannot break the link")
            ])
    }

    func testARenderedSchemeIsE106AtItsOutput() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nclick_action:\n  uri: \"⟨o⟩{{${user_id}}}://y\""),
            [
                Expect(
                    .E106, at: "o",
                    "expected an absolute URI with a scheme such as `https://…` or `myapp://…`, found the string \"{{${user_id}}}://y\": "
                        + "the scheme must be written, not rendered")
            ])
    }

    func testAnOpenLinkStepURIIsALiquidLink() {
        assertDiagnostics(
            campaign(
                message: "type: slideup\nmessage: Hi\nclick_action:\n  actions:\n    - open_link: { uri: \"https://x.example.com/?a=⟨o⟩{{${user_id}}}\" }"),
            [
                Expect(
                    .W814, at: "o", "this output in the link's query is not escaped",
                    help: "add `| url_param_escape` so the value cannot break the link")
            ])
    }

    func testDeclaredAttributesAreChecked() {
        var project = ProjectSettings.standard
        project.attributes = ["vip": .boolean]
        assertDiagnostics(
            campaign(
                message: "type: slideup\nmessage: \"{% if ⟨a⟩custom_attribute.${vip} == 'yes' %}VIP{% endif %}{{⟨b⟩custom_attribute.${vipp} | default: ''}}\""),
            [
                Expect(
                    .W813, at: "a", "`custom_attribute.${vip}` is declared `boolean` but compared with a string",
                    help: "compare with a boolean literal"),
                Expect(.E803, at: "b", "custom attribute `vipp` is not declared in `attributes:`", help: "did you mean `vip`?"),
            ], project: project)
    }

    func testPlainTextWithBracesIsNotLiquid() {
        assertClean(campaign(message: "type: slideup\nmessage: \"Use {curly} braces and 100% of { it }\""))
    }
}
