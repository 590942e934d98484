import XCTest

@testable import CampaignCompiler

final class ViewTypeCommaListTests: XCTestCase {
    func testSplitsAtCommaSpaceOnly() {
        XCTAssertEqual(ViewTypeRules.commaItems("Arsenal, Chelsea, Liverpool"), ["Arsenal", "Chelsea", "Liverpool"])
        XCTAssertEqual(ViewTypeRules.commaItems("a,b, c"), ["a,b", "c"])
        XCTAssertEqual(ViewTypeRules.commaItems("a, , b"), ["a", "", "b"])
        XCTAssertEqual(ViewTypeRules.commaItems("a, "), ["a", ""])
        XCTAssertEqual(ViewTypeRules.commaItems(""), [""])
    }

    func testCommaList() {
        XCTAssertTrue(ViewTypeRules.isCommaList("Arsenal, Chelsea"))
        XCTAssertTrue(ViewTypeRules.isCommaList("Arsenal, Chelsea, Liverpool"))
        XCTAssertFalse(ViewTypeRules.isCommaList("Arsenal"))
        XCTAssertFalse(ViewTypeRules.isCommaList("Arsenal,Chelsea"))
        XCTAssertFalse(ViewTypeRules.isCommaList("Arsenal, "))
        XCTAssertFalse(ViewTypeRules.isCommaList("Arsenal,  , Chelsea"))
        XCTAssertFalse(ViewTypeRules.isCommaList(", Chelsea"))
    }
}
