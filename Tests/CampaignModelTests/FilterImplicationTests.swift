import CampaignModel
import XCTest

/// Filter implication for W403: true only when every value one filter accepts the other does.
final class FilterImplicationTests: XCTestCase {
    private func number(_ property: String, _ comparator: Int, _ value: Double) -> PropertyFilterKey {
        PropertyFilterKey(property: property, comparator: comparator, type: .number, value: .number(NumberValue(text: "", double: value, integer: nil)))
    }

    private func string(_ property: String, _ comparator: Int, _ value: String) -> PropertyFilterKey {
        PropertyFilterKey(property: property, comparator: comparator, type: .string, value: .string(value))
    }

    private func exists(_ property: String, _ present: Bool, _ type: PropertyType = .number) -> PropertyFilterKey {
        PropertyFilterKey(property: property, comparator: present ? 11 : 12, type: type, value: .boolean(present))
    }

    private func ago(_ comparator: Int, days: Int64) -> PropertyFilterKey {
        PropertyFilterKey(property: "t", comparator: comparator, type: .time, value: .duration(.days(days)))
    }

    func testNumbersImplyByIntervalContainment() {
        let holds: [(PropertyFilterKey, PropertyFilterKey)] = [
            (number("n", 3, 100), number("n", 3, 50)), (number("n", 3, 50), number("n", 4, 50)), (number("n", 4, 51), number("n", 3, 50)),
            (number("n", 1, 7), number("n", 4, 7)), (number("n", 1, 7), number("n", 2, 8)), (number("n", 5, 10), number("n", 6, 10)),
            (number("n", 6, 9), number("n", 5, 10)), (number("n", 3, 10), number("n", 2, 10)), (number("n", 1, 3), exists("n", true)),
        ]
        for (a, b) in holds { XCTAssertTrue(FilterImplication.implies(a, b), "\(a) ⇒ \(b)") }
        let unsure: [(PropertyFilterKey, PropertyFilterKey)] = [
            (number("n", 3, 50), number("n", 3, 100)), (number("n", 4, 50), number("n", 3, 50)), (number("n", 1, 7), number("n", 2, 7)),
            (number("n", 3, 1), number("m", 3, 0)), (number("n", 2, 3), exists("n", true)), (exists("n", true), number("n", 3, 0)),
            (number("n", 3, 1), exists("n", true, .string)), (number("n", 3, 10), number("n", 2, 11)),
        ]
        for (a, b) in unsure { XCTAssertFalse(FilterImplication.implies(a, b), "\(a) ⇏ \(b)") }
    }

    func testStringsBooleansTimesAndAbsence() {
        XCTAssertTrue(FilterImplication.implies(string("c", 1, "coats"), string("c", 1, "coats")))
        XCTAssertTrue(FilterImplication.implies(string("c", 1, "coats"), string("c", 2, "hats")))
        XCTAssertFalse(FilterImplication.implies(string("c", 1, "Coats"), string("c", 2, "coats")), "case is not assumed")
        XCTAssertFalse(FilterImplication.implies(string("c", 10, "^co"), string("c", 10, "^c")), "patterns only when equal")
        XCTAssertTrue(FilterImplication.implies(ago(4, days: 1), ago(4, days: 7)))
        XCTAssertFalse(FilterImplication.implies(ago(4, days: 7), ago(4, days: 1)))
        XCTAssertTrue(FilterImplication.implies(ago(6, days: 30), ago(6, days: 7)))
        XCTAssertTrue(FilterImplication.implies(exists("n", false, .string), exists("n", false, .number)))
        XCTAssertFalse(FilterImplication.implies(exists("n", false), number("n", 2, 3)))
    }

    /// Lists: each entry of the broader list is implied by one entry of the narrower, whose
    /// alternatives each imply one of its alternatives.
    func testListsAndAnyOf() {
        let coats = string("c", 1, "coats")
        let hats = string("c", 1, "hats")
        let big = number("total", 3, 100)
        XCTAssertTrue(FilterImplication.implies([[coats], [big]], []))
        XCTAssertTrue(FilterImplication.implies([[coats], [big]], [[number("total", 3, 50)]]))
        XCTAssertTrue(FilterImplication.implies([[coats]], [[coats, hats]]))
        XCTAssertTrue(FilterImplication.implies([[coats, hats]], [[hats, coats]]))
        XCTAssertFalse(FilterImplication.implies([[coats, hats]], [[coats]]))
        XCTAssertFalse(FilterImplication.implies([], [[coats]]))
        XCTAssertFalse(FilterImplication.implies([[coats]], [[coats], [big]]))
    }

    func testTriggersCoverTheSameEventWithBroaderFilters() {
        let all = TriggerKey(kind: .customEvent, argument: "added_to_cart", filters: [])
        let winter = TriggerKey(kind: .customEvent, argument: "added_to_cart", filters: [[string("c", 1, "coats")]])
        XCTAssertTrue(all.covers(winter))
        XCTAssertFalse(winter.covers(all))
        XCTAssertFalse(TriggerKey(kind: .customEvent, argument: "viewed", filters: []).covers(winter))
        let anyPurchase = TriggerKey(kind: .anyPurchase, argument: nil, filters: [])
        XCTAssertTrue(anyPurchase.covers(TriggerKey(kind: .specificPurchase, argument: "sku", filters: [[big]])))
        XCTAssertFalse(TriggerKey(kind: .sessionStart, argument: nil, filters: []).covers(all))
    }

    private var big: PropertyFilterKey { number("total", 3, 100) }
}
