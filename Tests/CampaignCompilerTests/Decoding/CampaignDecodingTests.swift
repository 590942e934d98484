import CampaignDiagnostics
import CampaignModel
import XCTest

@testable import CampaignCompiler

/// The campaign document (SPEC §2.2): its keys, defaults, and the checks on one campaign.
final class CampaignDecodingTests: XCTestCase {
    let message = "message: { type: slideup, message: Hi }"

    func testAFullCampaignDecodes() throws {
        let campaigns = assertClean(
            """
            campaign: spring-sale
            name: Spring sale banner
            description: Upsell free shipping
            priority: high
            schedule:
              start: 2026-03-01T09:00:00Z
              end: 2026-03-31T23:59:59Z
            reeligible_after: 7d
            delay: 2s
            trigger: session_start
            \(message)
            """)
        let c = try XCTUnwrap(campaigns.first)
        XCTAssertEqual(c.id.value, "spring-sale")
        XCTAssertEqual(c.id.range.start.line, 1)
        XCTAssertEqual(c.id.range.start.column, 11)
        XCTAssertEqual(c.name?.value, "Spring sale banner")
        XCTAssertEqual(c.description?.value, "Upsell free shipping")
        XCTAssertEqual(c.priority.value, 75)
        XCTAssertFalse(c.priority.isDefault)
        XCTAssertEqual(c.schedule.start?.value.unixSeconds, 1_772_355_600)
        XCTAssertEqual(c.schedule.end?.value.unixSeconds, 1_775_001_599)
        XCTAssertEqual(c.reeligibleAfter?.value, .days(7))
        XCTAssertEqual(c.delay?.value, .seconds(2))
        XCTAssertEqual(c.triggers.map(\.kind), [.sessionStart])
        XCTAssertEqual(c.triggerRange.start.line, 10)
        XCTAssertEqual(c.message.type, .slideup)
        XCTAssertEqual(c.documentIndex, 0)
    }

    func testDefaults() throws {
        let c = try XCTUnwrap(assertClean("campaign: a\ntrigger: any_purchase\n\(message)\n").first)
        XCTAssertEqual(c.priority.value, 50)
        XCTAssertTrue(c.priority.isDefault)
        XCTAssertEqual(c.priorityAnchor.start.line, 2)
        XCTAssertEqual(c.schedule, .always)
        XCTAssertNil(c.reeligibleAfter)
        XCTAssertNil(c.delay)
        XCTAssertEqual(c.delayDuration, .zero)
        XCTAssertNil(c.name)
    }

    func testPriorityForms() throws {
        for (text, value) in [("low", 25), ("medium", 50), ("high", 75), ("0", 0), ("100", 100), ("80", 80), ("\"high\"", 75)] {
            let c = try XCTUnwrap(assertClean("campaign: a\npriority: \(text)\ntrigger: session_start\n\(message)\n").first, text)
            XCTAssertEqual(c.priority.value, value, text)
        }
    }

    func testBadPriorities() {
        let expected = "expected `low`, `medium`, `high` or an integer from 0 to 100, found"
        let cases: [(String, Expect)] = [
            ("hihg", Expect(.E104, at: "p", "\(expected) `hihg`", help: "did you mean `high`?")),
            ("urgent", Expect(.E104, at: "p", "\(expected) `urgent`")),
            ("\"80\"", Expect(.E103, at: "p", "\(expected) the string \"80\"", help: "remove the quotes")),
            ("1.5", Expect(.E103, at: "p", "\(expected) `1.5`")),
            ("010", Expect(.E103, at: "p", "\(expected) `010`")),
            ("101", Expect(.E105, at: "p", "expected an integer from 0 to 100, found `101`")),
            ("-1", Expect(.E105, at: "p", "expected an integer from 0 to 100, found `-1`")),
            ("~", Expect(.E107, at: "p", "`priority` needs a value")),
            ("[high]", Expect(.E103, at: "p", "\(expected) a list")),
        ]
        for (text, expect) in cases {
            // Exactly one diagnostic: a priority that failed is not checked again.
            assertDiagnostics("campaign: a\npriority: ⟨p⟩\(text)\ntrigger: session_start\n\(message)\n", [expect])
            XCTAssertEqual(compileYAML("campaign: a\npriority: \(text)\ntrigger: session_start\n\(message)\n").campaigns.count, 0, text)
        }
    }

    func testMissingRequiredKeys() {
        assertDiagnostics(
            "⟨first⟩name: x\n",
            [
                Expect(.E102, at: "first", "missing required key `campaign`"),
                Expect(.E102, at: "first", "missing required key `message`"),
                Expect(.E102, at: "first", "missing required key `trigger`"),
            ])
    }

    func testUnknownTopLevelKeys() {
        assertDiagnostics(
            "campaign: a\n⟨k⟩prority: high\ntrigger: session_start\n\(message)\n⟨k2⟩colour: red\n",
            [
                Expect(.E101, at: "k", "unknown key `prority`", help: "did you mean `priority`?"),
                Expect(.E101, at: "k2", "unknown key `colour`"),
            ])
    }

    func testBadID() {
        assertDiagnostics(
            "campaign: ⟨v⟩Spring Sale\ntrigger: session_start\n\(message)\n",
            [
                Expect(
                    .E106, at: "v", "expected an id (1 to 64 lowercase letters, digits, `_` or `-`, starting with a letter or digit), found `Spring Sale`",
                    help: "write `spring-sale`")
            ])
    }

    func testIDsAreKeptForDocumentsWithErrors() {
        let compiled = compileYAML("campaign: a\ntrigger: nope\n\(message)\n---\ncampaign: b\ntrigger: session_start\n\(message)\n")
        XCTAssertEqual(compiled.campaignIDs.map(\.id.value), ["a", "b"])
        XCTAssertEqual(compiled.campaignIDs.map(\.documentIndex), [0, 1])
        XCTAssertEqual(compiled.campaignIDs.map(\.file), ["test.yaml", "test.yaml"])
        XCTAssertEqual(compiled.campaigns.map(\.id.value), ["b"])
        XCTAssertEqual(compiled.campaigns.map(\.documentIndex), [1])
        XCTAssertEqual(compiled.documentCount, 2)
    }

    func testEmptyStringsForNameAndDescription() {
        assertDiagnostics(
            "campaign: a\nname: ⟨n⟩\"\"\ndescription: ⟨d⟩~\ntrigger: session_start\n\(message)\n",
            [
                Expect(.E107, at: "n", "`name` must not be empty"),
                Expect(.E107, at: "d", "`description` needs a value"),
            ])
    }

    func testTypingTableInStringFields() throws {
        let c = try XCTUnwrap(assertClean("campaign: a\nname: no\ndescription: 0755\ntrigger: session_start\n\(message)\n").first)
        XCTAssertEqual(c.name?.value, "no")
        XCTAssertEqual(c.description?.value, "0755")
    }
}
