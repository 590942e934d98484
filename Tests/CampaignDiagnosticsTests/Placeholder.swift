import XCTest

final class CampaignDiagnosticsTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
