import CampaignModel
import DeliverySimulator
import XCTest

/// Filter evaluation (SPEC §9.1, R1.5): comparators by property type, absent properties,
/// type mismatches, regular-expression search and relative times.
final class FilterComparatorTests: XCTestCase {
    typealias F = SimulatorFixture

    /// True when the filter (one JSON object) holds for an event with `properties` (flow YAML).
    private func holds(_ filter: String, _ properties: String, header: String = "", line: UInt = #line) throws -> Bool {
        try F.holds(filter, properties, header: header, line: line)
    }

    private func number(_ comparator: Int, _ value: String) -> String {
        #"{"property_key":"n","property_type":"number","comparator":\#(comparator),"property_value":\#(value)}"#
    }

    func testNumberComparators() throws {
        XCTAssertTrue(try holds(number(1, "50"), "{ n: 50.0 }"))
        XCTAssertFalse(try holds(number(1, "50"), "{ n: \"50\" }"), "a quoted value is a string: type mismatch")
        XCTAssertTrue(try holds(number(2, "50"), "{ n: 49 }"))
        XCTAssertFalse(try holds(number(2, "50"), "{ other: 1 }"), "not_equals on an absent property is false")
        XCTAssertTrue(try holds(number(3, "50"), "{ n: 50.5 }"))
        XCTAssertFalse(try holds(number(3, "50"), "{ n: 50 }"))
        XCTAssertTrue(try holds(number(4, "50"), "{ n: 50 }"))
        XCTAssertTrue(try holds(number(5, "50"), "{ n: 49 }"))
        XCTAssertFalse(try holds(number(5, "50"), "{ n: 50 }"))
        XCTAssertTrue(try holds(number(6, "50"), "{ n: 50 }"))
        XCTAssertTrue(try holds(number(3, "1e1"), "{ n: 0x10 }"), "YAML 1.2 core numbers")
    }

    func testStringBooleanAndExists() throws {
        let equals = #"{"property_key":"c","property_type":"string","comparator":1,"property_value":"Boots"}"#
        XCTAssertTrue(try holds(equals, "{ c: Boots }"))
        XCTAssertFalse(try holds(equals, "{ c: boots }"), "string equals is case-sensitive")
        let notEquals = #"{"property_key":"c","property_type":"string","comparator":2,"property_value":"Boots"}"#
        XCTAssertTrue(try holds(notEquals, "{ c: Shoes }"))
        XCTAssertFalse(try holds(notEquals, "{ c: 5 }"), "a number is not a string")
        let flag = #"{"property_key":"b","property_type":"boolean","comparator":1,"property_value":true}"#
        XCTAssertTrue(try holds(flag, "{ b: true }"))
        XCTAssertFalse(try holds(flag, "{ b: \"true\" }"))
        let exists = #"{"property_key":"c","property_type":"string","comparator":11}"#
        let missing = #"{"property_key":"c","property_type":"string","comparator":12}"#
        XCTAssertTrue(try holds(exists, "{ c: x }"))
        XCTAssertFalse(try holds(exists, "{ c: 1 }"))
        XCTAssertFalse(try holds(missing, "{ c: 1 }"), "v3: exists: false holds only on an absent property; a number is present")
        XCTAssertTrue(try holds(missing, "{ d: x }"))
        XCTAssertFalse(try holds(missing, "{ c: x }"))
    }

    func testRegularExpressionsAreSearchesCaseInsensitiveByDefault() throws {
        let matches = #"{"property_key":"c","property_type":"string","comparator":10,"property_value":"boot"}"#
        XCTAssertTrue(try holds(matches, "{ c: Rain BOOTS }"))
        XCTAssertFalse(try holds(matches, "{ c: Rain BOOTS }", header: "simulator: { regex_case: sensitive }\n"))
        let notMatches = #"{"property_key":"c","property_type":"string","comparator":17,"property_value":"^gift"}"#
        XCTAssertTrue(try holds(notMatches, "{ c: shoes }"))
        XCTAssertFalse(try holds(notMatches, "{ c: Gift card }"))
        XCTAssertFalse(try holds(notMatches, "{ d: x }"), "does_not_match needs a present string")
    }

    func testTimesAreMeasuredFromTheEvent() throws {
        // The event is at 2026-03-02T10:00:00Z; `seen` one hour before.
        func date(_ comparator: Int, _ value: Int64) -> String {
            #"{"property_key":"seen","property_type":"date","comparator":\#(comparator),"property_value":\#(value)}"#
        }
        let hourAgo = "{ seen: 2026-03-02T09:00:00Z }"
        XCTAssertTrue(try holds(date(4, 7200), hourAgo), "less_than_ago 2h")
        XCTAssertFalse(try holds(date(4, 3600), hourAgo), "strict")
        XCTAssertTrue(try holds(date(6, 1800), hourAgo), "more_than_ago 30m")
        XCTAssertTrue(try holds(date(15, 60), hourAgo), "a past date passes less_than_in")
        XCTAssertFalse(try holds(date(16, 60), hourAgo))
        XCTAssertTrue(try holds(date(16, 60), "{ seen: 2026-03-02T11:00:00+01:00 }") == false, "the same instant is not in more than 60s")
        XCTAssertTrue(try holds(date(5, F.start), hourAgo), "before")
        XCTAssertFalse(try holds(date(5, F.start - 3600), hourAgo), "before is strict")
        XCTAssertTrue(try holds(date(3, F.start - 3601), hourAgo), "after")
        XCTAssertFalse(try holds(date(3, F.start - 3600), hourAgo), "after is strict")
    }

    func testAnUnreadableTimeIsE605AtTheValue() throws {
        let filter = #"{"property_key":"seen","property_type":"date","comparator":4,"property_value":60}"#
        let outcome = try F.run(
            [F.trigger("x", filters: "[[\(filter)]]")],
            steps: """
                  - custom_event: added_to_cart
                    properties: { seen: yesterday }
                  - expect: { displayed: none, dropped: { campaign: x, reason: filters } }
                """)
        XCTAssertEqual(F.failures(outcome), ["E605 5: `seen` is compared as a time, but `yesterday` is not an RFC 3339 time"])
        XCTAssertEqual(outcome.result, .fail)
    }

    func testAnyOfNeedsOneAndEveryEntryMustHold() throws {
        let filters = """
            [[{"property_key":"n","property_type":"number","comparator":3,"property_value":10}],\
            [{"property_key":"c","property_type":"string","comparator":1,"property_value":"a"},\
            {"property_key":"c","property_type":"string","comparator":1,"property_value":"b"}]]
            """
        let trigger = F.trigger("x", filters: filters)
        let run = { (properties: String) throws -> Bool in
            let outcome = try F.run([trigger], steps: "  - custom_event: added_to_cart\n    properties: \(properties)\n  - expect: { displayed: none }\n")
            return outcome.trace?.entries.contains { $0.action == "display" } ?? false
        }
        XCTAssertTrue(try run("{ n: 11, c: b }"))
        XCTAssertFalse(try run("{ n: 11, c: z }"))
        XCTAssertFalse(try run("{ n: 9, c: a }"))
    }
}
