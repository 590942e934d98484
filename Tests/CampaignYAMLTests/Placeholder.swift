import XCTest

final class CampaignYAMLTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
