import XCTest

final class CampaignCLITestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
