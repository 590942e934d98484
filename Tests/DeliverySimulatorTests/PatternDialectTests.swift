import CampaignModel
import CampaignTestSupport
import DeliverySimulator
import XCTest

/// How the simulator reads patterns (SPEC §9.1, §19 item 14): as ICU on iOS and Android, as
/// the Web SDK's JavaScript on Web, where a pattern JavaScript rejects drops every campaign on
/// its event; a search that gives up fails its filter with a note.
final class PatternDialectTests: XCTestCase {
    typealias F = SimulatorFixture

    private func matches(_ pattern: String) -> String {
        #"{"property_key":"c","property_type":"string","comparator":10,"property_value":"\#(pattern)"}"#
    }

    func testWebReadsAPatternAsJavaScript() throws {
        let startAnchor = matches(#"\\Aboot"#)
        XCTAssertTrue(try F.holds(startAnchor, "{ c: boots }"), "ICU: `\\A` is the start")
        XCTAssertFalse(try F.holds(startAnchor, "{ c: boots }", header: "simulator: { platform: web }\n"))
        XCTAssertTrue(try F.holds(startAnchor, "{ c: xAboots }", header: "simulator: { platform: web }\n"), "JavaScript: `\\A` is `A`")
        let posix = matches("^[[:digit:]]+$")
        XCTAssertTrue(try F.holds(posix, "{ c: \"42\" }"))
        XCTAssertFalse(try F.holds(posix, "{ c: \"42\" }", header: "simulator: { platform: web }\n"))
        XCTAssertTrue(try F.holds(posix, "{ c: \"d]]\" }", header: "simulator: { platform: web }\n"), "JavaScript: a class of `[:digt`, then `]`")
    }

    func testWebMatchesCaseSensitivelyUnlessRegexCaseSaysOtherwise() throws {
        let boot = matches("^boot")
        XCTAssertFalse(try F.holds(boot, "{ c: Boots }", header: "simulator: { platform: web }\n"))
        XCTAssertTrue(try F.holds(boot, "{ c: Boots }", header: "simulator: { platform: web, regex_case: insensitive }\n"))
    }

    func testAPatternTheWebSDKThrowsOnDropsEveryCampaignOnTheEvent() throws {
        let triggers = [
            F.trigger("sale", priority: 90, filters: "[[\(matches("(?i)^boots"))]]"),
            F.trigger("welcome", priority: 10),
        ]
        let steps = "  - custom_event: added_to_cart\n    properties: { c: boots }\n  - expect: { displayed: none }\n"
        let web = try F.run(triggers, steps: steps, header: "simulator: { platform: web }\n")
        XCTAssertEqual(F.failures(web), [])
        XCTAssertEqual(
            web.trace?.entries.first?.verdicts.map { "\($0.campaign) \($0.reason?.rawValue ?? "-"): \($0.why)" },
            [
                "sale filters: the Web SDK throws on this pattern: `c` matches \"(?i)^boots\", so no campaign on this event is shown (trigger `sale` condition 1 filter 1.1)",
                "welcome filters: the Web SDK throws on this pattern: `c` matches \"(?i)^boots\" of `sale`, so no campaign on this event is shown"
                    + " (trigger `sale` condition 1 filter 1.1)",
            ])
        let ios = try F.run(triggers, steps: steps)
        XCTAssertEqual(F.failures(ios).count, 1, "on iOS `sale` shows: the expectation fails")
    }

    func testASearchThatGivesUpFailsItsFilterWithANote() throws {
        // A backreference needs the backtracker; 30 characters of `a` take it beyond its budget.
        let pattern = matches(#"^(a|a)+\\1b"#)
        let steps = "  - custom_event: added_to_cart\n    properties: { c: \(String(repeating: "a", count: 30)) }\n  - expect: { displayed: none }\n"
        let outcome = try F.run([F.trigger("x", filters: "[[\(pattern)]]")], steps: steps)
        XCTAssertEqual(F.failures(outcome), [])
        let why = try XCTUnwrap(outcome.trace?.entries.first?.verdicts.first?.why)
        XCTAssertEqual(
            why,
            "`c` is aaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; the pattern of `c` matches \"^(a|a)+\\1b\" was too complex to evaluate (the search gave up), "
                + "so the filter fails (trigger `x` condition 1 filter 1.1)")
    }

    func testTheHostilePatternRunsInLinearTime() throws {
        // Issue 30 item 17: 8 s of processor time per event at 30 characters on ICU.
        let simulator = Simulator(payload: try F.payload([F.trigger("x", filters: "[[\(matches("(x+x+)+y"))]]")]))
        try CPUTime.assertLinear(
            size: 4_000, "`(x+x+)+y` in the simulator",
            prepare: { size in
                try F.scenario(
                    "scenario: s\nstart: 2026-03-02T10:00:00Z\nsteps:\n  - custom_event: added_to_cart\n    properties: { c: "
                        + String(repeating: "x", count: size) + " }\n  - expect: { displayed: none }\n")
            },
            { scenario in XCTAssertEqual(simulator.run(scenario, file: "s.yaml").diagnostics.map(\.code), []) })
    }
}
