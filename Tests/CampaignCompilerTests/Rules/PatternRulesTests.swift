import CampaignDiagnostics
import XCTest

@testable import CampaignCompiler

/// E320, W321 and W322 (SPEC §19 item 14, issue 34 item 3, issue 30 item 17): a pattern the
/// Web SDK's JavaScript rejects or reads otherwise than ICU, and a repetition that can
/// backtrack catastrophically, each reported at the pattern with its exact words and fix-it.
final class PatternRulesTests: XCTestCase {
    private func filters(_ filters: String, trigger: String = "custom_event: viewed_category") -> String {
        "campaign: c\ntrigger:\n  \(trigger)\n  filters:\n\(filters)message: { type: slideup, message: Hi }\n"
    }

    func testInlineFlagsAreE320AtThePatternWithTheClassesAsFixIt() {
        assertFixIts(
            filters("    - property: category\n      matches: ⟨v⟩\"(?i)^boots\"⟨/v⟩\n"),
            [
                Expect(
                    .E320, at: "v", "the Web SDK rejects this pattern: every campaign triggered by `viewed_category` stops working on Web",
                    help: "`(?` at column 1: JavaScript has no inline flags such as `(?i)`; write the pattern in the syntax ICU and JavaScript share")
            ],
            fixIts: [0: [ExpectFix("replace `\"(?i)^boots\"` with `\"^[Bb][Oo][Oo][Tt][Ssſ]\"`", "v", "/v", "\"^[Bb][Oo][Oo][Tt][Ssſ]\"", safe: true)]])
    }

    func testAPurchaseTriggerNamesThePurchase() {
        assertDiagnostics(
            filters("    - property: size\n      does_not_match: ⟨v⟩'x*+'\n", trigger: "specific_purchase: boots"),
            [
                Expect(
                    .E320, at: "v", "the Web SDK rejects this pattern: every campaign triggered by a purchase of `boots` stops working on Web",
                    help: "`+` at column 3 repeats nothing; write the pattern in the syntax ICU and JavaScript share")
            ])
    }

    func testAnAtomicGroupHasNoFixIt() {
        assertFixIts(
            filters("    - property: category\n      matches: ⟨v⟩'(?>boot)s'\n"),
            [
                Expect(
                    .E320, at: "v", "the Web SDK rejects this pattern: every campaign triggered by `viewed_category` stops working on Web",
                    help: "`(?` at column 1: JavaScript has no atomic groups `(?>…)`; write the pattern in the syntax ICU and JavaScript share")
            ], fixIts: [:])
    }

    func testAConstructReadOtherwiseIsW321WithItsReplacement() {
        assertFixIts(
            filters("    - property: category\n      matches: ⟨v⟩'\\Aboots'⟨/v⟩\n"),
            [
                Expect(
                    .W321, at: "v", "`\\A` is read as the start of the text on iOS and Android but as the letter `A` on Web",
                    help: "write `^` for `\\A`")
            ],
            fixIts: [0: [ExpectFix("replace `'\\Aboots'` with `^boots`", "v", "/v", "^boots", safe: true)]])
    }

    func testSeveralConstructsAreCountedAndAnApproximateFixIsNotSafe() {
        assertFixIts(
            filters("    - property: category\n      matches: ⟨v⟩'\\Aboots\\Z'⟨/v⟩\n"),
            [
                Expect(
                    .W321, at: "v", "`\\A` is read as the start of the text on iOS and Android but as the letter `A` on Web (and one more construct like it)",
                    help: "write it with what ICU and JavaScript read alike")
            ],
            fixIts: [0: [ExpectFix("replace `'\\Aboots\\Z'` with `^boots$`", "v", "/v", "^boots$", safe: false)]])
    }

    func testAPropertyIsW321WithoutFixIt() {
        assertFixIts(
            filters("    - property: name\n      matches: ⟨v⟩'^\\p{Lu}'\n"),
            [
                Expect(
                    .W321, at: "v", "`\\p{Lu}` is read as the Unicode property `\\p{Lu}` on iOS and Android but as the text `p{Lu}` on Web",
                    help: "write it with what ICU and JavaScript read alike")
            ], fixIts: [:])
    }

    func testANestedRepetitionIsW322() {
        assertDiagnostics(
            filters("    - property: code\n      matches: ⟨v⟩'(x+x+)+y'\n"),
            [
                Expect(
                    .W322, at: "v",
                    "`(x+x+)+` repeats `x+`, which can take the same characters as what follows it: on a text that almost matches, "
                        + "every platform's engine tries a number of ways that grows exponentially with its length",
                    help: "let each character be matched one way only: `(a+)+` as `a+`, `(a|a)*` as `a*`, `(x+x+)+y` as `x{2,}y`")
            ])
    }

    func testPortablePatternsInAnyOfAreClean() {
        assertClean(
            filters("    - any_of:\n        - { property: category, matches: \"^(boots|sneakers)$\" }\n        - { property: sku, does_not_match: '\\d{5}' }\n")
        )
    }

    func testAnInvalidPatternIsOnlyE303() {
        XCTAssertEqual(compileYAML(filters("    - property: category\n      matches: '(?i)(boots'\n")).diagnostics.map(\.code), [.E303])
    }

    func testTheCodesAreAdjustableAndE320AloneWhenJavaScriptRejects() {
        XCTAssertTrue([DiagnosticCode.E320, .W321, .W322].allSatisfy(\.isAdjustable))
        let marked = filters("    - property: category\n      matches: '(?i)\\Aboots'\n")
        XCTAssertEqual(compileYAML(marked).diagnostics.map(\.code), [.E320])
    }
}
