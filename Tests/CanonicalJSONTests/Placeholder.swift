import XCTest

final class CanonicalJSONTestsPlaceholder: XCTestCase {
    func testPlaceholder() {}
}
