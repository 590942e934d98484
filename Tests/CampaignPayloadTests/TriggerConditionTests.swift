import CampaignModel
import CampaignPayload
import CanonicalJSON
import XCTest

final class TriggerConditionTests: XCTestCase {
    private func condition(_ trigger: Trigger) -> JSONValue {
        TriggerConditionMapping.condition(of: trigger)
    }

    private let cartTotal = FilterEntry.filter(Fixture.filter("cart_total", .greaterThan, Fixture.number("50"), type: .number))

    func testSessionStartIsOpen() {
        XCTAssertJSON(condition(Fixture.trigger(.sessionStart)), #"{"type":"open"}"#)
    }

    func testAnyPurchaseIsPurchaseWithEmptyData() {
        XCTAssertJSON(condition(Fixture.trigger(.anyPurchase)), #"{"data":{},"type":"purchase"}"#)
    }

    func testSpecificPurchaseWithoutAndWithFilters() {
        XCTAssertJSON(condition(Fixture.trigger(.specificPurchase, "sku_123")), #"{"data":{"product_id":"sku_123"},"type":"purchase"}"#)
        XCTAssertJSON(
            condition(Fixture.trigger(.specificPurchase, "sku_123", filters: [cartTotal])),
            #"{"data":{"product_id":"sku_123","property_filters":[[{"comparator":3,"property_key":"cart_total","property_type":"number","property_value":50}]]},"type":"purchase_property"}"#
        )
    }

    func testCustomEventWithoutAndWithFilters() {
        XCTAssertJSON(condition(Fixture.trigger(.customEvent, "added_to_cart")), #"{"data":{"event_name":"added_to_cart"},"type":"custom_event"}"#)
        XCTAssertJSON(
            condition(Fixture.trigger(.customEvent, "added_to_cart", filters: [cartTotal])),
            #"{"data":{"event_name":"added_to_cart","property_filters":[[{"comparator":3,"property_key":"cart_total","property_type":"number","property_value":50}]]},"type":"custom_event_property"}"#
        )
    }

    func testPushClickCarriesTheCampaignID() {
        XCTAssertJSON(condition(Fixture.trigger(.pushClick, "winback-push")), #"{"data":{"campaign_id":"winback-push"},"type":"push_click"}"#)
    }

    func testAnyOfIsOneInnerListBesidePlainFilters() {
        let filters: [FilterEntry] = [
            cartTotal,
            .filter(Fixture.filter("coupon", .exists, .boolean(true), type: .string, explicit: true)),
            .anyOf(
                [
                    Fixture.filter("category", .equals, .string("shoes"), type: .string),
                    Fixture.filter("category", .matches, .string("^boot"), type: .string),
                ], range: Fixture.range),
        ]
        XCTAssertJSON(
            TriggerConditionMapping.propertyFilters(filters),
            #"[[{"comparator":3,"property_key":"cart_total","property_type":"number","property_value":50}],"#
                + #"[{"comparator":11,"property_key":"coupon","property_type":"string"}],"#
                + #"[{"comparator":1,"property_key":"category","property_type":"string","property_value":"shoes"},"#
                + #"{"comparator":10,"property_key":"category","property_type":"string","property_value":"^boot"}]]"#
        )
    }

    func testEveryOperatorHasItsComparator() {
        let cases: [(FilterOperator, FilterValue, PropertyType, Int)] = [
            (.equals, .string("a"), .string, 1),
            (.notEquals, .string("a"), .string, 2),
            (.greaterThan, Fixture.number("1"), .number, 3),
            (.greaterThanOrEqual, Fixture.number("1"), .number, 4),
            (.lessThan, Fixture.number("1"), .number, 5),
            (.lessThanOrEqual, Fixture.number("1"), .number, 6),
            (.matches, .string("^a"), .string, 10),
            (.doesNotMatch, .string("^a"), .string, 17),
            (.exists, .boolean(true), .number, 11),
            (.exists, .boolean(false), .number, 12),
            (.lessThanAgo, .duration(.days(1)), .time, 4),
            (.moreThanAgo, .duration(.hours(2)), .time, 6),
            (.lessThanIn, .duration(.days(1)), .time, 15),
            (.moreThanIn, .duration(.hours(2)), .time, 16),
            (.before, .time(Timestamp(unixSeconds: 1_772_355_600)), .time, 5),
            (.after, .time(Timestamp(unixSeconds: 1_772_355_600)), .time, 3),
        ]
        for (op, value, type, comparator) in cases {
            let filter = TriggerConditionMapping.filter(Fixture.filter("p", op, value, type: type))
            XCTAssertJSON(filter["comparator"], "\(comparator)", "\(op)")
        }
        XCTAssertEqual(Set(cases.map(\.0)), Set(FilterOperator.allCases))
    }

    func testPropertyTypesAndTimeIsDate() {
        let types: [(PropertyType, String)] = [(.string, "string"), (.number, "number"), (.boolean, "boolean"), (.time, "date")]
        for (type, word) in types {
            let filter = TriggerConditionMapping.filter(Fixture.filter("p", .exists, .boolean(true), type: type, explicit: true))
            XCTAssertJSON(filter["property_type"], "\"\(word)\"")
        }
    }

    func testPropertyValueForms() {
        func value(_ value: FilterValue, _ op: FilterOperator = .equals, _ type: PropertyType = .string) -> String? {
            compactText(TriggerConditionMapping.filter(Fixture.filter("p", op, value, type: type))["property_value"])
        }
        XCTAssertEqual(value(.string("no")), #""no""#)
        XCTAssertEqual(value(.string("a/b \"c\"")), #""a/b \"c\"""#)
        XCTAssertEqual(value(Fixture.number("42"), .equals, .number), "42")
        XCTAssertEqual(value(Fixture.number("-12"), .equals, .number), "-12")
        XCTAssertEqual(value(Fixture.number("2.5"), .greaterThan, .number), "2.5")
        XCTAssertEqual(value(Fixture.number("1e3"), .lessThan, .number), "1000")
        XCTAssertEqual(value(.number(NumberValue(text: "0x1F", double: 31, integer: 31)), .equals, .number), "31")
        XCTAssertEqual(value(Fixture.number("9007199254740993"), .equals, .number), "9007199254740993")
        XCTAssertEqual(value(.boolean(true), .equals, .boolean), "true")
        XCTAssertEqual(value(.boolean(false), .equals, .boolean), "false")
        XCTAssertEqual(value(.duration(.days(7)), .lessThanAgo, .time), "604800")
        XCTAssertEqual(value(.duration(.minutes(15)), .moreThanAgo, .time), "900")
    }

    func testExistsCarriesNoValue() {
        for flag in [true, false] {
            let filter = TriggerConditionMapping.filter(Fixture.filter("coupon", .exists, .boolean(flag), type: .time, explicit: true))
            XCTAssertEqual(keys(filter), ["comparator", "property_key", "property_type"])
            XCTAssertJSON(filter["comparator"], flag ? "11" : "12")
        }
    }
}
