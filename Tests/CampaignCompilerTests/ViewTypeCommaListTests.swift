@testable import CampaignCompiler
import XCTest

final class ViewTypeCommaListTests: XCTestCase {
    func testSplitsAtCommaSpaceOnly() {
        XCTAssertEqual(ViewTypeContractChecker.commaItems("Arsenal, Chelsea, Liverpool"), ["Arsenal", "Chelsea", "Liverpool"])
        XCTAssertEqual(ViewTypeContractChecker.commaItems("a,b, c"), ["a,b", "c"])
        XCTAssertEqual(ViewTypeContractChecker.commaItems("a, , b"), ["a", "", "b"])
        XCTAssertEqual(ViewTypeContractChecker.commaItems("a, "), ["a", ""])
        XCTAssertEqual(ViewTypeContractChecker.commaItems(""), [""])
    }

    func testCommaList() {
        XCTAssertTrue(ViewTypeContractChecker.isCommaList("Arsenal, Chelsea"))
        XCTAssertTrue(ViewTypeContractChecker.isCommaList("Arsenal, Chelsea, Liverpool"))
        XCTAssertFalse(ViewTypeContractChecker.isCommaList("Arsenal"))
        XCTAssertFalse(ViewTypeContractChecker.isCommaList("Arsenal,Chelsea"))
        XCTAssertFalse(ViewTypeContractChecker.isCommaList("Arsenal, "))
        XCTAssertFalse(ViewTypeContractChecker.isCommaList("Arsenal,  , Chelsea"))
        XCTAssertFalse(ViewTypeContractChecker.isCommaList(", Chelsea"))
    }
}
