import CampaignDiagnostics
import CampaignModel
import XCTest

/// A filter in words, in each of its three registers (the gallery's summary, the simulator's
/// notes, `campaignc diff`'s listing), from one value.
final class FilterWordsTests: XCTestCase {
    private func filter(_ property: String, _ op: FilterOperator, _ value: FilterValue, type: PropertyType) -> PropertyFilter {
        let range = SourceRange.fileStart
        return PropertyFilter(
            property: Located(property, at: range), op: Located(op, at: range), value: Located(value, at: range), type: type,
            typeIsExplicit: false, range: range)
    }

    private func words(_ filter: PropertyFilter) -> [String] {
        [FilterWords.Register.summary, .note, .listing].map { FilterWords(filter).text($0) }
    }

    func testEachRegisterOfOneFilter() {
        let number = NumberValue(text: "50", double: 50, integer: 50)
        XCTAssertEqual(
            words(filter("cart_total", .greaterThan, .number(number), type: .number)),
            ["cart_total > 50", "`cart_total` greater_than 50", "cart_total greater_than 50"])
        XCTAssertEqual(
            words(filter("coupon", .exists, .boolean(false), type: .string)),
            ["coupon does not exist", "`coupon` exists: false", "coupon exists false (type: string)"])
        XCTAssertEqual(
            words(filter("seen", .lessThanAgo, .duration(.hours(1)), type: .time)),
            ["seen less than 1h ago", "`seen` less_than_ago 1h", "seen less_than_ago 1h"])
        XCTAssertEqual(
            words(filter("due", .moreThanIn, .duration(.days(2)), type: .time)),
            ["due in more than 2d", "`due` more_than_in 2d", "due more_than_in 2d"])
        XCTAssertEqual(words(filter("name", .matches, .string("^a"), type: .string))[0], "name matches /^a/")
        XCTAssertEqual(
            words(filter("at", .after, .time(Timestamp(unixSeconds: 1_772_355_600)), type: .time))[0], "at after 2026-03-01T09:00:00Z")
    }

    /// The listing names the type unless the operator or the value's form implies it.
    func testTheListingNamesATypeNothingElseImplies() {
        let words = FilterWords(property: "amount", type: .number, op: .equals, comparator: 1, mustExist: true, value: "\"5\"", valueType: .string)
        XCTAssertEqual(words.text(.listing), "amount equals \"5\" (type: number)")
        XCTAssertEqual(
            FilterWords(property: "odd key", type: .string, op: .exists, comparator: 11, mustExist: true, value: nil).text(.listing),
            "\"odd key\" exists true (type: string)")
    }

    func testAComparatorNoEngineKnowsIsNamed() {
        let words = FilterWords(property: "k", type: .number, op: nil, comparator: 99, mustExist: false, value: "1")
        XCTAssertEqual(words.text(.note), "`k` comparator 99 1")
        XCTAssertEqual(words.text(.summary), "k comparator 99")
    }
}
