import CampaignModel
import XCTest

/// A payload comparator decodes back to the operator that wrote it (SPEC §2.4, §6).
final class FilterOperatorTests: XCTestCase {
    func testEveryOperatorDecodesFromItsComparatorOnEveryTypeItAllows() {
        for op in FilterOperator.allCases {
            for type in op.allowedTypes {
                for exists in op == .exists ? [true, false] : [true] {
                    let comparator = op.comparator(existsValue: exists)
                    XCTAssertEqual(FilterOperator(comparator: comparator, type: type), op, "\(op) on \(type)")
                    XCTAssertEqual(FilterOperator.existsValue(comparator: comparator), op == .exists ? exists : nil, "\(op)")
                }
            }
        }
    }

    func testTheTimeCodesMeanTheTimeOperators() {
        XCTAssertEqual(FilterOperator(comparator: 3, type: .number), .greaterThan)
        XCTAssertEqual(FilterOperator(comparator: 3, type: .time), .after)
        XCTAssertEqual(FilterOperator(comparator: 4, type: .time), .lessThanAgo)
        XCTAssertEqual(FilterOperator(comparator: 5, type: .time), .before)
        XCTAssertEqual(FilterOperator(comparator: 6, type: .time), .moreThanAgo)
        XCTAssertEqual(FilterOperator(comparator: 1, type: .time), .equals, "the engines read equality on a date too")
        XCTAssertEqual(FilterOperator(comparator: 10, type: .number), .matches, "the type does not narrow the string comparators")
    }

    func testUnknownComparatorsDecodeToNothing() {
        for comparator in [0, 7, 8, 9, 13, 14, 18, -1, 99] {
            XCTAssertNil(FilterOperator(comparator: comparator, type: .string), "\(comparator)")
            XCTAssertNil(FilterOperator(comparator: comparator, type: .time), "\(comparator)")
        }
        XCTAssertNil(FilterOperator(comparator: 2, type: .time), "no not_equals on a date")
        XCTAssertNil(FilterOperator(comparator: 15, type: .number), "less_than_in is for times")
        XCTAssertNil(FilterOperator.existsValue(comparator: 1))
    }
}
