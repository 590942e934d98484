import CampaignLocale
import XCTest

final class LanguageTagTests: XCTestCase {
    func testPlaceholder() {
        XCTAssertEqual(LanguageTag("fr")?.description, "fr")
    }
}
