import CampaignModel
import XCTest

/// The one RFC 3339 reader: campaign files, scenarios, `--now` and the simulator's filters.
final class RFC3339TextReadingTests: XCTestCase {
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
            XCTAssertEqual(RFC3339Text.unixSeconds(text), expected, text)
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
            XCTAssertNil(RFC3339Text.unixSeconds(text), text)
        }
    }

    func testTimesKeepTheirMilliseconds() {
        XCTAssertEqual(RFC3339Text.unixMilliseconds("2026-03-01T09:00:00.250Z"), 1_772_355_600_250)
        XCTAssertEqual(RFC3339Text.unixMilliseconds("2026-03-01T09:00:00.5Z"), 1_772_355_600_500)
        XCTAssertEqual(RFC3339Text.unixMilliseconds("2026-03-01T09:00:00.0509Z"), 1_772_355_600_050)
        XCTAssertEqual(RFC3339Text.unixMilliseconds("1969-12-31T23:59:59.750Z"), -250)
        XCTAssertEqual(RFC3339Text.unixSeconds("1969-12-31T23:59:59.750Z"), -1)
        XCTAssertEqual(Timestamp(unixMilliseconds: -250).unixSeconds, -1)
        XCTAssertEqual(Timestamp(unixMilliseconds: 1_772_355_600_999).unixSeconds, 1_772_355_600)
        XCTAssertNil(RFC3339Text.unixMilliseconds("2026-03-01T09:00:00.Z"))
    }

    func testNowKeepsItsFractionAsTheNextWholeSecond() {
        XCTAssertEqual(RFC3339Text.unixSecondsRoundingUp("2026-03-01T09:00:00Z"), 1_772_355_600)
        XCTAssertEqual(RFC3339Text.unixSecondsRoundingUp("2026-03-01T09:00:00.000Z"), 1_772_355_600)
        XCTAssertEqual(RFC3339Text.unixSecondsRoundingUp("2026-03-01T09:00:00.001Z"), 1_772_355_601)
        XCTAssertEqual(RFC3339Text.unixSecondsRoundingUp("2026-03-01T10:00:00.5+01:00"), 1_772_355_601)
        XCTAssertNil(RFC3339Text.unixSecondsRoundingUp("2026-03-01T09:00:00."))
    }

    func testTimes() {
        XCTAssertEqual(RFC3339Text.read("2026-03-01T10:00:00+01:00"), .value(milliseconds: 1_772_355_600_000))
        XCTAssertEqual(RFC3339Text.read("2026-03-01T09:00:00Z"), .value(milliseconds: 1_772_355_600_000))
        XCTAssertEqual(RFC3339Text.read("2026-03-01t09:00:00z"), .value(milliseconds: 1_772_355_600_000))
        XCTAssertEqual(RFC3339Text.read("2026-03-01T04:30:00-04:30"), .value(milliseconds: 1_772_355_600_000))
        XCTAssertEqual(RFC3339Text.read("2026-03-31T23:59:59Z"), .value(milliseconds: 1_775_001_599_000))
        XCTAssertEqual(RFC3339Text.read("1970-01-01T00:00:00Z"), .value(milliseconds: 0))
        XCTAssertEqual(RFC3339Text.read("1969-12-31T23:59:59Z"), .value(milliseconds: -1_000))
        XCTAssertEqual(RFC3339Text.read("2024-02-29T00:00:00Z"), .value(milliseconds: 1_709_164_800_000))
        XCTAssertEqual(RFC3339Text.read("2000-02-29T00:00:00Z"), .value(milliseconds: 951_782_400_000))
        XCTAssertEqual(RFC3339Text.read("2026-03-01T09:00:00.999Z"), .value(milliseconds: 1_772_355_600_999))
    }

    func testMalformedAndImpossibleTimes() {
        XCTAssertEqual(RFC3339Text.read("2026-03-01T09:00:00"), .malformed(missingOffset: true))
        for text in [
            "2026-03-01", "2026-3-01T09:00:00Z", "2026-03-01 09:00:00Z", "2026-03-01T09:00Z",
            "2026-03-01T09:00:00+0100", "2026-03-01T09:00:00.Z", "2026-03-01T09:00:00ZZ", "tomorrow",
        ] {
            XCTAssertEqual(RFC3339Text.read(text), .malformed(missingOffset: false), text)
        }
        XCTAssertEqual(RFC3339Text.read("2026-02-29T00:00:00Z"), .invalid(.dayOfMonth(month: 2, year: 2026, days: 28)))
        XCTAssertEqual(RFC3339Text.read("1900-02-29T00:00:00Z"), .invalid(.dayOfMonth(month: 2, year: 1900, days: 28)))
        XCTAssertEqual(RFC3339Text.read("2026-04-31T00:00:00Z"), .invalid(.dayOfMonth(month: 4, year: 2026, days: 30)))
        XCTAssertEqual(RFC3339Text.read("2026-01-00T00:00:00Z"), .invalid(.dayZero))
        XCTAssertEqual(RFC3339Text.read("2026-13-01T00:00:00Z"), .invalid(.month(13)))
        XCTAssertEqual(RFC3339Text.read("2026-00-01T00:00:00Z"), .invalid(.month(0)))
        XCTAssertEqual(RFC3339Text.read("2026-01-01T24:00:00Z"), .invalid(.hour(24)))
        XCTAssertEqual(RFC3339Text.read("2026-01-01T23:60:00Z"), .invalid(.minute(60)))
        XCTAssertEqual(RFC3339Text.read("2026-01-01T23:59:60Z"), .invalid(.second(60)))
        XCTAssertEqual(RFC3339Text.read("2026-01-01T00:00:00+24:00"), .invalid(.offsetHour(24)))
        XCTAssertEqual(RFC3339Text.read("2026-01-01T00:00:00+01:60"), .invalid(.offsetMinute(60)))
    }

    func testTheReaderReadsWhatTheWriterWrites() {
        for milliseconds: Int64 in [0, -1000, 1_772_355_600_000, 951_827_415_000, -62_135_596_800_000] {
            XCTAssertEqual(RFC3339Text.unixSeconds(RFC3339Text.text(unixMilliseconds: milliseconds)), milliseconds / 1000)
            XCTAssertEqual(RFC3339Text.unixSeconds(RFC3339Text.text(unixMilliseconds: milliseconds, offsetMinutes: -270)), milliseconds / 1000)
        }
    }
}
