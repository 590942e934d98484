import CampaignDiagnostics
import DeliverySimulator
import XCTest

private typealias F = SimulatorFixture

/// An E602's notes always say why (SPEC §19 item 9): when the window since the previous
/// `expect` holds nothing about the expected campaign, they cover the whole scenario; an
/// `any_of` that failed names every alternative and the value it met.
final class FailureNotesTests: XCTestCase {
    private let a = F.trigger("a", reEligibility: 0, filters: #"[[{"property_key":"n","property_type":"number","comparator":3,"property_value":1}]]"#)

    private func notes(_ outcome: ScenarioOutcome) -> [String] {
        outcome.diagnostics.flatMap { $0.notes.map(\.message) }
    }

    func testAWindowSilentAboutTheCampaignShowsTheWholeScenario() throws {
        let outcome = try F.run(
            [a],
            steps: """
                  - custom_event: added_to_cart
                    properties: { n: 0 }
                  - expect: { displayed: none }
                  - wait: 10s
                  - expect: { displayed: a }
                """)
        XCTAssertEqual(F.failures(outcome), ["E602 8: expected `a` to be displayed; nothing was displayed"])
        XCTAssertEqual(
            notes(outcome),
            [
                "nothing about `a` happened since the previous `expect`; the notes cover the whole scenario",
                "+00:00:00.000 custom_event added_to_cart {n: 0}: `a` dropped (filters): `n` is 0; the filter needs `n` greater_than 1"
                    + " (trigger `a` condition 1 filter 1.1)",
                "+00:00:00.000 wait 10s",
            ])
    }

    func testAWindowThatSpeaksOfTheCampaignKeepsToItself() throws {
        let outcome = try F.run(
            [a],
            steps: """
                  - custom_event: added_to_cart
                    properties: { n: 0 }
                  - expect: { displayed: none }
                  - custom_event: added_to_cart
                    properties: { n: 1 }
                  - expect: { displayed: a }
                """)
        XCTAssertEqual(
            notes(outcome),
            [
                "+00:00:00.000 custom_event added_to_cart {n: 1}: `a` dropped (filters): `n` is 1; the filter needs `n` greater_than 1"
                    + " (trigger `a` condition 1 filter 1.1)"
            ])
    }

    /// A key that names no campaign (`displayed: none`, `no_match`) keeps the window's notes.
    func testAKeyNamingNoCampaignKeepsTheWindow() throws {
        let outcome = try F.run(
            [a],
            steps: """
                  - custom_event: added_to_cart
                    properties: { n: 0 }
                  - expect: { displayed: none }
                  - wait: 1s
                  - expect: { no_match: false }
                """)
        XCTAssertEqual(notes(outcome), ["+00:00:00.000 wait 1s"])
    }

    func testAnAnyOfNamesEveryAlternativeAndTheValueItMet() throws {
        let filters =
            #"[[{"property_key":"category","property_type":"string","comparator":1,"property_value":"shoes"},"#
            + #"{"property_key":"size","property_type":"number","comparator":3,"property_value":40}]]"#
        let outcome = try F.run(
            [F.trigger("boots", filters: filters)],
            steps: """
                  - custom_event: added_to_cart
                    properties: { category: hats }
                  - expect: { displayed: boots }
                """)
        XCTAssertEqual(
            notes(outcome),
            [
                "+00:00:00.000 custom_event added_to_cart {category: hats}: `boots` dropped (filters): none of the 2 `any_of` alternatives"
                    + " holds: `category` equals \"shoes\" (`category` is hats); `size` greater_than 40 (the event has no `size`)"
                    + " (trigger `boots` condition 1 filter 1.1)"
            ])
    }
}
