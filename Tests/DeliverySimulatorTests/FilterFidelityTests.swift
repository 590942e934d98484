import CampaignModel
import DeliverySimulator
import XCTest

/// SPEC v3 §9.1: filters on an absent or other-typed property as the engines read them, the
/// web's `absent_property: lenient` and `ago_bounds: inclusive`, and filter values no
/// calendar can show.
final class FilterFidelityTests: XCTestCase {
    typealias F = SimulatorFixture

    private func filter(_ key: String, _ type: String, _ comparator: Int, _ value: String? = nil) -> String {
        let member = value.map { #","property_value":\#($0)"# } ?? ""
        return #"{"property_key":"\#(key)","property_type":"\#(type)","comparator":\#(comparator)\#(member)}"#
    }

    private let web = "simulator: { platform: web }\n"

    /// A coupon sent as the number 5 is present: `exists: false` with `type: string` fails
    /// (Roku's `DOES_NOT_EXIST` is `value = invalid`, Web's `null == value`).
    func testExistsFalseHoldsOnlyWhenThePropertyIsAbsent() throws {
        let noCoupon = filter("coupon", "string", 12)
        XCTAssertFalse(try F.holds(noCoupon, "{ coupon: 5 }"))
        XCTAssertFalse(try F.holds(noCoupon, "{ coupon: true }"))
        XCTAssertFalse(try F.holds(noCoupon, "{ coupon: SPRING }"))
        XCTAssertTrue(try F.holds(noCoupon, "{ other: SPRING }"))
        XCTAssertTrue(try F.holds(noCoupon, "{}"))
        XCTAssertFalse(try F.holds(filter("when", "date", 12), "{ when: 2026-03-01T09:00:00Z }"))
        // The same on the web: `exists: false` does not depend on `absent_property`.
        XCTAssertFalse(try F.holds(noCoupon, "{ coupon: 5 }", header: web))
    }

    func testExistsTrueNeedsTheFiltersTypeUnlessLenient() throws {
        let coupon = filter("coupon", "string", 11)
        XCTAssertTrue(try F.holds(coupon, "{ coupon: SPRING }"))
        XCTAssertFalse(try F.holds(coupon, "{ coupon: 5 }"), "strict: a number is not a string")
        XCTAssertTrue(try F.holds(coupon, "{ coupon: 5 }", header: web), "web: `null != value`, any type")
        XCTAssertTrue(try F.holds(coupon, "{ coupon: 5 }", header: "simulator: { absent_property: lenient }\n"))
        XCTAssertFalse(try F.holds(coupon, "{ other: 5 }", header: web))
        XCTAssertFalse(
            try F.holds(coupon, "{ coupon: 5 }", header: "simulator: { platform: web, absent_property: strict }\n"), "a single option overrides the platform")
    }

    func testLenientNotEqualsAndDoesNotMatchHoldOnAbsentOrOtherTyped() throws {
        let notBoots = filter("category", "string", 2, #""Boots""#)
        let notGift = filter("category", "string", 17, #""^gift""#)
        let notFive = filter("n", "number", 2, "5")
        for (rule, properties) in [
            (notBoots, "{ other: 1 }"), (notBoots, "{ category: 3 }"), (notGift, "{}"), (notGift, "{ category: true }"), (notFive, "{ n: x }"),
        ] {
            XCTAssertFalse(try F.holds(rule, properties), "strict: \(rule) on \(properties)")
            XCTAssertTrue(try F.holds(rule, properties, header: web), "web: \(rule) on \(properties)")
        }
        XCTAssertFalse(try F.holds(notBoots, "{ category: Boots }", header: web), "a present string still compares")
        // Other operators stay false on an absent property, on every platform.
        XCTAssertFalse(try F.holds(filter("n", "number", 3, "5"), "{}", header: web))
        XCTAssertFalse(try F.holds(filter("category", "string", 1, #""Boots""#), "{ category: 5 }", header: web))
    }

    /// The event is at 2026-03-02T10:00:00Z; `seen` exactly one hour before.
    func testAgoBoundsAreInclusiveOnTheWebOnly() throws {
        let hourAgo = "{ seen: 2026-03-02T09:00:00Z }"
        let lessThanHourAgo = filter("seen", "date", 4, "3600")
        let moreThanHourAgo = filter("seen", "date", 6, "3600")
        XCTAssertFalse(try F.holds(lessThanHourAgo, hourAgo))
        XCTAssertFalse(try F.holds(moreThanHourAgo, hourAgo))
        XCTAssertTrue(try F.holds(lessThanHourAgo, hourAgo, header: web), "Web's comparator 4 is <=")
        XCTAssertTrue(try F.holds(moreThanHourAgo, hourAgo, header: web), "Web's comparator 6 is >=")
        XCTAssertTrue(try F.holds(moreThanHourAgo, hourAgo, header: "simulator: { ago_bounds: inclusive }\n"))
        // 15 and 16 stay strict.
        let inAnHour = "{ seen: 2026-03-02T11:00:00Z }"
        XCTAssertFalse(try F.holds(filter("seen", "date", 15, "3600"), inAnHour, header: web))
        XCTAssertFalse(try F.holds(filter("seen", "date", 16, "3600"), inAnHour, header: web))
    }

    /// Issue 23 item 11: a time filter value beyond ±9.2e15 once crashed with an arithmetic
    /// overflow at the first event of that name. Comparisons are made on the numbers as given:
    /// such a value is a time far in the future (or past), or a duration longer than any.
    func testHugeTimeFilterValuesCompareWithoutOverflow() throws {
        let hourAgo = "{ seen: 2026-03-02T09:00:00Z }"
        for value in ["9223372036854775807", "-9223372036854775808", "9300000000000000", "1e300", "-1e300"] {
            for comparator in [3, 4, 5, 6, 15, 16, 1] {
                _ = try F.holds(filter("seen", "date", comparator, value), hourAgo)
            }
        }
        XCTAssertTrue(try F.holds(filter("seen", "date", 5, "9223372036854775807"), hourAgo), "before the end of time")
        XCTAssertTrue(try F.holds(filter("seen", "date", 4, "9223372036854775807"), hourAgo), "less than forever ago")
        XCTAssertFalse(try F.holds(filter("seen", "date", 3, "9223372036854775807"), hourAgo))
        // The note writes the number as it is.
        let outcome = try F.run(
            [F.trigger("x", filters: "[[\(filter("seen", "date", 3, "9223372036854775807"))]]")],
            steps: "  - custom_event: added_to_cart\n    properties: \(hourAgo)\n  - expect: { displayed: x }\n")
        XCTAssertTrue(
            outcome.diagnostics.first?.notes.contains { $0.message.contains("`seen` after 9223372036854775807 (Unix seconds)") } ?? false,
            "\(outcome.diagnostics.first?.notes.map(\.message) ?? [])")
    }

    /// SPEC v3 §9.4: values are written as in YAML, so a string that reads as another type is quoted.
    func testValuesAreWrittenAsInYAML() throws {
        let outcome = try F.run(
            [F.trigger("x", filters: "[[\(filter("items_count", "number", 3, "1"))]]")],
            steps: """
                  - custom_event: added_to_cart
                    properties: { items_count: "3", label: "true", name: Boots, note: "a, b" }
                  - expect: { displayed: x }
                """)
        let notes = outcome.diagnostics.first?.notes.map(\.message) ?? []
        XCTAssertEqual(
            notes,
            [
                #"+00:00:00.000 custom_event added_to_cart {items_count: "3", label: "true", name: Boots, note: "a, b"}: `x` dropped (filters): "#
                    + #"`items_count` is "3", not a number; the filter needs `items_count` greater_than 1 (trigger `x` condition 1 filter 1.1)"#
            ])
    }
}
