import XCTest

final class CampaignDriverTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
