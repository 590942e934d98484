import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// `extras:`: values kept as the exact text written; E501 for non-scalars; keys non-empty.
final class ExtrasDecodingTests: XCTestCase {
    func testValuesAreTheTextAsWritten() throws {
        let campaigns = assertClean(
            campaign(
                message: """
                    type: slideup
                    message: Hi
                    ⟨k⟩extras:
                      count: 5
                      enabled: yes
                      ratio: 1.50
                      code: 0755
                      off: no
                      empty: ""
                      quoted: 'x y'
                      tilde: "~"
                      note: |
                        two
                        lines
                    """))
        let extras = try XCTUnwrap(campaigns.first?.message.common.extras)
        XCTAssertEqual(extras.entries.map(\.key.value), ["count", "enabled", "ratio", "code", "off", "empty", "quoted", "tilde", "note"])
        XCTAssertEqual(extras.entries.map(\.value.value), ["5", "yes", "1.50", "0755", "no", "", "x y", "~", "two\nlines\n"])
        XCTAssertEqual(extras["count"], "5")
        XCTAssertNil(extras["missing"])
        XCTAssertEqual(extras.keyRange?.start.line, 6)
        XCTAssertEqual(extras.keyRange?.start.column, 3)
        XCTAssertEqual(extras.entry("enabled")?.value.range.start.column, 14)
    }

    func testNonScalarValuesAreE501() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nextras:\n  a: ⟨m⟩{x: 1}\n  b: ⟨l⟩[1, 2]\n  c: ⟨n⟩~\n  d: ⟨z⟩null\n  ok: fine"),
            [
                Expect(
                    .E501, at: "m", "extras value for `a` must be a string, number or boolean, found a mapping",
                    help: "write the value as one string: extras are sent as text"),
                Expect(
                    .E501, at: "l", "extras value for `b` must be a string, number or boolean, found a list",
                    help: "write the value as one string: extras are sent as text"),
                Expect(.E501, at: "n", "extras value for `c` must be a string, number or boolean, found nothing", help: "write `\"\"` for an empty value"),
                Expect(.E501, at: "z", "extras value for `d` must be a string, number or boolean, found nothing", help: "write `\"\"` for an empty value"),
            ])
    }

    func testKeysMustNotBeEmpty() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nextras: { ⟨k⟩\"\": x, a: b }"),
            [
                Expect(.E107, at: "k", "an extras key must not be empty")
            ])
    }

    func testExtrasMustBeAMapping() {
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nextras: ⟨v⟩[a, b]"),
            [
                Expect(.E103, at: "v", "expected a mapping, found a list")
            ])
        assertDiagnostics(
            campaign(message: "type: slideup\nmessage: Hi\nextras: ⟨v⟩~"),
            [
                Expect(.E107, at: "v", "`extras` needs a value")
            ])
    }

    func testEmptyExtras() throws {
        let campaigns = assertClean(campaign(message: "type: slideup\nmessage: Hi\nextras: {}"))
        let extras = try XCTUnwrap(campaigns.first?.message.common.extras)
        XCTAssertTrue(extras.isEmpty)
        XCTAssertEqual(extras.keyRange?.start.line, 6)
    }
}
