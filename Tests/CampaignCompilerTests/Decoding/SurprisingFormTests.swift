import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// W318 (SPEC §19 item 4): a filter value typed by its own form, or a scenario property, whose
/// plain form reads as something other than what a person means; two unsafe fix-its.
final class SurprisingFormTests: XCTestCase {
    private let tail = "message: { type: slideup, message: Hi }\n"

    private func filter(_ value: String, op: String = "equals", extra: String = "") -> String {
        "campaign: a\ntrigger: { custom_event: e, filters: [ { property: p, \(op): ⟨v⟩\(value)⟨/v⟩\(extra) } ] }\n" + tail
    }

    private func quoteFix(_ text: String) -> ExpectFix {
        ExpectFix("replace `\(text)` with `\"\(text)\"`", "v", "/v", "\"\(text)\"", safe: false)
    }

    private func writeFix(_ text: String, _ usual: String) -> ExpectFix {
        ExpectFix("replace `\(text)` with `\(usual)`", "v", "/v", usual, safe: false)
    }

    private let help = "quote the value to keep the text as written, or write it as the number or boolean it means"

    func testNumbersWrittenInSurprisingFormsAreNamedWithBothReadings() {
        let cases: [(String, String)] = [
            ("02134", "2134"), ("007", "7"), ("+7", "7"), ("1e3", "1000"), ("2.5E-2", "0.025"), ("0x1F", "31"), ("0o17", "15"),
            (".5", "0.5"), ("5.", "5"), ("-01.5", "-1.5"), ("1.5e-7", "0.00000015"),
        ]
        for (written, usual) in cases {
            assertFixIts(
                filter(written),
                [
                    Expect(
                        .W318, at: "v", "`\(written)` is read as the number \(usual); quote it for the text \"\(written)\", or write \(usual)",
                        help: help)
                ],
                fixIts: [0: [quoteFix(written), writeFix(written, usual)]])
        }
    }

    func testTheZipCodeCompilesAsTheNumberItReadsAs() throws {
        let campaign = try XCTUnwrap(compileYAML(filter("02134")).campaigns.first)
        guard case .filter(let f)? = campaign.triggers.first?.filters.first else { return XCTFail("no filter") }
        XCTAssertEqual(f.type, .number)
        XCTAssertEqual(f.value.value.normalized, .number(NumberValue(text: "", double: 2134, integer: 2134)))
    }

    func testYAML11BooleanWordsAreTextAndSaySo() {
        for (written, flag) in [("yes", true), ("No", false), ("ON", true), ("off", false), ("y", true), ("N", false), ("True", true), ("FALSE", false)] {
            assertFixIts(
                filter(written),
                [
                    Expect(
                        .W318, at: "v",
                        "`\(written)` is read as the text \"\(written)\", not the boolean \(flag); quote it for the text \"\(written)\", or write \(flag)",
                        help: help)
                ],
                fixIts: [0: [quoteFix(written), writeFix(written, String(flag))]])
        }
    }

    /// `not_equals` takes no boolean: only the quotes are offered.
    func testAnOperatorWithoutBooleansOffersOnlyTheQuotes() {
        assertFixIts(
            filter("yes", op: "not_equals"),
            [
                Expect(
                    .W318, at: "v", "`yes` is read as the text \"yes\", not the boolean true; quote it for the text \"yes\"", help: help)
            ],
            fixIts: [0: [quoteFix("yes")]])
    }

    func testUsualFormsQuotedValuesAndTypedFiltersSayNothing() {
        for value in ["2134", "0", "-7", "1.5", "0.5", "-0.25", "true", "false", "\"02134\"", "'yes'", "shoes", "1_000", "0x", "yess"] {
            assertClean(filter(value))
        }
        assertClean(filter("02134", extra: ", type: string"))
        assertClean(filter("yes", extra: ", type: string"))
        assertClean(filter("1e3", extra: ", type: number"))
        // An operator that implies its type reads the value by that type.
        assertClean(filter("+5", op: "greater_than"))
    }

    func testAnyOfFiltersAreCheckedToo() {
        assertDiagnostics(
            "campaign: a\ntrigger: { custom_event: e, filters: [ { any_of: [ { property: p, equals: ⟨v⟩007 } ] } ] }\n" + tail,
            [Expect(.W318, at: "v", "`007` is read as the number 7; quote it for the text \"007\", or write 7", help: help)])
    }

    func testScenarioEventPropertiesAreReadTheSameWay() throws {
        let text =
            "scenario: s\nstart: 2026-03-02T10:00:00Z\nsteps:\n"
            + "  - custom_event: e\n    properties: { zip: ⟨v⟩02134⟨/v⟩, member: ⟨w⟩yes⟨/w⟩, n: 3, q: \"007\" }\n"
            + "  - expect: { displayed: none }\n"
        assertFixIts(
            text,
            [
                Expect(.W318, at: "v", "`02134` is read as the number 2134; quote it for the text \"02134\", or write 2134", help: help),
                Expect(
                    .W318, at: "w", "`yes` is read as the text \"yes\", not the boolean true; quote it for the text \"yes\", or write true",
                    help: help),
            ],
            fixIts: [
                0: [quoteFix("02134"), writeFix("02134", "2134")],
                1: [
                    ExpectFix("replace `yes` with `\"yes\"`", "w", "/w", "\"yes\"", safe: false),
                    ExpectFix("replace `yes` with `true`", "w", "/w", "true", safe: false),
                ],
            ])
        let scenario = try XCTUnwrap(compileYAML(text).scenarios.first)
        guard case .customEvent(_, let properties) = scenario.steps.first?.kind else { return XCTFail("no event") }
        XCTAssertEqual(properties.map(\.value.value), [.number(2134), .string("yes"), .number(3), .string("007")])
    }
}
