import XCTest

final class CampaignCompilerTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
