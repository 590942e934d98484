import XCTest

final class CampaignPayloadTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
