import CampaignDriver
import XCTest

final class RFC3339TimeTests: XCTestCase {
    func testValidTimes() {
        let cases: [(String, Int64)] = [
            ("1970-01-01T00:00:00Z", 0),
            ("1969-12-31T23:59:59Z", -1),
            ("2026-03-01T09:00:00Z", 1_772_355_600),
            ("2026-03-31T23:59:59Z", 1_775_001_599),
            ("2026-03-01T10:00:00+01:00", 1_772_355_600),
            ("2026-02-28T23:00:00-10:00", 1_772_355_600),
            ("2026-03-01T09:00:00.999Z", 1_772_355_600),
            ("2026-03-01T09:00:00.5+00:00", 1_772_355_600),
            ("2026-03-01t09:00:00z", 1_772_355_600),
            ("2024-02-29T00:00:00Z", 1_709_164_800),
            ("2000-02-29T12:30:15Z", 951_827_415),
        ]
        for (text, expected) in cases {
            XCTAssertEqual(RFC3339Time.unixSeconds(text), expected, text)
        }
    }

    func testInvalidTimes() {
        let cases = [
            "", "now", "2026-03-01", "2026-03-01T09:00:00", "2026-03-01 09:00:00Z",
            "2026-3-01T09:00:00Z", "2026-03-01T9:00:00Z", "2026-03-01T09:00Z",
            "2026-13-01T00:00:00Z", "2026-00-01T00:00:00Z", "2026-04-31T00:00:00Z",
            "2025-02-29T00:00:00Z", "1900-02-29T00:00:00Z", "2026-03-01T24:00:00Z",
            "2026-03-01T09:60:00Z", "2026-03-01T09:00:61Z", "2016-12-31T23:59:60Z", "2026-03-01T09:00:00.Z",
            "2026-03-01T09:00:00+0100", "2026-03-01T09:00:00+24:00", "2026-03-01T09:00:00+01:60",
            "2026-03-01T09:00:00Zjunk", " 2026-03-01T09:00:00Z", "２026-03-01T09:00:00Z",
        ]
        for text in cases {
            XCTAssertNil(RFC3339Time.unixSeconds(text), text)
        }
    }

    func testNowKeepsItsFractionAsTheNextWholeSecond() {
        XCTAssertEqual(RFC3339Time.nowSeconds("2026-03-01T09:00:00Z"), 1_772_355_600)
        XCTAssertEqual(RFC3339Time.nowSeconds("2026-03-01T09:00:00.000Z"), 1_772_355_600)
        XCTAssertEqual(RFC3339Time.nowSeconds("2026-03-01T09:00:00.001Z"), 1_772_355_601)
        XCTAssertEqual(RFC3339Time.nowSeconds("2026-03-01T10:00:00.5+01:00"), 1_772_355_601)
        XCTAssertNil(RFC3339Time.nowSeconds("2026-03-01T09:00:00."))
    }
}
